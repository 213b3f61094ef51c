// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so the main CI run never builds them.
let package = Package(
  name: "LyrebirdBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Lyrebird", path: "..")],
  targets: [
    .executableTarget(
      name: "RuntimeBenchmark",
      dependencies: [
        .product(name: "Lyrebird", package: "Lyrebird"),
        .product(name: "LyrebirdCuckoo", package: "Lyrebird"),
        "HeapUsage",
      ],
      // Release only: a debug build (`swift run -c debug`) compiles the mock like `swift test` compiles users' tests.
      swiftSettings: [.unsafeFlags(["-Ounchecked"], .when(configuration: .release))]
    ),
    .target(name: "HeapUsage"),
  ],
  swiftLanguageModes: [.v6]
)
