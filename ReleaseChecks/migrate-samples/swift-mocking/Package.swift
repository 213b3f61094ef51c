// swift-tools-version: 6.0
import PackageDescription

// A package that attaches swift-mocking's @Mocked to its protocol, as its users write it;
// `lyrebird migrate --from swift-mocking` moves it (ReleaseChecks/migrate-samples/run.sh).
let package = Package(
  name: "Kitchen",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/fetch-rewards/swift-mocking.git", from: "0.4.0")
  ],
  targets: [
    .target(name: "Kitchen", dependencies: [.product(name: "Mocked", package: "swift-mocking")]),
    .testTarget(name: "KitchenTests", dependencies: ["Kitchen"]),
  ]
)
