// swift-tools-version: 6.0
import PackageDescription

// Runs the placeholder matrix with optimizations. A separate package, so the release build
// compiles only the runtime and never swift-syntax (which the main package's tools need).
let package = Package(
  name: "LyrebirdReleaseChecks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Lyrebird", path: ".."),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    .testTarget(
      name: "ReleaseChecks",
      dependencies: [
        .product(name: "Lyrebird", package: "Lyrebird"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests"
    )
  ],
  swiftLanguageModes: [.v6]
)
