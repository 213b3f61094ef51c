import Foundation
import InlineSnapshotTesting
import LyrebirdInstaller
import Testing

/// `lyrebird migrate`: imports move to Lyrebird's modules, byte for byte, and nothing else changes.
@Suite struct ImportRewriterTests {
  @Test(arguments: [
    (Framework.mockingbird, "@testable import Mockingbird", "@testable import Lyrebird"),
    (.cuckoo, "import Cuckoo", "import LyrebirdCuckoo"),
    (.mockery, "import Mockery", "import Lyrebird"),
    (.swiftMocking, "import Mocked", "import LyrebirdMocked"),
    (.mockable, "import Mockable", "import LyrebirdMockable"),
  ])
  func eachFrameworksModuleBecomesLyrebirds(framework: Framework, line: String, expected: String) throws {
    let source = "import XCTest\n\(line)\n@testable import App\n\nfinal class T: XCTestCase {}\n"
    let rewritten = try ImportRewriter.rewrite(source, path: "T.swift", replacements: framework.moduleReplacements)
    #expect(rewritten == "import XCTest\n\(expected)\n@testable import App\n\nfinal class T: XCTestCase {}\n")
  }

  /// Comments, strings, other modules and submodules keep their text; so does a file with no import to move.
  @Test func onlyTheImportsModuleNameChanges() throws {
    let source = """
      import Mockingbird // import Mockingbird
      import MockingbirdExtras
      import class Mockingbird.Mock
      let name = "import Mockingbird"
      func test() { let mock = mock(Bird.self) /* Mockingbird */ }

      """
    let replacements = Framework.mockingbird.moduleReplacements
    #expect(
      try ImportRewriter.rewrite(source, path: "T.swift", replacements: replacements) == """
        import Lyrebird // import Mockingbird
        import MockingbirdExtras
        import class Mockingbird.Mock
        let name = "import Mockingbird"
        func test() { let mock = mock(Bird.self) /* Mockingbird */ }

        """)
    #expect(try ImportRewriter.rewrite("import Lyrebird\n", path: "T.swift", replacements: replacements) == nil)
    #expect(try ImportRewriter.rewrite("import Mockingbird\n", path: "T.swift", replacements: [:]) == nil)
  }

  @Test func aFileThatDoesNotParseIsAnErrorAtItsPosition() {
    #expect(
      throws: InstallError(
        at: "Tests/T.swift:2:9", "expected ')' to end parameter clause; nothing was changed, in this file or any other")
    ) {
      try ImportRewriter.rewrite(
        "import Cuckoo\nfunc f( {\n", path: "Tests/T.swift", replacements: Framework.cuckoo.moduleReplacements)
    }
  }
}

@Suite struct MigratorTests {
  static let manifest = "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"App\")\n"

