/// Manifests shaped like real ones, in the styles `install` must keep.
enum Manifests {
  /// What `swift package init --type library` writes: four spaces, trailing commas, comments.
  static let freshLibrary = """
    // swift-tools-version: 6.0
    // The swift-tools-version declares the minimum version of Swift required to build this package.

    import PackageDescription

    let package = Package(
        name: "Foo",
        products: [
            // Products define the executables and libraries a package produces, making them visible to other packages.
            .library(
                name: "Foo",
                targets: ["Foo"]
            ),
        ],
        targets: [
            // Targets are the basic building blocks of a package, defining a module or a test suite.
            .target(
                name: "Foo"
            ),
            .testTarget(
                name: "FooTests",
                dependencies: ["Foo"]
            ),
        ]
    )

    """

  /// Two spaces, no trailing commas, one-line targets, an existing dependency.
  static let compact = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "App",
      platforms: [.macOS(.v13)],
      dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0")
      ],
      targets: [
        .target(name: "App", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(name: "Store"),
        .testTarget(name: "AppTests", dependencies: ["App"])
      ]
    )

    """

  /// Dependencies kept in variables, and a qualified `Target.testTarget`.
  static let variables = """
    // swift-tools-version: 5.9
    import PackageDescription

    let packageDependencies: [Package.Dependency] = [
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ]

    let testDependencies: [Target.Dependency] = [
        "Core", // the code under test
    ]

    let package = Package(
        name: "Core",
        dependencies: packageDependencies,
        targets: [
            .target(name: "Core"),
            Target.testTarget(
                name: "CoreTests",
                dependencies: testDependencies
            ),
        ]
    )

    """

  /// Arguments on the opening line, aligned continuation lines, comments after items.
  static let unusual = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(name: "Odd", targets: [  // all in one call
      .target(name: "Odd"),
      .testTarget(name: "OddTests",
                  dependencies: [
                    "Odd",  // under test
                  ]),
    ])

    """

  /// Already set up, the way the bundled example is: Lyrebird by path with an explicit name.
  static let installed = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Aviary",
      dependencies: [.package(name: "Lyrebird", path: "../lyrebird")],
      targets: [
        .target(name: "Aviary"),
        .testTarget(
          name: "AviaryTests",
          dependencies: ["Aviary", .product(name: "Lyrebird", package: "Lyrebird")],
          plugins: [.plugin(name: "LyrebirdPlugin", package: "Lyrebird")]
        ),
      ]
    )

    """
}
