import Foundation
import Testing

private let library = """
  // swift-tools-version: 6.0
  import PackageDescription

  let package = Package(
    name: "Foo",
    targets: [
      .target(name: "Foo"),
      .testTarget(name: "FooTests", dependencies: ["Foo"]),
    ]
  )

  """

/// `lyrebird install` and `uninstall` as processes: paths, dry runs, exit codes and messages.
@Suite struct InstallCommandTests {
  /// What `install` says it did to the package in `Work/Foo`, given `--lyrebird-path` as `path`.
  private static func installSummary(_ path: String) -> String {
    """
    Package.swift: added the Lyrebird package (.package(path: "\(path)"))
    Package.swift: FooTests depends on the Lyrebird product
    Package.swift: FooTests uses LyrebirdPlugin, which generates mocks of Foo as it builds
    lyrebird.yml: created with entries for Foo
    note: Lyrebird needs macOS 13, iOS 16, tvOS 16 or watchOS 9; to run these tests on Apple platforms, add \
    `platforms: [.macOS(.v13)]` (or later) to Package(…)
    """
  }

  /// The manifest `install` writes, depending on Lyrebird at `path`.
  private static func installed(_ path: String) -> String {
    """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Foo",
      dependencies: [
        .package(path: "\(path)"),
      ],
      targets: [
        .target(name: "Foo"),
        .testTarget(name: "FooTests", dependencies: ["Foo", .product(name: "Lyrebird", package: "lyrebird")], \
    plugins: [.plugin(name: "LyrebirdPlugin", package: "lyrebird")]),
      ]
    )

    """
  }

  /// All that `install --dry-run` prints: the manifest's diff, the new lyrebird.yml and the summary.
  private static func dryRun(_ path: String) -> String {
    """
    --- a/Package.swift
    +++ b/Package.swift
    @@ -3,8 +3,11 @@
     
     let package = Package(
       name: "Foo",
    +  dependencies: [
    +    .package(path: "\(path)"),
    +  ],
       targets: [
         .target(name: "Foo"),
    -    .testTarget(name: "FooTests", dependencies: ["Foo"]),
    +    .testTarget(name: "FooTests", dependencies: ["Foo", .product(name: "Lyrebird", package: "lyrebird")], \
    plugins: [.plugin(name: "LyrebirdPlugin", package: "lyrebird")]),
       ]
     )
    --- /dev/null
    +++ b/lyrebird.yml
    @@ -0,0 +1,6 @@
    +# Settings for the mocks Lyrebird's build plugin generates, one entry per mocked module.
    +# Every key is optional; the README's lyrebird.yml section lists them all.
    +modules:
    +  Foo:
    +    excludeTypes: []      # types never to mock
    +    onlyProtocols: false  # true: mock protocols only, not classes
    \(installSummary(path))
    Dry run: nothing was written.

    """
  }

  /// The package sits in `Work/Foo`; a stand-in Lyrebird checkout in `Vendor/lyrebird`.
  private let files = [
    "Work/Foo/Package.swift": library, "Vendor/lyrebird/Package.swift": "// swift-tools-version: 6.0\n",
  ]

  @Test func aDryRunPrintsTheDiffAndWritesNothing() async throws {
    try await withSources(files) { directory in
      let result = try await lyrebird(
        [
          "install", "--target", "FooTests", "--package-path", "Work/Foo", "--lyrebird-path", "Vendor/lyrebird",
          "--dry-run",
        ],
        in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.output(in: directory) == Self.dryRun("../../Vendor/lyrebird"))
      #expect(try contents(directory.appendingPathComponent("Work/Foo/Package.swift")) == library)
      #expect(!exists(directory.appendingPathComponent("Work/Foo/lyrebird.yml")))
    }
  }

  @Test func installThenUninstallRestoresTheManifest() async throws {
    try await withSources(files) { directory in
      let package = directory.appendingPathComponent("Work/Foo")
      let install = try await lyrebird(
        ["install", "--target", "FooTests", "--lyrebird-path", "../../Vendor/lyrebird"], in: package)
      #expect(install.status == 0, "\(install.standardError)")
      #expect(
        install.output(in: directory) == """
          \(Self.installSummary("../../Vendor/lyrebird"))

          """)
      #expect(try contents(package.appendingPathComponent("Package.swift")) == Self.installed("../../Vendor/lyrebird"))
      #expect(exists(package.appendingPathComponent("lyrebird.yml")))

      let uninstall = try await lyrebird(["uninstall", "--target", "FooTests"], in: package)
      #expect(uninstall.status == 0, "\(uninstall.standardError)")
      #expect(try contents(package.appendingPathComponent("Package.swift")) == library)
      #expect(!exists(package.appendingPathComponent("lyrebird.yml")))
    }
  }

  /// `--lyrebird-path ../lyrebird`, as the README writes it, where `../lyrebird` is a symbolic link.
  @Test func aLinkedCheckoutKeepsThePathAsWritten() async throws {
    try await withSources(files) { directory in
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("Work/lyrebird").path,
        withDestinationPath: directory.appendingPathComponent("Vendor/lyrebird").path)
      let package = directory.appendingPathComponent("Work/Foo")
      let result = try await lyrebird(
        ["install", "--target", "FooTests", "--sources", "Foo", "--lyrebird-path", "../lyrebird", "--dry-run"],
        in: package)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.output(in: directory) == Self.dryRun("../lyrebird"))
      #expect(result.errors(in: directory) == "")
    }
  }

  @Test func aBadTargetFailsWithALocatedErrorAndWritesNothing() async throws {
    try await withSources(files) { directory in
      let result = try await lyrebird(
        ["install", "--target", "Foo", "--package-path", "Work/Foo", "--lyrebird-path", "Vendor/lyrebird"],
        in: directory)
      #expect(result.status == 1)
      #expect(
        result.errors(in: directory) == """
          Work/Foo/Package.swift:4:15: error: 'Foo' isn't a test target; mocks belong in tests, so name a \
          `.testTarget`

          """)
      #expect(try contents(directory.appendingPathComponent("Work/Foo/Package.swift")) == library)
    }
  }

  @Test func aMissingManifestIsAnError() async throws {
    try await withSources(files) { directory in
      let result = try await lyrebird(["uninstall", "--target", "FooTests"], in: directory)
      #expect(result.status == 1)
      #expect(
        result.standardError == "error: no readable Package.swift; pass --package-path with the package's directory\n")
    }
  }

  @Test func pathAndURLTogetherAreRejected() async throws {
    try await withSources(files) { directory in
      let result = try await lyrebird(
        ["install", "--target", "FooTests", "--lyrebird-path", "a", "--lyrebird-url", "https://example.com/lyrebird"],
        in: directory)
      #expect(result.status == 64)
      #expect(
        result.errors(in: directory).split(separator: "\n").first
          == "Error: pass --lyrebird-path or --lyrebird-url, not both")
    }
  }
}
