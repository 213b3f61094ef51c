// swift-tools-version: 6.2
// A module with the settings of Xcode 26's new projects: the main actor as the default isolation,
// nonisolated async functions running on the caller's actor, and isolated conformances inferred.
// Scripts/check-real-code.sh mocks it with `--package`, which reads these settings here.
import PackageDescription

let package = Package(
  name: "MainActorApp",
  products: [.library(name: "MainActorApp", targets: ["MainActorApp"])],
  targets: [
    .target(
      name: "MainActorApp",
      swiftSettings: [
        .defaultIsolation(MainActor.self),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .enableUpcomingFeature("InferIsolatedConformances"),
      ]
    )
  ]
)
