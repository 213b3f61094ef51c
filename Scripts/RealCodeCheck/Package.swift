// swift-tools-version: 6.2
// Template used by Scripts/check-real-code.sh: the script copies this package into a temporary
// directory, fills in the @…@ placeholders (each real package at the tag the script pins) and
// writes the generated mocks of every protocol and class of a module, internal ones included,
// into Tests/<Module>MockTests/<Module>Mocks.generated.swift (and in Cuckoo's shape into
// <Module>CuckooMocks.generated.swift), next to a hand-written test that stubs, calls and verifies
// one of them, and in Mockolo's shape into Tests/<Module>MockoloMockTests/ (with `--lyrebird-dsl`,
// into <Module>MockoloDSLMockTests/). `swift test` then compiles, links and runs them all.
//
// The mocks `@testable import` the real modules: SwiftPM's debug builds compile every target,
// dependencies included, with -enable-testing.
import PackageDescription

func mockTests(
  _ module: String, package: String, product: String? = nil, name: String? = nil, settings: [SwiftSetting] = []
) -> Target {
  .testTarget(
    name: name ?? "\(module)MockTests",
    dependencies: [
      .product(name: "Lyrebird", package: "Lyrebird"),
      .product(name: "LyrebirdCuckoo", package: "Lyrebird"),
      .product(name: product ?? module, package: package),
    ],
    swiftSettings: settings
  )
}

/// A module's mocks in Mockolo's shape, which like Mockolo's need no library, and with
/// `--lyrebird-dsl`, which take Lyrebird's DSL: built and linked.
func mockoloMockTests(_ module: String, package: String) -> [Target] {
  [
    .testTarget(name: "\(module)MockoloMockTests", dependencies: [.product(name: module, package: package)]),
    .testTarget(
      name: "\(module)MockoloDSLMockTests",
      dependencies: [.product(name: "Lyrebird", package: "Lyrebird"), .product(name: module, package: package)]),
  ]
}

/// Xcode 26's new-project settings, as the MainActorApp fixture's module has them.
let xcode26: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "RealCodeCheck",
  dependencies: [
    .package(name: "Lyrebird", path: "@LYREBIRD_ROOT@"),
    .package(url: "https://github.com/apple/swift-nio", exact: "@VERSION:swift-nio@"),
    .package(url: "https://github.com/apple/swift-log", exact: "@VERSION:swift-log@"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "@VERSION:swift-argument-parser@"),
    .package(url: "https://github.com/apple/swift-metrics", exact: "@VERSION:swift-metrics@"),
    .package(url: "https://github.com/apple/swift-distributed-tracing", exact: "@VERSION:swift-distributed-tracing@"),
    .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "@VERSION:swift-openapi-runtime@"),
    .package(url: "https://github.com/Swinject/Swinject", exact: "@VERSION:Swinject@"),
    .package(url: "https://github.com/stencilproject/Stencil", exact: "@VERSION:Stencil@"),
    .package(path: "Fixtures/MainActorApp"),
  ],
  targets: [
    mockTests("NIOCore", package: "swift-nio"),
    mockTests("Logging", package: "swift-log"),
    mockTests("ArgumentParser", package: "swift-argument-parser"),
    mockTests("CoreMetrics", package: "swift-metrics"),
    mockTests("Instrumentation", package: "swift-distributed-tracing"),
    mockTests("Tracing", package: "swift-distributed-tracing"),
    mockTests("OpenAPIRuntime", package: "swift-openapi-runtime"),
    mockTests("Swinject", package: "Swinject"),
    mockTests("Stencil", package: "Stencil"),
    // The same mocks and tests with and without Xcode 26's settings in the test target.
    mockTests("MainActorApp", package: "MainActorApp", settings: xcode26),
    mockTests("MainActorApp", package: "MainActorApp", name: "MainActorAppPlainMockTests"),
    mockTests("Stencil", package: "Stencil", name: "StencilMainActorMockTests", settings: xcode26),
  ]
    + [
      ("NIOCore", "swift-nio"),
      ("Logging", "swift-log"),
      ("ArgumentParser", "swift-argument-parser"),
      ("CoreMetrics", "swift-metrics"),
      ("Instrumentation", "swift-distributed-tracing"),
      ("Tracing", "swift-distributed-tracing"),
      ("OpenAPIRuntime", "swift-openapi-runtime"),
      ("Swinject", "Swinject"),
      ("Stencil", "Stencil"),
    ].flatMap { mockoloMockTests($0, package: $1) },
  swiftLanguageModes: [.v6]
)
