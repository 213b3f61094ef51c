import LyrebirdSyntax
import Testing

/// A target's isolation settings, read from its manifest as users write them.
@Suite struct ManifestIsolationTests {
  private static let xcodeProject = """
    // swift-tools-version: 6.2
    import PackageDescription

    let appSettings: [SwiftSetting] = [
      .defaultIsolation(MainActor.self),
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
      .enableUpcomingFeature("InferIsolatedConformances"),
    ]
    let strict = SwiftSetting.enableUpcomingFeature("ExistentialAny")

    let package = Package(
      name: "App",
      targets: [
        .target(name: "Feed", swiftSettings: appSettings),
        .target(name: "Joined", swiftSettings: appSettings + [strict]),
        .target(
          name: "Literal",
          dependencies: ["Feed"],
          swiftSettings: [.defaultIsolation(MainActor.self), .enableExperimentalFeature("InferIsolatedConformances")]
        ),
        .target(name: "OptedOut", swiftSettings: [.defaultIsolation(nil)]),
        .target(name: "Flags", swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]),
        .target(name: "ReleaseOnly", swiftSettings: [.defaultIsolation(MainActor.self, .when(configuration: .release))]),
        .target(name: "Plain"),
        .testTarget(name: "FeedTests", dependencies: ["Feed"], swiftSettings: [strict]),
      ]
    )
    """

  @Test(arguments: [
    (
      "Feed",
      ManifestIsolation(
        defaultIsolation: .mainActor,
        isolationFeatures: [
          "NonisolatedNonsendingByDefault", "InferIsolatedConformances",
        ])
    ),
    (
      "Joined",
      ManifestIsolation(
        defaultIsolation: .mainActor,
        isolationFeatures: [
          "NonisolatedNonsendingByDefault", "InferIsolatedConformances",
        ])
    ),
    ("Literal", ManifestIsolation(defaultIsolation: .mainActor, isolationFeatures: ["InferIsolatedConformances"])),
    ("OptedOut", ManifestIsolation(defaultIsolation: .nonisolated)),
    ("Flags", ManifestIsolation(defaultIsolation: .mainActor)),
    ("ReleaseOnly", ManifestIsolation()),
    ("Plain", ManifestIsolation()),
    ("FeedTests", ManifestIsolation()),
  ])
  func eachTargetReadsAsWritten(target: String, expected: ManifestIsolation) {
    #expect(ManifestIsolation.read(target: target, inManifest: Self.xcodeProject) == expected)
  }

  @Test func aTargetTheManifestDoesNotDeclareIsNil() {
    #expect(ManifestIsolation.read(target: "Missing", inManifest: Self.xcodeProject) == nil)
    #expect(ManifestIsolation.read(target: "Feed", inManifest: "let package = Package(name: \"Feed\")") == nil)
  }

  /// Settings built by code the reader doesn't run read as none, so the flag or key still decides.
  @Test func settingsTheReaderCannotFollowReadAsNone() {
    let manifest = """
      func settings() -> [SwiftSetting] { [.defaultIsolation(MainActor.self)] }
      let package = Package(name: "App", targets: [.target(name: "Feed", swiftSettings: settings())])
      """
    #expect(ManifestIsolation.read(target: "Feed", inManifest: manifest) == ManifestIsolation())
  }
}
