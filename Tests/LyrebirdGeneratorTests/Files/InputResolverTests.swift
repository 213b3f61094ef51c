import Foundation
import Testing

@testable import LyrebirdGenerator

@Suite("InputResolver")
struct InputResolverTests {
  /// A small package-like tree shared by most tests.
  private func makeTree(_ directory: TemporaryDirectory) throws {
    try directory.write("Sources/App/main.swift")
    try directory.write("Sources/App/Models/User.swift")
    try directory.write("Sources/App/Models/README.md")
    try directory.write("Sources/Core/Core.swift")
    try directory.write("Sources/Core/Generated/Gen.swift")
    try directory.write("Sources/Core/.hidden/Secret.swift")
    try directory.write("Sources/.build/debug/Built.swift")
    try directory.write("Sources/.dotfile.swift")
    try directory.write("Tests/CoreTests/CoreTests.swift")
    try directory.write("Package.swift")
    try directory.write("notes.txt")
  }

  private func resolve(_ inputs: [String], in directory: TemporaryDirectory) throws -> [String] {
    let prefix = directory.path + "/"
    return try InputResolver.resolve(inputs, workingDirectory: directory.path).map { path in
      path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
  }

  /// Inputs resolved in the tree of `makeTree`, and the files they must give.
  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let inputs: [String]
    let files: [String]
  }

  static let treeCases: [Case] = [
    Case(
      testDescription: "a directory is walked recursively, skipping hidden directories and non-Swift files",
      inputs: ["Sources"],
      files: [
        "Sources/.dotfile.swift", "Sources/App/Models/User.swift", "Sources/App/main.swift",
        "Sources/Core/Core.swift", "Sources/Core/Generated/Gen.swift",
      ]),
    Case(
      testDescription: "* matches within one directory", inputs: ["Sources/Core/*.swift"],
      files: ["Sources/Core/Core.swift"]),
    Case(testDescription: "* at the top", inputs: ["*.swift"], files: ["Package.swift"]),
    Case(
      testDescription: "** matches any depth, but not hidden directories", inputs: ["Sources/**/*.swift"],
      files: [
        "Sources/App/Models/User.swift", "Sources/App/main.swift", "Sources/Core/Core.swift",
        "Sources/Core/Generated/Gen.swift",
      ]),
    Case(
      testDescription: "** matches zero directories", inputs: ["**/Core*.swift"],
      files: ["Sources/Core/Core.swift", "Tests/CoreTests/CoreTests.swift"]),
    Case(
      testDescription: "a hidden file matches when the glob spells the dot", inputs: ["Sources/.*.swift"],
      files: ["Sources/.dotfile.swift"]),
    Case(
      testDescription: "a hidden directory spelled out", inputs: ["Sources/Core/.hidden/*.swift"],
      files: ["Sources/Core/.hidden/Secret.swift"]),
    Case(
      testDescription: "a trailing ** skips hidden names", inputs: ["Sources/Core/**"],
      files: ["Sources/Core/Core.swift", "Sources/Core/Generated/Gen.swift"]),
    Case(
      testDescription: "a hidden directory matched by .*", inputs: ["Sources/Core/.*/*.swift"],
      files: ["Sources/Core/.hidden/Secret.swift"]),
    Case(
      testDescription: "a glob matching directories includes their sources", inputs: ["Sources/*"],
      files: [
        "Sources/App/Models/User.swift", "Sources/App/main.swift", "Sources/Core/Core.swift",
        "Sources/Core/Generated/Gen.swift",
      ]),
  ]

  @Test(arguments: treeCases)
  func resolves(_ test: Case) throws {
    try withTemporaryDirectory { directory throws in
      try makeTree(directory)
      #expect(try resolve(test.inputs, in: directory) == test.files)
    }
  }

