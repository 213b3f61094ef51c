import LyrebirdInstaller
import Testing

/// Bad requests and manifests stop with `file:line:col: error:` and change nothing.
@Suite struct InstallErrorTests {
  @Test func anUnknownTestTargetNamesTheOnesThereAre() throws {
    try withPackage(Manifests.freshLibrary) { package in
      let error = package.error { try package.install("Nope") }
      #expect(
        error?.description
          == "\(package.directory.path)/Package.swift:6:15: error: no test target named 'Nope'; it declares FooTests")
      #expect(package.read("Package.swift") == Manifests.freshLibrary)
      #expect(package.read("lyrebird.yml") == nil)
    }
  }

  @Test func aRegularTargetIsNotATestTarget() throws {
    try withPackage(Manifests.freshLibrary) { package in
      let error = package.error { try package.install("Foo") }
      #expect(error?.message == "'Foo' isn't a test target; mocks belong in tests, so name a `.testTarget`")
    }
  }

  @Test func anUnknownSourceModuleIsAnError() throws {
    try withPackage(Manifests.compact) { package in
      let error = package.error { try package.install("AppTests", sources: ["App", "Ghost"]) }
      #expect(error?.message == "no target named 'Ghost' to mock; it has App, Store")
      #expect(package.read("Package.swift") == Manifests.compact)
    }
  }

  @Test func aTestTargetWithoutLocalDependenciesNeedsSources() throws {
    let manifest = Manifests.compact.replacingOccurrences(of: #"dependencies: ["App"]"#, with: "dependencies: []")
    try withPackage(manifest) { package in
      let error = package.error { try package.install("AppTests") }
      #expect(
        error?.description.hasSuffix(
          "Package.swift:13:5: error: AppTests doesn't depend on any of the package's targets; name the modules to mock with --sources"
        ) == true)
    }
  }

  @Test func withoutALocationLyrebirdMustAlreadyBeADependency() throws {
    try withPackage(Manifests.freshLibrary) { package in
      let error = package.error { try package.install("FooTests", from: nil) }
      #expect(
        error?.message
          == "Lyrebird isn't a dependency of this package yet; pass --lyrebird-path with a local checkout of it, or --lyrebird-url with its git URL"
      )
    }
  }

  @Test func aPathWithoutAPackageIsRejected() throws {
    try withPackage(Manifests.freshLibrary) { package in
      let error = package.error { try package.install("FooTests", from: .path("../missing")) }
      #expect(
        error?.description
          == "error: --lyrebird-path '../missing' has no Package.swift, so it isn't a checkout of Lyrebird")
      #expect(package.read("Package.swift") == Manifests.freshLibrary)
    }
  }

  @Test func aManifestThatDoesntParseIsReportedWhereItBreaks() throws {
    let broken = Manifests.compact.replacingOccurrences(of: #"name: "Store"),"#, with: #"name: "Store"),,"#)
    try withPackage(broken) { package in
      let error = package.error { try package.install("AppTests") }
      #expect(error?.location == "\(package.directory.path)/Package.swift:12:28")
      #expect(error?.message == "the manifest doesn't parse: expected value in array element")
    }
  }

  @Test func toolsVersionsWithoutPluginsAreRejected() throws {
    let old = Manifests.compact.replacingOccurrences(of: "swift-tools-version: 6.0", with: "swift-tools-version:5.3")
    try withPackage(old) { package in
      let error = package.error { try package.install("AppTests") }
      #expect(
        error?.description
          == "\(package.directory.path)/Package.swift:1:1: error: swift-tools-version 5.3 predates build-tool plugins; raise it to 5.6 or later (Lyrebird itself needs 6.0)"
      )
    }
  }

  @Test func anArgumentThatIsntAnArrayIsLeftToTheUser() throws {
    let computed = Manifests.compact.replacingOccurrences(
      of: #".testTarget(name: "AppTests", dependencies: ["App"])"#,
      with: #".testTarget(name: "AppTests", dependencies: ["App"], plugins: sharedPlugins + [])"#)
    try withPackage(computed) { package in
      let error = package.error { try package.install("AppTests") }
      #expect(error?.location == "\(package.directory.path)/Package.swift:13:67")
      #expect(
        error?.message
          == "`plugins:` isn't an array literal or a variable holding one, so it can't be edited; please make this change by hand"
      )
      #expect(package.read("Package.swift") == computed)
    }
  }
}
