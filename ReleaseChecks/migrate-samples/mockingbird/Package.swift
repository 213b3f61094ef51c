// swift-tools-version: 6.0
import PackageDescription

// A package whose tests use Mockingbird, as its users write them; `lyrebird migrate --from
// mockingbird` moves it (ReleaseChecks/migrate-samples/run.sh).
let package = Package(
  name: "Aviary",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/birdrides/mockingbird.git", from: "0.20.0")
  ],
  targets: [
    .target(name: "Aviary"),
    .testTarget(
      name: "AviaryTests",
      dependencies: ["Aviary", .product(name: "Mockingbird", package: "mockingbird")]
    ),
  ]
)