  @Test(
    "a glob matching nothing is an error",
    arguments: [
      "Sources/**/*.m", "Missing/*.swift", "Sources/Core/Generated/*.txt",
    ])
  func globWithoutMatches(glob: String) throws {
    try withTemporaryDirectory { directory throws in
      try makeTree(directory)
      let error = try #require(throws: InputResolverError.self) {
        try resolve([glob], in: directory)
      }
      #expect(error.description == "no Swift files match '\(glob)'")
    }
  }

  @Test("ignore rules apply rooted at the input directory")
  func directoryWithIgnoreRules() throws {
    try withTemporaryDirectory { directory throws in
      try makeTree(directory)
      try directory.write("Sources/.lyrebird-ignore", "Generated/\n/App/main.swift\n")
      try directory.write("Sources/App/.lyrebird-ignore", "Models/\n")
      // An ignore file above the input directory is not consulted.
      try directory.write(".lyrebird-ignore", "Core.swift\n")
      #expect(
        try resolve(["Sources"], in: directory) == [
          "Sources/.dotfile.swift",
          "Sources/Core/Core.swift",
        ])
    }
  }

  @Test("explicit files are included as given, even when ignored or outside any walk")
  func explicitFiles() throws {
    try withTemporaryDirectory { directory throws in
      try makeTree(directory)
      try directory.write("Sources/.lyrebird-ignore", "*.swift\n")
      #expect(
        try resolve(["Sources/Core/Core.swift", "Package.swift"], in: directory) == [
          "Package.swift",
          "Sources/Core/Core.swift",
        ])
      #expect(try resolve(["Sources"], in: directory) == [])
    }
  }

  @Test("results are sorted, unique, absolute and standardized")
  func sortedUniqueStandardized() throws {
    try withTemporaryDirectory { directory throws in
      try makeTree(directory)
      let result = try InputResolver.resolve(
        [
          "./Sources/Core//Core.swift",
          "Sources/App/../Core/Core.swift",
          directory.url("Sources/Core/Core.swift"),
          "Sources/Core/",
          "Tests",
        ],
        workingDirectory: directory.path + "/./"
      )
      #expect(
        result == [
          directory.url("Sources/Core/Core.swift"),
          directory.url("Sources/Core/Generated/Gen.swift"),
          directory.url("Tests/CoreTests/CoreTests.swift"),
        ])
    }
  }

  @Test("a directory without Swift files contributes nothing")
  func emptyDirectory() throws {
    try withTemporaryDirectory { directory throws in
      try directory.makeDirectory("Empty/Nested")
      try directory.write("Docs/a.md")
      #expect(try resolve(["Empty", "Docs"], in: directory) == [])
    }
  }

  @Test("a missing path is an error quoting the input as typed")
  func missingPath() throws {
    try withTemporaryDirectory { directory throws in
      let error = try #require(throws: InputResolverError.self) {
        try resolve(["Sources/Foo"], in: directory)
      }
      #expect(error == .noSuchFile("Sources/Foo"))
      #expect(error.description == "no such file or directory: 'Sources/Foo'")
    }
  }

  @Test("an explicit non-Swift file is an error")
  func notSwiftFile() throws {
    try withTemporaryDirectory { directory throws in
      try makeTree(directory)
      let error = try #require(throws: InputResolverError.self) {
        try resolve(["notes.txt"], in: directory)
      }
      #expect(error.description == "not a Swift source file: 'notes.txt'")
    }
  }

  @Test("? and [] globs")
  func questionAndClassGlobs() throws {
    try withTemporaryDirectory { directory throws in
      try directory.write("V1.swift")
      try directory.write("V2.swift")
      try directory.write("VX.swift")
      try directory.write("V10.swift")
      #expect(try resolve(["V?.swift"], in: directory) == ["V1.swift", "V2.swift", "VX.swift"])
      #expect(try resolve(["V[0-9].swift"], in: directory) == ["V1.swift", "V2.swift"])
      #expect(try resolve(["V[!0-9].swift"], in: directory) == ["VX.swift"])
    }
  }

  @Test("ignore rules apply rooted at the glob's fixed directory")
  func globWithIgnoreRules() throws {
    try withTemporaryDirectory { directory throws in
      try makeTree(directory)
      try directory.write("Sources/.lyrebird-ignore", "/Core/Generated/\nmain.swift\n")
      #expect(
        try resolve(["Sources/**/*.swift"], in: directory) == [
          "Sources/App/Models/User.swift",
          "Sources/Core/Core.swift",
        ])
      // Rooted at Sources/Core, the anchored /Core/Generated rule above is out of scope.
      #expect(
        try resolve(["Sources/Core/**/*.swift"], in: directory) == [
          "Sources/Core/Core.swift",
          "Sources/Core/Generated/Gen.swift",
        ])
    }
  }

  @Test("absolute globs work")
  func absoluteGlob() throws {
    try withTemporaryDirectory { directory throws in
      try makeTree(directory)
      let result = try InputResolver.resolve([directory.url("Tests/*/*.swift")], workingDirectory: "/")
      #expect(result == [directory.url("Tests/CoreTests/CoreTests.swift")])
    }
  }

  @Test("a glob whose only matches are ignored is an error")
  func globOnlyIgnoredMatches() throws {
    try withTemporaryDirectory { directory throws in
      try directory.write("Gen/A.swift")
      try directory.write("Gen/.lyrebird-ignore", "*.swift\n")
      let error = try #require(throws: InputResolverError.self) {
        try resolve(["Gen/*.swift"], in: directory)
      }
      #expect(error == .noMatches(glob: "Gen/*.swift"))
    }
  }

  @Test("an existing path with glob characters is taken literally")
  func literalPathWithGlobCharacters() throws {
    try withTemporaryDirectory { directory throws in
      try directory.write("a[1].swift")
      try directory.write("a1.swift")
      #expect(try resolve(["a[1].swift"], in: directory) == ["a[1].swift"])
    }
  }

  @Test("symlinked files are included, symlinked directories are not followed")
  func symlinks() throws {
    try withTemporaryDirectory { directory throws in
      let target = try directory.write("Real/A.swift")
      try directory.makeDirectory("Walk")
      try FileManager.default.createSymbolicLink(atPath: directory.url("Walk/Link.swift"), withDestinationPath: target)
      try FileManager.default.createSymbolicLink(
        atPath: directory.url("Walk/Loop"), withDestinationPath: directory.url("Walk"))
      #expect(try resolve(["Walk"], in: directory) == ["Walk/Link.swift"])
    }
  }

  @Test("splitGlob separates the literal prefix from the pattern")
  func splitGlob() {
    let split = InputResolver.splitGlob("Sources/../Sources/App/**/*.swift", base: "/work")
    #expect(split.directory == "/work/Sources/App")
    #expect(split.pattern == ["**", "*.swift"])
    let bare = InputResolver.splitGlob("*.swift", base: "/work")
    #expect(bare.directory == "/work")
    #expect(bare.pattern == ["*.swift"])
  }
}
