// swift-tools-version: 6.0
import PackageDescription

// A package that attaches Mockable's @Mockable to its protocol and tests with its builders, as its
// users write it; `lyrebird migrate --from mockable` moves it (ReleaseChecks/migrate-samples/run.sh).
let package = Package(
  name: "Larder",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/Kolos65/Mockable", from: "0.6.0")
  ],
  targets: [
    .target(
      name: "Larder",
      dependencies: [.product(name: "Mockable", package: "Mockable")],
      swiftSettings: [.define("MOCKING", .when(configuration: .debug))]
    ),
    .testTarget(
      name: "LarderTests",
      dependencies: ["Larder", .product(name: "Mockable", package: "Mockable")]
    ),
  ]
)
