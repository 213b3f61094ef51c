import Foundation
import LyrebirdGenerator
import Testing

@Suite("IgnoreRules")
struct IgnoreRulesTests {
  /// Evaluates `paths` (relative; a trailing `/` marks a directory) against a tree of ignore files.
  private func ignored(
    files: [String: String],
    _ paths: [String]
  ) throws -> [String: Bool] {
    try withTemporaryDirectory { directory throws in
      for (path, contents) in files {
        try directory.write(path, contents)
      }
      let rules = IgnoreRules(root: directory.path)
      var result: [String: Bool] = [:]
      for path in paths {
        let isDirectory = path.hasSuffix("/")
        let relative = isDirectory ? String(path.dropLast()) : path
        result[path] = try rules.isIgnored(directory.url(relative), isDirectory: isDirectory)
      }
      return result
    }
  }

  @Test("no ignore files means nothing is ignored")
  func noFiles() throws {
    let result = try ignored(files: [:], ["a.swift", "x/", "x/b.swift"])
    #expect(result == ["a.swift": false, "x/": false, "x/b.swift": false])
  }

  @Test("comments and blank lines are skipped")
  func commentsAndBlankLines() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "# Generated.swift\n\n   \nOld.swift\n"],
      ["Generated.swift", "Old.swift", "# Generated.swift"]
    )
    #expect(result == ["Generated.swift": false, "Old.swift": true, "# Generated.swift": false])
  }

  @Test("escaped # and ! match literal names")
  func escapes() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "\\#Draft.swift\n\\!Bang.swift\n"],
      ["#Draft.swift", "!Bang.swift", "Bang.swift"]
    )
    #expect(result == ["#Draft.swift": true, "!Bang.swift": true, "Bang.swift": false])
  }

  @Test("CRLF files and a UTF-8 BOM are handled")
  func crlfAndBOM() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "\u{FEFF}First.swift\r\nSecond.swift\r\n"],
      ["First.swift", "Second.swift", "Third.swift"]
    )
    #expect(result == ["First.swift": true, "Second.swift": true, "Third.swift": false])
  }

  @Test("the last matching rule wins, so ! re-includes a file")
  func negationLastRuleWins() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "*.swift\n!Keep.swift\nKeep.swift.bak\n"],
      ["A.swift", "Keep.swift", "sub/Keep.swift", "sub/B.swift"]
    )
    #expect(result == ["A.swift": true, "Keep.swift": false, "sub/Keep.swift": false, "sub/B.swift": true])

    let reordered = try ignored(
      files: [".lyrebird-ignore": "!Keep.swift\n*.swift\n"],
      ["Keep.swift"]
    )
    #expect(reordered == ["Keep.swift": true])
  }

  @Test("a file inside an excluded directory cannot be re-included")
  func cannotReincludeInsideExcludedDirectory() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "Vendor/\n!Vendor/Keep.swift\n"],
      ["Vendor/", "Vendor/Keep.swift", "Vendor/deep/X.swift"]
    )
    #expect(result == ["Vendor/": true, "Vendor/Keep.swift": true, "Vendor/deep/X.swift": true])
  }

  @Test("excluding contents with /* lets a negation re-include one entry")
  func reincludeWhenOnlyContentsExcluded() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "/Vendor/*\n!/Vendor/Keep.swift\n"],
      ["Vendor/", "Vendor/Keep.swift", "Vendor/Other.swift", "Vendor/sub/", "Vendor/sub/X.swift"]
    )
    #expect(
      result == [
        "Vendor/": false, "Vendor/Keep.swift": false, "Vendor/Other.swift": true,
        "Vendor/sub/": true, "Vendor/sub/X.swift": true,
      ])
  }

  @Test("a leading slash anchors to the ignore file's directory")
  func leadingSlashAnchors() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "/Generated.swift\n"],
      ["Generated.swift", "sub/Generated.swift"]
    )
    #expect(result == ["Generated.swift": true, "sub/Generated.swift": false])
  }

  @Test("a middle slash anchors too")
  func middleSlashAnchors() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "Sources/Generated\n"],
      ["Sources/Generated/", "Sources/Generated/A.swift", "Other/Sources/Generated/A.swift"]
    )
    #expect(
      result == [
        "Sources/Generated/": true, "Sources/Generated/A.swift": true,
        "Other/Sources/Generated/A.swift": false,
      ])
  }

  @Test("an anchored pattern in a nested ignore file is relative to that file")
  func nestedAnchorIsRelative() throws {
    let result = try ignored(
      files: ["Sub/.lyrebird-ignore": "/Local.swift\n"],
      ["Local.swift", "Sub/Local.swift", "Sub/Deeper/Local.swift"]
    )
    #expect(result == ["Local.swift": false, "Sub/Local.swift": true, "Sub/Deeper/Local.swift": false])
  }

  @Test("a trailing slash matches directories only")
  func directoryOnly() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "Mocks/\n"],
      ["Mocks/", "Mocks/A.swift", "a/Mocks/", "a/Mocks/B.swift", "Other/Mocks"]
    )
    #expect(
      result == [
        "Mocks/": true, "Mocks/A.swift": true, "a/Mocks/": true,
        "a/Mocks/B.swift": true, "Other/Mocks": false,
      ])
  }

  @Test("* and ? do not cross directories")
  func wildcardsStayInComponent() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "Sources/*.swift\nTests/?.swift\n"],
      ["Sources/A.swift", "Sources/Sub/A.swift", "Tests/X.swift", "Tests/XY.swift"]
    )
    #expect(
      result == [
        "Sources/A.swift": true, "Sources/Sub/A.swift": false,
        "Tests/X.swift": true, "Tests/XY.swift": false,
      ])
  }

  @Test("character classes and negated classes")
  func characterClasses() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "Gen[0-9].swift\nx[!a].swift\n"],
      ["Gen1.swift", "GenA.swift", "xb.swift", "xa.swift"]
    )
    #expect(result == ["Gen1.swift": true, "GenA.swift": false, "xb.swift": true, "xa.swift": false])
  }

  @Test("**/ leading, /** trailing and /**/ middle forms")
  func globstarForms() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "**/Fixtures\nVendor/**\ndocs/**/Draft.swift\n"],
      [
        "Fixtures/", "a/b/Fixtures/", "a/b/Fixtures/F.swift",
        "Vendor/", "Vendor/V.swift", "Vendor/x/W.swift",
        "docs/Draft.swift", "docs/a/b/Draft.swift", "other/docs/Draft.swift",
      ]
    )
    #expect(
      result == [
        "Fixtures/": true, "a/b/Fixtures/": true, "a/b/Fixtures/F.swift": true,
        "Vendor/": false, "Vendor/V.swift": true, "Vendor/x/W.swift": true,
        "docs/Draft.swift": true, "docs/a/b/Draft.swift": true, "other/docs/Draft.swift": false,
      ])
  }

  @Test("a deeper ignore file overrides its parent's rules")
  func nestedOverridesParent() throws {
    let result = try ignored(
      files: [
        ".lyrebird-ignore": "*.generated.swift\n",
        "Keep/.lyrebird-ignore": "!*.generated.swift\nLocal.swift\n",
      ],
      ["A.generated.swift", "Keep/B.generated.swift", "Keep/deep/C.generated.swift", "Keep/Local.swift", "Local.swift"]
    )
    #expect(
      result == [
        "A.generated.swift": true, "Keep/B.generated.swift": false,
        "Keep/deep/C.generated.swift": false, "Keep/Local.swift": true, "Local.swift": false,
      ])
  }

  @Test("a parent rule still applies where the deeper file is silent")
  func parentAppliesWhenChildSilent() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "Old.swift\n", "Sub/.lyrebird-ignore": "Other.swift\n"],
      ["Sub/Old.swift", "Sub/Other.swift", "Other.swift"]
    )
    #expect(result == ["Sub/Old.swift": true, "Sub/Other.swift": true, "Other.swift": false])
  }

  @Test("an ignore file inside an excluded directory cannot re-include anything")
  func ignoreFileInsideExcludedDirectory() throws {
    let result = try ignored(
      files: [".lyrebird-ignore": "Vendor/\n", "Vendor/.lyrebird-ignore": "!*\n"],
      ["Vendor/A.swift"]
    )
    #expect(result == ["Vendor/A.swift": true])
  }

  @Test("paths outside the root and the root itself are never ignored")
  func outsideRoot() throws {
    try withTemporaryDirectory { directory throws in
      try directory.write("Root/.lyrebird-ignore", "*\n")
      let rules = IgnoreRules(root: directory.url("Root"))
      #expect(try rules.isIgnored(directory.url("Root"), isDirectory: true) == false)
      #expect(try rules.isIgnored(directory.url("Other.swift"), isDirectory: false) == false)
      #expect(try rules.isIgnored(directory.url("Root/A.swift"), isDirectory: false) == true)
      #expect(try rules.isIgnored(directory.url("RootSibling/A.swift"), isDirectory: false) == false)
    }
  }

  @Test("ignore files are read lazily and cached")
  func cachesLoadedFiles() throws {
    try withTemporaryDirectory { directory throws in
      try directory.write(".lyrebird-ignore", "A.swift\n")
      let rules = IgnoreRules(root: directory.path)
      #expect(try rules.isIgnored(directory.url("A.swift"), isDirectory: false))
      try directory.write(".lyrebird-ignore", "B.swift\n")
      #expect(try rules.isIgnored(directory.url("A.swift"), isDirectory: false))
      #expect(try !rules.isIgnored(directory.url("B.swift"), isDirectory: false))
      #expect(try rules.patterns(inDirectory: directory.path).map(\.text) == ["A.swift"])
    }
  }

  @Test("an unreadable ignore file is an error naming the file")
  func unreadableIgnoreFile() throws {
    try withTemporaryDirectory { directory throws in
      // A directory named like the ignore file exists but cannot be read as a file,
      // which fails even for root.
      try directory.makeDirectory("Sub/.lyrebird-ignore")
      let rules = IgnoreRules(root: directory.path)
      let ignoreFile = directory.url("Sub/.lyrebird-ignore")
      let error = try #require(throws: IgnoreRulesError.self) {
        try rules.isIgnored(directory.url("Sub/A.swift"), isDirectory: false)
      }
      #expect(error == .unreadableIgnoreFile(path: ignoreFile, reason: "is a directory"))
      #expect(error.description == "cannot read ignore file '\(ignoreFile)': is a directory")
    }
  }
}
