import Foundation
import Testing

@testable import LyrebirdGenerator

/// An output directory holds one mock file per input, rewritten only when its bytes change.
@Suite struct PerFileOutputTests {
  /// A parent in one file, its child in another, a same-named file in a second folder, and a file
  /// with nothing to mock.
  private func withSources(_ body: (TemporaryDirectory, GeneratorOptions) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      let files = [
        try directory.write("Sources/Animal.swift", "protocol Animal { var name: String { get } }\n"),
        try directory.write("Sources/Bird.swift", "protocol Bird: Animal { func sing() }\n"),
        try directory.write("Sources/Wild/Bird.swift", "protocol WildBird { func fly() }\n"),
        try directory.write("Sources/Constants.swift", "let wings = 2\n"),
      ]
      let options = GeneratorOptions(
        modules: [.init(name: "Birds", files: files)],
        output: .directory(directory.url("Out"), filePrefix: "", perModule: false))
      try directory.makeDirectory("Out")
      try body(directory, options)
    }
  }

  private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  private func modificationDate(_ path: String) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
  }

  @Test func eachInputGetsItsOwnFileAndAChildMockTakesItsParentsMembersFromTheParentsFile() throws {
    try withSources { directory, options in
      _ = try Generator.run([options])
      #expect(
        try directory.contents(of: "Out").filter { !$0.hasPrefix(".") } == [
          "AnimalMocks.swift", "ConstantsMocks.swift", "MockFunctions.swift", "Sources_BirdMocks.swift",
          "Wild_BirdMocks.swift",
        ])
      let bird = try read(directory.url("Out/Sources_BirdMocks.swift"))
      #expect(bird.contains("BirdMock") && bird.contains("sing") && !bird.contains("name"))
      // The parent's members are in the extension for mocks written with the parent's mock.
      let animal = try read(directory.url("Out/AnimalMocks.swift"))
      #expect(
        animal.contains("extension Birds.Animal where Self: Lyrebird.MockObject {\n  nonisolated var name: String {"))
      #expect(!bird.contains("AnimalMock") && !bird.contains("WildBird"))
      // Every `mock(_:)` function is in a file of its own, in the order of the mocks' names.
      #expect(!bird.contains("func mock("))
      let functions = try read(directory.url("Out/MockFunctions.swift"))
      let returned = functions.split(separator: "\n").filter { $0.hasPrefix(") -> ") }
      #expect(returned == [") -> AnimalMock {", ") -> BirdMock {", ") -> WildBirdMock {"])
      #expect(try read(directory.url("Out/Wild_BirdMocks.swift")).contains("WildBirdMock"))
      let empty = try read(directory.url("Out/ConstantsMocks.swift"))
      #expect(GeneratedFileHeader.isGenerated(directory.url("Out/ConstantsMocks.swift")))
      #expect(!empty.contains("Mock:") && !empty.contains("class "))
    }
  }

  @Test func sameBaseNamesInSameNamedFoldersStillGetTheirOwnFiles() {
    let names = OutputFileNames.names(for: ["/a/x/Bird.swift", "/b/x/Bird.swift", "/c/x_Bird.swift", "/d/Tree.swift"])
    #expect(
      names == [
        "/a/x/Bird.swift": "x_BirdMocks.swift", "/b/x/Bird.swift": "x_Bird_2Mocks.swift",
        "/c/x_Bird.swift": "x_Bird_3Mocks.swift", "/d/Tree.swift": "TreeMocks.swift",
      ])
    #expect(names == OutputFileNames.names(for: names.keys.reversed()))
  }

  @Test func unchangedOutputsKeepTheirModificationTime() throws {
    try withSources { directory, options in
      _ = try Generator.run([options])
      let animal = directory.url("Out/AnimalMocks.swift")
      let wild = directory.url("Out/Wild_BirdMocks.swift")
      let old = Date(timeIntervalSince1970: 1_000_000)
      for path in [animal, wild] { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path) }
      let animalBytes = try read(animal)
      try directory.write("Sources/Wild/Bird.swift", "protocol WildBird { func fly(); func land() }\n")
      var fresh = options
      fresh.cachePath = nil
      let report = try Generator.run([fresh])
      #expect(report.writtenFiles == [wild])
      #expect(try read(animal) == animalBytes)
      #expect(try modificationDate(animal) == old)
      #expect(try modificationDate(wild) != old)
    }
  }

  @Test func staleOutputsAreRemovedOnlyWhenLyrebirdWroteThem() throws {
    try withSources { directory, options in
      _ = try Generator.run([options])
      let generated = try read(directory.url("Out/ConstantsMocks.swift"))
      try directory.write("Out/GoneMocks.swift", generated)
      try directory.write("Out/Helpers.swift", "let helper = 1\n")
      try directory.write("Out/Notes.txt", generated)
      let report = try Generator.run([options])
      #expect(report.removedFiles == [directory.url("Out/GoneMocks.swift")])
      #expect(
        try directory.contents(of: "Out").filter { !$0.hasPrefix(".") } == [
          "AnimalMocks.swift", "ConstantsMocks.swift", "Helpers.swift", "MockFunctions.swift", "Notes.txt",
          "Sources_BirdMocks.swift", "Wild_BirdMocks.swift",
        ])
    }
  }

  @Test func onlyFilesWithTheRunsPrefixAreEverRemoved() throws {
    try withSources { directory, options in
      var prefixed = options
      prefixed.output = .directory(directory.url("Out"), filePrefix: "Birds_", perModule: false)
      _ = try Generator.run([prefixed])
      let generated = try read(directory.url("Out/Birds_ConstantsMocks.swift"))
      try directory.write("Out/Birds_GoneMocks.swift", generated)
      try directory.write("Out/Other_GoneMocks.swift", generated)
      try directory.write("Out/Birds_Helpers.swift", "let helper = 1\n")
      let report = try Generator.run([prefixed])
      #expect(report.removedFiles == [directory.url("Out/Birds_GoneMocks.swift")])
      #expect(try read(directory.url("Out/Other_GoneMocks.swift")) == generated)
      #expect(try read(directory.url("Out/Birds_Helpers.swift")) == "let helper = 1\n")
    }
  }

  @Test func twoRunsWriteTheSameBytes() throws {
    try withSources { directory, options in
      var second = options
      second.output = .directory(directory.url("Again"), filePrefix: "", perModule: false)
      try directory.makeDirectory("Again")
      _ = try Generator.run([options])
      _ = try Generator.run([second])
      for name in try directory.contents(of: "Out").filter({ !$0.hasPrefix(".") }) {
        #expect(try read(directory.url("Out/\(name)")) == read(directory.url("Again/\(name)")))
      }
    }
  }
}