  @Test func testSourcesAndIgnoreFilesArePlannedAndASecondRunChangesNothing() throws {
    let package = try TemporaryPackage(
      manifest: Self.manifest,
      files: [
        "Tests/AppTests/BirdTests.swift": "import XCTest\n@testable import Mockingbird\n",
        "Tests/AppTests/Plain.swift": "import XCTest\n",
        "Tests/AppTests/.build/Stale.swift": "import Mockingbird\n",
        ".mockingbird-ignore": "Sources/App/Legacy\n",
        "Sources/App/.mockingbird-ignore": "*.old.swift\n",
        "Sources/App/.lyrebird-ignore": "Generated/\n",
      ])
    let plan = try Migrator.migrate(MigrateOptions(framework: .mockingbird), packageDirectory: package.directory.path)
    #expect(plan.changes.map(\.path) == ["Tests/AppTests/BirdTests.swift", ".lyrebird-ignore"])
    #expect(plan.changes.map(\.updated) == ["import XCTest\n@testable import Lyrebird\n", "Sources/App/Legacy\n"])
    #expect(
      plan.summary == [
        "Tests/AppTests/BirdTests.swift: imports Lyrebird's modules instead of Mockingbird's",
        ".lyrebird-ignore: the patterns of .mockingbird-ignore, which mean the same to Lyrebird",
      ])
    #expect(
      plan.notes == Framework.mockingbird.manualSteps + [
        "no test target in Package.swift depends on Mockingbird: give yours Lyrebird's products (Lyrebird) and "
          + "build plugin (`lyrebird install --target <test target>` adds Lyrebird and the plugin)",
        "Sources/App/.lyrebird-ignore is there already: add the patterns of Sources/App/.mockingbird-ignore to it by hand",
      ])
    try plan.write()
    #expect(package.read("Tests/AppTests/BirdTests.swift") == "import XCTest\n@testable import Lyrebird\n")
    let again = try Migrator.migrate(MigrateOptions(framework: .mockingbird), packageDirectory: package.directory.path)
    #expect(again.changes.isEmpty)
    #expect(again.summary == ["nothing names Mockingbird any more; nothing to change"])
  }

  @Test func givenPathsAreTheOnlySourcesRead() throws {
    let package = try TemporaryPackage(
      manifest: Self.manifest,
      files: [
        "Tests/A/A.swift": "import Cuckoo\n", "Tests/B/B.swift": "import Cuckoo\n", "Other/C.swift": "import Cuckoo\n",
      ])
    let plan = try Migrator.migrate(
      MigrateOptions(framework: .cuckoo, paths: ["Tests/B", "Other/C.swift"]), packageDirectory: package.directory.path)
    #expect(plan.changes.map(\.path) == ["Other/C.swift", "Tests/B/B.swift"])
  }

  @Test func aManifestThatDoesNotParseStopsTheRun() throws {
    let package = try TemporaryPackage(
      manifest: "import PackageDescription\nlet package = Package(name: \"App\",\n",
      files: ["Tests/A/A.swift": "import Cuckoo\n"])
    let manifest = package.directory.appendingPathComponent("Package.swift").path
    #expect(throws: InstallError(at: "\(manifest):2:35", "the manifest doesn't parse: expected value in function call"))
    {
      try Migrator.migrate(MigrateOptions(framework: .cuckoo), packageDirectory: package.directory.path)
    }
    #expect(package.read("Tests/A/A.swift") == "import Cuckoo\n")
  }

  @Test func badInputIsAnErrorAndNothingIsPlanned() throws {
    let package = try TemporaryPackage(manifest: Self.manifest, files: ["Tests/A/A.swift": "import Mockable\n"])
    #expect(throws: InstallError(at: nil, "no such file or folder: 'Specs'")) {
      try Migrator.migrate(
        MigrateOptions(framework: .cuckoo, paths: ["Specs"]), packageDirectory: package.directory.path)
    }
    #expect(package.read("Tests/A/A.swift") == "import Mockable\n")
  }

  /// Package.swift: the test targets that used the framework's product use Lyrebird's, with the
  /// plugin where the framework generated mocks; the framework's package goes; the rest stays as written.
  @Test func theManifestMovesFromMockingbirdToLyrebird() throws {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
          name: "Aviary",
          dependencies: [
              // Mocks for the tests.
              .package(url: "https://github.com/birdrides/mockingbird.git", from: "0.20.0"),
              .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
          ],
          targets: [
              .target(name: "Aviary", dependencies: [.product(name: "Logging", package: "swift-log")]),
              .testTarget(
                  name: "AviaryTests",
                  dependencies: ["Aviary", .product(name: "Mockingbird", package: "mockingbird")]
              ),
          ]
      )

      """
    let package = try TemporaryPackage(manifest: manifest)
    let plan = try Migrator.migrate(
      MigrateOptions(framework: .mockingbird, lyrebird: .path("../lyrebird")), packageDirectory: package.directory.path)
    try plan.write()
    assertInlineSnapshot(of: package.read("Package.swift") ?? "", as: .lines) {
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
          name: "Aviary",
          dependencies: [
              // Mocks for the tests.
              .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
              .package(path: "../lyrebird"),
          ],
          targets: [
              .target(name: "Aviary", dependencies: [.product(name: "Logging", package: "swift-log")]),
              .testTarget(
                  name: "AviaryTests",
                  dependencies: ["Aviary", .product(name: "Lyrebird", package: "lyrebird")],
                  plugins: [.plugin(name: "LyrebirdPlugin", package: "lyrebird")]
              ),
          ]
      )

      """
    }
    let again = try Migrator.migrate(MigrateOptions(framework: .mockingbird), packageDirectory: package.directory.path)
    #expect(again.changes.isEmpty)
  }

  @Test func aMacroFrameworkGetsNoPluginAndLyrebirdMustBeNamed() throws {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Feed",
        dependencies: [.package(url: "https://github.com/fetch-rewards/swift-mocking.git", from: "0.4.0")],
        targets: [.testTarget(name: "FeedTests", dependencies: [.product(name: "Mocked", package: "swift-mocking")])]
      )

      """
    let package = try TemporaryPackage(manifest: manifest)
    #expect(throws: InstallError.self) {
      try Migrator.migrate(MigrateOptions(framework: .swiftMocking), packageDirectory: package.directory.path)
    }
    let plan = try Migrator.migrate(
      MigrateOptions(framework: .swiftMocking, lyrebird: .path("../lyrebird")), packageDirectory: package.directory.path
    )
    try plan.write()
    assertInlineSnapshot(of: package.read("Package.swift") ?? "", as: .lines) {
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Feed",
        dependencies: [.package(path: "../lyrebird")],
        targets: [.testTarget(name: "FeedTests", dependencies: [.product(name: "LyrebirdMocked", package: "lyrebird"), .product(name: "Lyrebird", package: "lyrebird")])]
      )

      """
    }
  }
}

