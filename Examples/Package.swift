// swift-tools-version: 6.2
import PackageDescription

// A small package that uses Lyrebird the way an app would, in each dialect: the build plugin
// generates mocks for the test targets' dependencies (Mockingbird's shape for Aviary, Cuckoo's for
// Greetings, as lyrebird.yml says), one protocol uses the @Mockable macro, one swift-mocking's
// @Mocked, and AviaryTests also has a hand-written Mockery mock. Orchard has Xcode 26's new-project
// settings, which the plugin reads here: OrchardTests has them too, OrchardPlainTests doesn't.
// Larder, with the same settings, uses Mockable's API (LyrebirdMockable).
let xcode26Settings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "LyrebirdExample",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Lyrebird", path: "..")
  ],
  targets: [
    .target(
      name: "Aviary",
      dependencies: [.product(name: "LyrebirdMacros", package: "Lyrebird")]
    ),
    // Greetings' Usher refines Etiquette's Polite: the plugin reads Etiquette's sources for it.
    .target(name: "Greetings", dependencies: ["Etiquette"]),
    .target(name: "Etiquette"),
    .target(
      name: "Birdsong",
      dependencies: [.product(name: "LyrebirdMocked", package: "Lyrebird")]
    ),
    .target(name: "Orchard", swiftSettings: xcode26Settings),
    // Mockable's API in an Xcode 26 module: `@Mockable` where MOCKING is set, and the plugin's
    // Mockable-shaped mock of a protocol whose parent is in Etiquette (lyrebird.yml).
    .target(
      name: "Larder",
      dependencies: ["Etiquette", .product(name: "LyrebirdMockable", package: "Lyrebird")],
      swiftSettings: xcode26Settings + [.define("MOCKING", .when(configuration: .debug))]
    ),
    .testTarget(
      name: "LarderTests",
      dependencies: [
        "Larder",
        .product(name: "LyrebirdMockable", package: "Lyrebird"),
        .product(name: "Lyrebird", package: "Lyrebird"),
      ],
      swiftSettings: xcode26Settings,
      plugins: [.plugin(name: "LyrebirdPlugin", package: "Lyrebird")]
    ),
    .testTarget(
      name: "OrchardTests",
      dependencies: ["Orchard", .product(name: "Lyrebird", package: "Lyrebird")],
      swiftSettings: xcode26Settings,
      plugins: [.plugin(name: "LyrebirdPlugin", package: "Lyrebird")]
    ),
    .testTarget(
      name: "OrchardPlainTests",
      dependencies: ["Orchard", .product(name: "Lyrebird", package: "Lyrebird")],
      plugins: [.plugin(name: "LyrebirdPlugin", package: "Lyrebird")]
    ),
    .testTarget(
      name: "AviaryTests",
      dependencies: [
        "Aviary",
        // The product also links what Swift Testing needs on Linux to record Lyrebird's failures.
        .product(name: "Lyrebird", package: "Lyrebird"),
      ],
      plugins: [.plugin(name: "LyrebirdPlugin", package: "Lyrebird")]
    ),
    .testTarget(
      name: "GreetingsCuckooTests",
      dependencies: [
        "Greetings",
        .product(name: "LyrebirdCuckoo", package: "Lyrebird"),
        .product(name: "Lyrebird", package: "Lyrebird"),
      ],
      plugins: [.plugin(name: "LyrebirdPlugin", package: "Lyrebird")]
    ),
    // No plugin: the @Mocked macro writes the mock.
    .testTarget(
      name: "BirdsongMockedTests",
      dependencies: [
        "Birdsong",
        .product(name: "LyrebirdMocked", package: "Lyrebird"),
        .product(name: "Lyrebird", package: "Lyrebird"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
