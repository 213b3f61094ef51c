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
      ]
      // No flags of its own: a release build compiles the mock with -O, as `swift test -c release`
      // compiles users' tests, and a debug build (`swift run -c debug`) with -Onone, as `swift test` does.
    ),
    .target(name: "HeapUsage"),
  ],
  swiftLanguageModes: [.v6]
)
