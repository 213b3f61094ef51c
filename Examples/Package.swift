// swift-tools-version: 6.0
import PackageDescription

// A small package that uses Lyrebird the way an app would: the build plugin generates mocks for
// the test target's dependencies, and one protocol uses the @Mockable macro.
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
    .testTarget(
      name: "AviaryTests",
      dependencies: [
        "Aviary",
        // The product also links what Swift Testing needs on Linux to record Lyrebird's failures.
        .product(name: "Lyrebird", package: "Lyrebird"),
      ],
      plugins: [.plugin(name: "LyrebirdPlugin", package: "Lyrebird")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
