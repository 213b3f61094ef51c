import LyrebirdInstaller
import Testing

/// A test target with no arguments but its name, in a package that already has Lyrebird by path.
@Suite struct BareTargetTests {
  static let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
        name: "Kit",
        dependencies: [
            .package(path: "../lyrebird"),
        ],
        targets: [
            .target(name: "Kit"),
            .testTarget(
                name: "KitTests"
            ),
        ]
    )

    """

  @Test func argumentsAreAddedAfterTheNameAndRemovedAgain() throws {
    try withPackage(Self.manifest) { package in
      let plan = try package.install("KitTests", sources: ["Kit"], from: nil)
      #expect(
        package.read("Package.swift") == """
          // swift-tools-version: 6.0
          import PackageDescription

          let package = Package(
              name: "Kit",
              dependencies: [
                  .package(path: "../lyrebird"),
              ],
              targets: [
                  .target(name: "Kit"),
                  .testTarget(
                      name: "KitTests",
                      dependencies: ["Kit", .product(name: "Lyrebird", package: "lyrebird")],
                      plugins: [.plugin(name: "LyrebirdPlugin", package: "lyrebird")]
                  ),
              ]
          )

          """)
      #expect(!plan.summary.contains { $0.contains("added the Lyrebird package") })

      // The package dependency was there before, but nothing uses it now: it goes too.
      _ = try package.uninstall("KitTests")
      #expect(
        package.read("Package.swift") == """
          // swift-tools-version: 6.0
          import PackageDescription

          let package = Package(
              name: "Kit",
              targets: [
                  .target(name: "Kit"),
                  .testTarget(
                      name: "KitTests",
                      dependencies: ["Kit"]
                  ),
              ]
          )

          """)
    }
  }
}