/// `--from mockable`: the production target that attaches `@Mockable` takes `LyrebirdMockable`, its tests
/// `Lyrebird` too; both modules' imports move, and the `MOCKING` condition stays.
@Suite struct MockableMigrationTests {
  @Test func productionAndTestTargetsMove() throws {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Shop",
        dependencies: [.package(url: "https://github.com/Kolos65/Mockable", from: "0.6.0")],
        targets: [
          .target(name: "Shop", dependencies: [.product(name: "Mockable", package: "Mockable")]),
          .testTarget(name: "ShopTests", dependencies: ["Shop"], swiftSettings: [.define("MOCKING")]),
        ]
      )

      """
    let package = try TemporaryPackage(
      manifest: manifest,
      files: [
        "Sources/Shop/Service.swift": "import Mockable\n\n@Mockable\nprotocol Service {\n  func price() -> Int\n}\n",
        "Tests/ShopTests/ShopTests.swift": "import Mockable\n@testable import Shop\nimport XCTest\n",
      ])
    let plan = try Migrator.migrate(
      MigrateOptions(framework: .mockable, lyrebird: .path("../lyrebird")), packageDirectory: package.directory.path)
    try plan.write()
    #expect(package.read("Sources/Shop/Service.swift")?.hasPrefix("import LyrebirdMockable\n\n@Mockable\n") == true)
    #expect(
      package.read("Tests/ShopTests/ShopTests.swift")
        == "import LyrebirdMockable\n@testable import Shop\nimport XCTest\n")
    assertInlineSnapshot(of: package.read("Package.swift") ?? "", as: .lines) {
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Shop",
        dependencies: [.package(path: "../lyrebird")],
        targets: [
          .target(name: "Shop", dependencies: [.product(name: "LyrebirdMockable", package: "lyrebird")]),
          .testTarget(name: "ShopTests", dependencies: ["Shop"], swiftSettings: [.define("MOCKING")]),
        ]
      )

      """
    }
  }
}

/// `--from mockolo --script`: the script's mockolo commands run Lyrebird's generator with the same flags.
@Suite struct MockoloScriptTests {
  @Test func eachMockoloCommandRunsLyrebirdsGenerator() {
    let script = """
      #!/bin/sh
      # Regenerates the mocks with mockolo.
      echo "running mockolo; then the tests"
      mockolo -s Sources/Aviary -d Tests/AviaryTests/Mocks.swift -i Aviary --mock-final
      ./bin/mockolo -s Sources/Other -d Tests/OtherTests/Mocks.swift && swift test
      if [ -x "$(which mockolo)" ]; then exec mockolo -s Sources; fi

      """
    #expect(
      MockoloScriptRewriter.rewrite(script) == """
        #!/bin/sh
        # Regenerates the mocks with mockolo.
        echo "running mockolo; then the tests"
        lyrebird generate --dialect mockolo -s Sources/Aviary -d Tests/AviaryTests/Mocks.swift -i Aviary --mock-final
        lyrebird generate --dialect mockolo -s Sources/Other -d Tests/OtherTests/Mocks.swift && swift test
        if [ -x "$(which mockolo)" ]; then exec lyrebird generate --dialect mockolo -s Sources; fi

        """)
    #expect(MockoloScriptRewriter.rewrite(MockoloScriptRewriter.rewrite(script) ?? "") == nil)
    #expect(MockoloScriptRewriter.rewrite("swift build\n") == nil)
  }

  @Test func theMigrationMovesTheNamedScriptsOnly() throws {
    let package = try TemporaryPackage(
      manifest: MigratorTests.manifest,
      files: ["Scripts/mocks.sh": "mockolo -s Sources -d Tests/Mocks.swift\n", "Scripts/other.sh": "swift test\n"])
    let plan = try Migrator.migrate(
      MigrateOptions(framework: .mockolo, scripts: ["Scripts/mocks.sh", "Scripts/other.sh"]),
      packageDirectory: package.directory.path)
    #expect(plan.changes.map(\.updated) == ["lyrebird generate --dialect mockolo -s Sources -d Tests/Mocks.swift\n"])
    #expect(
      plan.summary == [
        "Scripts/mocks.sh: runs lyrebird generate --dialect mockolo where it ran mockolo, with the same flags"
      ])
    #expect(plan.notes == ["Scripts/other.sh runs no mockolo command; it was left as it is"])
    #expect(throws: InstallError(at: nil, "--script is for --from mockolo: it moves a script's mockolo commands")) {
      try Migrator.migrate(
        MigrateOptions(framework: .cuckoo, scripts: ["Scripts/mocks.sh"]), packageDirectory: package.directory.path)
    }
    #expect(throws: InstallError(at: nil, "cannot read the script 'Scripts/gone.sh'")) {
      try Migrator.migrate(
        MigrateOptions(framework: .mockolo, scripts: ["Scripts/gone.sh"]), packageDirectory: package.directory.path)
    }
  }
}
