import Foundation
import LyrebirdGenerator
import Testing

@Suite("IgnoreRules")
struct IgnoreRulesTests {
  /// Ignore files, and whether each path (relative; a trailing `/` marks a directory) is ignored.
  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let files: [String: String]
    let expected: [String: Bool]
  }

  static let cases: [Case] = [
    Case(
      testDescription: "no ignore files means nothing is ignored", files: [:],
      expected: ["a.swift": false, "x/": false, "x/b.swift": false]),
    Case(
      testDescription: "comments and blank lines are skipped",
      files: [".lyrebird-ignore": "# Generated.swift\n\n   \nOld.swift\n"],
      expected: ["Generated.swift": false, "Old.swift": true, "# Generated.swift": false]),
    Case(
      testDescription: "escaped # and ! match literal names",
      files: [".lyrebird-ignore": "\\#Draft.swift\n\\!Bang.swift\n"],
      expected: ["#Draft.swift": true, "!Bang.swift": true, "Bang.swift": false]),
    Case(
      testDescription: "CRLF files and a UTF-8 BOM are handled",
      files: [".lyrebird-ignore": "\u{FEFF}First.swift\r\nSecond.swift\r\n"],
      expected: ["First.swift": true, "Second.swift": true, "Third.swift": false]),
    Case(
      testDescription: "the last matching rule wins, so ! re-includes a file",
      files: [".lyrebird-ignore": "*.swift\n!Keep.swift\nKeep.swift.bak\n"],
      expected: ["A.swift": true, "Keep.swift": false, "sub/Keep.swift": false, "sub/B.swift": true]),
    Case(
      testDescription: "a negation before the rule it would undo has no effect",
      files: [".lyrebird-ignore": "!Keep.swift\n*.swift\n"], expected: ["Keep.swift": true]),
    Case(
      testDescription: "a file inside an excluded directory cannot be re-included",
      files: [".lyrebird-ignore": "Vendor/\n!Vendor/Keep.swift\n"],
      expected: ["Vendor/": true, "Vendor/Keep.swift": true, "Vendor/deep/X.swift": true]),
    Case(
      testDescription: "excluding contents with /* lets a negation re-include one entry",
      files: [".lyrebird-ignore": "/Vendor/*\n!/Vendor/Keep.swift\n"],
      expected: [
        "Vendor/": false, "Vendor/Keep.swift": false, "Vendor/Other.swift": true,
        "Vendor/sub/": true, "Vendor/sub/X.swift": true,
      ]),
    Case(
      testDescription: "a leading slash anchors to the ignore file's directory",
      files: [".lyrebird-ignore": "/Generated.swift\n"],
      expected: ["Generated.swift": true, "sub/Generated.swift": false]),
    Case(
      testDescription: "a middle slash anchors too", files: [".lyrebird-ignore": "Sources/Generated\n"],
      expected: [
        "Sources/Generated/": true, "Sources/Generated/A.swift": true, "Other/Sources/Generated/A.swift": false,
      ]),
    Case(
      testDescription: "an anchored pattern in a nested ignore file is relative to that file",
      files: ["Sub/.lyrebird-ignore": "/Local.swift\n"],
      expected: ["Local.swift": false, "Sub/Local.swift": true, "Sub/Deeper/Local.swift": false]),
    Case(
      testDescription: "a trailing slash matches directories only", files: [".lyrebird-ignore": "Mocks/\n"],
      expected: [
        "Mocks/": true, "Mocks/A.swift": true, "a/Mocks/": true, "a/Mocks/B.swift": true, "Other/Mocks": false,
      ]),
    Case(
      testDescription: "* and ? do not cross directories",
      files: [".lyrebird-ignore": "Sources/*.swift\nTests/?.swift\n"],
      expected: [
        "Sources/A.swift": true, "Sources/Sub/A.swift": false, "Tests/X.swift": true, "Tests/XY.swift": false,
      ]),
    Case(
      testDescription: "character classes and negated classes",
      files: [".lyrebird-ignore": "Gen[0-9].swift\nx[!a].swift\n"],
      expected: ["Gen1.swift": true, "GenA.swift": false, "xb.swift": true, "xa.swift": false]),
    Case(
      testDescription: "**/ leading, /** trailing and /**/ middle forms",
      files: [".lyrebird-ignore": "**/Fixtures\nVendor/**\ndocs/**/Draft.swift\n"],
      expected: [
        "Fixtures/": true, "a/b/Fixtures/": true, "a/b/Fixtures/F.swift": true,
        "Vendor/": false, "Vendor/V.swift": true, "Vendor/x/W.swift": true,
        "docs/Draft.swift": true, "docs/a/b/Draft.swift": true, "other/docs/Draft.swift": false,
      ]),
    Case(
      testDescription: "a deeper ignore file overrides its parent's rules",
      files: [
        ".lyrebird-ignore": "*.generated.swift\n", "Keep/.lyrebird-ignore": "!*.generated.swift\nLocal.swift\n",
      ],
      expected: [
        "A.generated.swift": true, "Keep/B.generated.swift": false,
        "Keep/deep/C.generated.swift": false, "Keep/Local.swift": true, "Local.swift": false,
      ]),
    Case(
      testDescription: "a parent rule still applies where the deeper file is silent",
      files: [".lyrebird-ignore": "Old.swift\n", "Sub/.lyrebird-ignore": "Other.swift\n"],
      expected: ["Sub/Old.swift": true, "Sub/Other.swift": true, "Other.swift": false]),
    Case(
      testDescription: "an ignore file inside an excluded directory cannot re-include anything",
      files: [".lyrebird-ignore": "Vendor/\n", "Vendor/.lyrebird-ignore": "!*\n"],
      expected: ["Vendor/A.swift": true]),
  ]

  @Test(arguments: cases)
  func rules(_ test: Case) throws {
    #expect(try ignored(files: test.files, Array(test.expected.keys)) == test.expected)
  }

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
