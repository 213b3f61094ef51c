// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Lyrebird",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "Lyrebird", targets: ["Lyrebird"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    // The runtime every test imports. It must never depend on swift-syntax.
    .target(
      name: "Lyrebird",
      dependencies: [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")]
    ),
    .testTarget(
      name: "LyrebirdTests",
      dependencies: [
        "Lyrebird",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
