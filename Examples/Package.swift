// swift-tools-version: 6.0
import PackageDescription

// A small package that uses Lyrebird the way an app would: the build plugin generates mocks for
// the test target's dependencies, and one protocol uses the @Mockable macro.
let package = Package(
  name: "LyrebirdExample",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Lyrebird", path: ".."),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
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
        .product(name: "Lyrebird", package: "Lyrebird"),
        // On Linux, Swift Testing only records Lyrebird's failures with this linked.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: [.plugin(name: "LyrebirdPlugin", package: "Lyrebird")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
