import LyrebirdInstaller
import Testing

/// `install` on manifests of different shapes, compared byte for byte, and `uninstall` after it.
@Suite struct InstallTests {
  @Test func aFreshLibraryGetsTheDependencyProductPluginAndConfig() throws {
    try withPackage(Manifests.freshLibrary) { package in
      let plan = try package.install("FooTests")
      #expect(
        package.read("Package.swift") == """
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
              dependencies: [
                  .package(path: "../lyrebird"),
              ],
              targets: [
                  // Targets are the basic building blocks of a package, defining a module or a test suite.
                  .target(
                      name: "Foo"
                  ),
                  .testTarget(
                      name: "FooTests",
                      dependencies: ["Foo", .product(name: "Lyrebird", package: "lyrebird")],
                      plugins: [.plugin(name: "LyrebirdPlugin", package: "lyrebird")]
                  ),
              ]
          )

          """)
      #expect(
        package.read("lyrebird.yml") == """
          # Settings for the mocks Lyrebird's build plugin generates, one entry per mocked module.
          # Every key is optional; the README's lyrebird.yml section lists them all.
          modules:
            Foo:
              excludeTypes: []      # types never to mock
              onlyProtocols: false  # true: mock protocols only, not classes

          """)
      #expect(
        plan.summary == [
          "Package.swift: added the Lyrebird package (.package(path: \"../lyrebird\"))",
          "Package.swift: FooTests depends on the Lyrebird product",
          "Package.swift: FooTests uses LyrebirdPlugin, which generates mocks of Foo as it builds",
          "lyrebird.yml: created with entries for Foo",
        ])
      #expect(plan.notes.contains { $0.contains("platforms: [.macOS(.v13)]") })

      _ = try package.uninstall("FooTests")
      #expect(package.read("Package.swift") == Manifests.freshLibrary)
      #expect(package.read("lyrebird.yml") == nil)
    }
  }

  @Test func aCompactManifestKeepsItsStyle() throws {
    try withPackage(Manifests.compact) { package in
      _ = try package.install("AppTests", sources: ["App", "Store"])
      #expect(
        package.read("Package.swift") == """
          // swift-tools-version: 6.0
          import PackageDescription

          let package = Package(
            name: "App",
            platforms: [.macOS(.v13)],
            dependencies: [
              .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
              .package(path: "../lyrebird")
            ],
            targets: [
              .target(name: "App", dependencies: [.product(name: "Logging", package: "swift-log")]),
              .target(name: "Store"),
              .testTarget(name: "AppTests", dependencies: ["App", "Store", .product(name: "Lyrebird", package: "lyrebird")], plugins: [.plugin(name: "LyrebirdPlugin", package: "lyrebird")])
            ]
          )

          """)
      #expect(package.read("lyrebird.yml")?.contains("  App:\n") == true)
      #expect(package.read("lyrebird.yml")?.contains("  Store:\n") == true)

      // The dependency on Store is the tests' own now, so it stays.
      _ = try package.uninstall("AppTests")
      #expect(
        package.read("Package.swift")
          == Manifests.compact.replacingOccurrences(
            of: #"dependencies: ["App"])"#, with: #"dependencies: ["App", "Store"])"#))
    }
  }

  @Test func dependenciesInVariablesAreEditedWhereTheyAreWritten() throws {
    try withPackage(Manifests.variables) { package in
      _ = try package.install("CoreTests", from: .url("https://example.com/lyrebird.git", from: "0.2.0"))
      #expect(
        package.read("Package.swift") == """
          // swift-tools-version: 5.9
          import PackageDescription

          let packageDependencies: [Package.Dependency] = [
              .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
              .package(url: "https://example.com/lyrebird.git", from: "0.2.0"),
          ]

          let testDependencies: [Target.Dependency] = [
              "Core", // the code under test
              .product(name: "Lyrebird", package: "lyrebird"),
          ]

          let package = Package(
              name: "Core",
              dependencies: packageDependencies,
              targets: [
                  .target(name: "Core"),
                  Target.testTarget(
                      name: "CoreTests",
                      dependencies: testDependencies,
                      plugins: [.plugin(name: "LyrebirdPlugin", package: "lyrebird")]
                  ),
              ]
          )

          """)
      _ = try package.uninstall("CoreTests")
      #expect(package.read("Package.swift") == Manifests.variables)
    }
  }

  @Test func unusualFormattingAndCommentsSurvive() throws {
    try withPackage(Manifests.unusual) { package in
      _ = try package.install("OddTests")
      #expect(
        package.read("Package.swift") == """
          // swift-tools-version: 6.0
          import PackageDescription

          let package = Package(name: "Odd", dependencies: [.package(path: "../lyrebird")], targets: [  // all in one call
            .target(name: "Odd"),
            .testTarget(name: "OddTests",
                        dependencies: [
                          "Odd",  // under test
                          .product(name: "Lyrebird", package: "lyrebird"),
                        ],
                        plugins: [.plugin(name: "LyrebirdPlugin", package: "lyrebird")]),
          ])

          """)
      _ = try package.uninstall("OddTests")
      #expect(package.read("Package.swift") == Manifests.unusual)
    }
  }

  @Test func anInstalledPackageIsLeftAlone() throws {
    let config = "modules:\n  Aviary:\n    condition: DEBUG\n"
    try withPackage(Manifests.installed, files: ["lyrebird.yml": config]) { package in
      let plan = try package.install("AviaryTests", from: nil)
      #expect(plan.changes.isEmpty)
      #expect(plan.summary == ["AviaryTests already uses Lyrebird; nothing to change"])
      #expect(package.read("Package.swift") == Manifests.installed)
      #expect(package.read("lyrebird.yml") == config)
    }
  }

  @Test func installingTwiceChangesNothingTheSecondTime() throws {
    try withPackage(Manifests.freshLibrary) { package in
      _ = try package.install("FooTests")
      let once = package.read("Package.swift")
      let plan = try package.install("FooTests")
      #expect(plan.changes.isEmpty)
      #expect(package.read("Package.swift") == once)
    }
  }

  @Test func anExistingConfigIsKeptUnlessForced() throws {
    let config = "modules:\n  Other:\n    condition: DEBUG\n"
    try withPackage(Manifests.freshLibrary, files: ["lyrebird.yml": config]) { package in
      let plan = try package.install("FooTests")
      #expect(package.read("lyrebird.yml") == config)
      #expect(
        plan.notes.contains(
          "lyrebird.yml exists and was left as it is (--force replaces it); it has no entry for Foo, which get the default settings"
        ))

      let forced = try package.install("FooTests", force: true)
      #expect(package.read("lyrebird.yml")?.contains("  Foo:\n") == true)
      #expect(forced.summary == ["lyrebird.yml: replaced with entries for Foo"])
    }
  }

  @Test func aDryRunPlanShowsAUnifiedDiff() throws {
    try withPackage(Manifests.compact) { package in
      let plan = try Installer.install(
        InstallOptions(testTarget: "AppTests", lyrebird: .path("../lyrebird")), packageDirectory: package.directory.path
      )
      #expect(package.read("Package.swift") == Manifests.compact)
      #expect(
        plan.changes.first?.diff == """
          --- a/Package.swift
          +++ b/Package.swift
          @@ -5,11 +5,12 @@
             name: "App",
             platforms: [.macOS(.v13)],
             dependencies: [
          -    .package(url: "https://github.com/apple/swift-log", from: "1.5.0")
          +    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
          +    .package(path: "../lyrebird")
             ],
             targets: [
               .target(name: "App", dependencies: [.product(name: "Logging", package: "swift-log")]),
               .target(name: "Store"),
          -    .testTarget(name: "AppTests", dependencies: ["App"])
          +    .testTarget(name: "AppTests", dependencies: ["App", .product(name: "Lyrebird", package: "lyrebird")], plugins: [.plugin(name: "LyrebirdPlugin", package: "lyrebird")])
             ]
           )

          """)
    }
  }
}
