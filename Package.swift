// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Lyrebird",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    // The hooks target links IssueReportingTestSupport, which test targets need and apps must not get.
    .library(name: "Lyrebird", targets: ["Lyrebird", "LyrebirdTestingHooks"]),
    // Cuckoo's DSL over the same runtime, for mocks generated with `--dialect cuckoo`.
    .library(name: "LyrebirdCuckoo", targets: ["LyrebirdCuckoo", "LyrebirdTestingHooks"]),
    // Mockable's `@Mockable`, builders (`given`/`when`/`verify`) and values (`Parameter`, `Count`, …) over
    // the same runtime. Production code attaches the macro, so it links no test library: test targets
    // add `Lyrebird`, as they do beside `LyrebirdMocked`.
    .library(name: "LyrebirdMockable", targets: ["LyrebirdMockable"]),
    .executable(name: "lyrebird", targets: ["lyrebird"]),
    .library(name: "LyrebirdMacros", targets: ["LyrebirdMacros"]),
    .library(name: "LyrebirdMocked", targets: ["LyrebirdMocked"]),
    .plugin(name: "LyrebirdPlugin", targets: ["LyrebirdPlugin"]),
  ],
  // Every range is as wide as the code allows: users' packages resolve these too, and a narrow
  // requirement conflicts with theirs. Scripts/check-dependency-ranges.sh checks both ends.
  dependencies: [
    // 1.x: the runtime's `reportIssue` and the test hooks' `IssueReportingTestSupport` (from 1.4.0).
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
    // 600 is the first with `ThrowsClauseSyntax` (typed throws), which the parser reads; 600.0.1 and
    // 603.0.1 are built and tested (Scripts/check-swift-syntax-range.sh); 604 is not yet checked.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    // 1.x: 1.5.0 made `CommandConfiguration` Sendable, which Swift 6 mode needs for the commands'
    // `static let configuration`.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Test-only (snapshot and macro-expansion tests): 1.17.0 and 0.6.0 added Swift Testing support.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.6.0"),
    // 5 and 6: the config reader uses only `compose`, `Node` and `YamlError`, unchanged across both;
    // the generator builds against 5.0.1 and 6.2.2. Yams 7 is unreleased, so it stays out.
    .package(url: "https://github.com/jpsim/Yams", "5.0.0"..<"7.0.0"),
    // 0.x from 0.6.0: the Cuckoofile reader uses only `TOMLTable(string:)`, its values and
    // `TOMLParseError`'s position. 0.6.0 is the one release built and tested here.
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
  ],
  // `public` is the user-facing API: the runtime and the macros. The libraries that are not products
  // (LyrebirdGenerator, LyrebirdInstaller) use `package` access, for the CLI and this package's tests.
  targets: [
    // The runtime every test imports. It must never depend on swift-syntax.
    .target(
      name: "Lyrebird",
      dependencies: [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")]
    ),
    // Cuckoo's `stub`/`when`/`verify` and matchers: a thin layer over the runtime's mock-writing API.
    .target(name: "LyrebirdCuckoo", dependencies: ["Lyrebird"]),
    // Mockable's values (parameters, counts, comparators, policies) as our own code over the runtime.
    // Mockable's API: its `@Mockable` macro (rendered by the plugin in Mockable's shape), builders and
    // values. Re-exports the runtime.
    .target(name: "LyrebirdMockable", dependencies: ["Lyrebird", "LyrebirdMacrosPlugin"]),
    // Linked into test targets through the `Lyrebird`, `LyrebirdCuckoo` and `LyrebirdMockable` products only;
    // see TestingHooks.swift.
    .target(
      name: "LyrebirdTestingHooks",
      dependencies: [.product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")]
    ),
    // Swift source → mock model → rendered mock. Shared by the CLI and the macro; no file system.
    .target(
      name: "LyrebirdSyntax",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ]
    ),
    // `@Mockable`: the declarations users import. Re-exports the runtime.
    .target(
      name: "LyrebirdMacros",
      dependencies: ["Lyrebird", "LyrebirdMacrosPlugin"]
    ),
    // swift-mocking's `@Mocked` and its backing-property types, a thin API over the runtime's context.
    // Re-exports LyrebirdMacros (and so the runtime).
    .target(
      name: "LyrebirdMocked",
      dependencies: ["Lyrebird", "LyrebirdMacros", "LyrebirdMacrosPlugin"]
    ),
    // The compiler plugin: parses the protocol and renders it with LyrebirdSyntax, like the CLI.
    .macro(
      name: "LyrebirdMacrosPlugin",
      dependencies: [
        "LyrebirdSyntax",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    // Files, ignore rules, lyrebird.yml (Yams) and Cuckoofile.toml (TOMLKit) and their merge with the
    // flags, inheritance across files, pruning, caching and output.
    .target(
      name: "LyrebirdGenerator",
      dependencies: [
        "LyrebirdSyntax",
        .product(name: "Yams", package: "Yams"),
        .product(name: "TOMLKit", package: "TOMLKit"),
      ]
    ),
    // `install` / `uninstall`: edits Package.swift in place with SwiftSyntax.
    .target(
      name: "LyrebirdInstaller",
      dependencies: [
        "LyrebirdGenerator",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ]
    ),
    // The command line: argument parsing, printing, and calls into the generator and installer.
    .executableTarget(
      name: "lyrebird",
      dependencies: [
        "LyrebirdSyntax",
        "LyrebirdGenerator",
        "LyrebirdInstaller",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Builds mocks for a test target's dependencies each time it builds.
    .plugin(
      name: "LyrebirdPlugin",
      capability: .buildTool(),
      dependencies: ["lyrebird"]
    ),
    // One type per generator feature, mocked at build time for the end-to-end tests.
    .target(
      name: "LyrebirdFixtures",
      path: "Tests/Fixtures"
    ),
    // Failure capture shared by the test targets that check reported messages and lines.
    .target(
      name: "LyrebirdTestSupport",
      dependencies: ["Lyrebird", .product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
      path: "Tests/Support"
    ),
    // The preamble subtraction that member-only snapshots of the renderer and the macros share.
    .target(
      name: "LyrebirdSnapshotSupport",
      path: "Tests/SnapshotSupport"
    ),
    .testTarget(
      name: "LyrebirdEndToEndTests",
      dependencies: [
        "Lyrebird",
        "LyrebirdFixtures",
        "LyrebirdTestSupport",
        "LyrebirdTestingHooks",
      ],
      plugins: ["LyrebirdPlugin"]
    ),
    .testTarget(
      name: "LyrebirdTests",
      dependencies: [
        "Lyrebird",
        "LyrebirdTestSupport",
        "LyrebirdTestingHooks",
      ]
    ),
    // Cuckoo's document as tests, against Cuckoo-shaped mocks the generator wrote (Golden/).
    .testTarget(
      name: "LyrebirdCuckooTests",
      dependencies: [
        "Lyrebird",
        "LyrebirdCuckoo",
        "LyrebirdFixtures",
        "LyrebirdTestSupport",
        "LyrebirdTestingHooks",
      ]
    ),
    // Mockable's API, tested in our own words: values, and `@Mockable` mocks used with the builders.
    // `MOCKING` is set as Mockable's users set it, so the macro's mocks compile.
    .testTarget(
      name: "LyrebirdMockableTests",
      dependencies: [
        "Lyrebird",
        "LyrebirdFixtures",
        "LyrebirdMockable",
        "LyrebirdTestSupport",
        "LyrebirdTestingHooks",
      ],
      swiftSettings: [.define("MOCKING")]
    ),
    // Tests written as Mockolo's users write them, against Mockolo-shaped mocks the generator wrote
    // (Golden/): like Mockolo's, they need no library.
    .testTarget(name: "LyrebirdMockoloTests", dependencies: ["LyrebirdFixtures"]),
    // The same shape with `--lyrebird-dsl` (Golden/): Mockolo's members, and Lyrebird's DSL on them.
    .testTarget(
      name: "LyrebirdMockoloDSLTests",
      dependencies: ["Lyrebird", "LyrebirdFixtures", "LyrebirdTestSupport", "LyrebirdTestingHooks"]),
    .testTarget(
      name: "LyrebirdGeneratorTests",
      dependencies: [
        "LyrebirdSyntax",
        "LyrebirdGenerator",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .testTarget(name: "LyrebirdInstallerTests", dependencies: ["LyrebirdInstaller"]),
    // Runs the `lyrebird` executable as a process; `swift test` builds it with every other product.
    // Help/ holds the recorded `--help` texts HelpTests compares with; they are read from the source tree.
    .testTarget(
      name: "LyrebirdCLITests",
      dependencies: [.product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing")],
      exclude: ["Help"]
    ),
    .testTarget(
      name: "LyrebirdMacrosPluginTests",
      dependencies: [
        "LyrebirdMacrosPlugin",
        "LyrebirdGenerator",
        "LyrebirdSnapshotSupport",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "LyrebirdMacrosTests",
      dependencies: [
        "LyrebirdMacros",
        "LyrebirdTestingHooks",
      ]
    ),
    .testTarget(
      name: "LyrebirdMockedTests",
      dependencies: [
        "Lyrebird",
        "LyrebirdMocked",
        "LyrebirdTestSupport",
        "LyrebirdTestingHooks",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      // As swift-mocking's README tells its users: bare `@Mocked` compiles under this condition.
      swiftSettings: [.define("SWIFT_MOCKING_ENABLED", .when(configuration: .debug))]
    ),
    .testTarget(
      name: "LyrebirdSyntaxTests",
      dependencies: [
        "LyrebirdSyntax",
        "LyrebirdSnapshotSupport",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Documentation only: `Scripts/check-docs.sh` sets LYREBIRD_DOCC to build the DocC catalog, so packages
// that depend on Lyrebird never resolve the plugin.
if Context.environment["LYREBIRD_DOCC"] != nil {
  package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
