// swift-tools-version: 6.0
import PackageDescription

// A package whose tests use Mockery's hand-written mocks, as its users write them;
// `lyrebird migrate --from mockery` moves it (ReleaseChecks/migrate-samples/run.sh).
let package = Package(
  name: "Weather",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/danielsaidi/Mockery.git", from: "0.7.0")
  ],
  targets: [
    .target(name: "Weather"),
    .testTarget(
      name: "WeatherTests",
      dependencies: ["Weather", .product(name: "Mockery", package: "Mockery")]
    ),
  ]
)
