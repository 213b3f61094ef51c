import LyrebirdInstaller
import Testing

/// `uninstall` removes only what `install` added and what nothing else uses.
@Suite struct UninstallTests {
  @Test func theBundledExampleShapeIsUninstalled() throws {
    try withPackage(Manifests.installed) { package in
      _ = try package.uninstall("AviaryTests")
      #expect(
        package.read("Package.swift") == """
          // swift-tools-version: 6.0
          import PackageDescription

          let package = Package(
            name: "Aviary",
            targets: [
              .target(name: "Aviary"),
              .testTarget(
                name: "AviaryTests",
                dependencies: ["Aviary"]
              ),
            ]
          )

          """)
    }
  }

  @Test func anotherTargetStillUsingThePluginKeepsThePackageAndConfig() throws {
    let twoTargets = Manifests.freshLibrary.replacingOccurrences(
      of: """
                .testTarget(
                    name: "FooTests",
                    dependencies: ["Foo"]
                ),
        """,
      with: """
                .testTarget(
                    name: "FooTests",
                    dependencies: ["Foo"]
                ),
                .testTarget(
                    name: "FooIntegrationTests",
                    dependencies: ["Foo"]
                ),
        """)
    try withPackage(twoTargets) { package in
      _ = try package.install("FooTests")
      _ = try package.install("FooIntegrationTests")
      let plan = try package.uninstall("FooTests")
      let manifest = package.read("Package.swift") ?? ""
      #expect(manifest.contains(".package(path: \"../lyrebird\")"))
      #expect(
        manifest.contains(
          """
                      name: "FooTests",
                      dependencies: ["Foo"]
                  ),
          """))
      #expect(package.read("lyrebird.yml") != nil)
      #expect(plan.notes == ["lyrebird.yml stays: other test targets still use the plugin"])

      _ = try package.uninstall("FooIntegrationTests")
      #expect(package.read("Package.swift") == twoTargets)
      #expect(package.read("lyrebird.yml") == nil)
    }
  }

  @Test func anEditedConfigIsKept() throws {
    try withPackage(Manifests.freshLibrary) { package in
      _ = try package.install("FooTests")
      let edited = (package.read("lyrebird.yml") ?? "") + "    condition: DEBUG\n"
      try edited.write(to: package.directory.appendingPathComponent("lyrebird.yml"), atomically: true, encoding: .utf8)
      let plan = try package.uninstall("FooTests")
      #expect(package.read("lyrebird.yml") == edited)
      #expect(plan.notes == ["lyrebird.yml stays: it has changes of yours; delete it if you no longer need it"])
      #expect(package.read("Package.swift") == Manifests.freshLibrary)
    }
  }

  @Test func aTargetWithoutLyrebirdIsLeftAlone() throws {
    try withPackage(Manifests.compact) { package in
      let plan = try package.uninstall("AppTests")
      #expect(plan.changes.isEmpty)
      #expect(plan.summary == ["AppTests doesn't use Lyrebird; nothing to change"])
      #expect(package.read("Package.swift") == Manifests.compact)
    }
  }

  @Test func anUnknownTargetIsAnError() throws {
    try withPackage(Manifests.compact) { package in
      let error = package.error { try package.uninstall("Nope") }
      #expect(error?.message == "no test target named 'Nope'; it declares AppTests")
    }
  }
}
