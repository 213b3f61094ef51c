// swift-tools-version: 6.0
import PackageDescription

// A package whose tests use Cuckoo, with its build plugin and Cuckoofile, as its users write them;
// `lyrebird migrate --from cuckoo` moves it (ReleaseChecks/migrate-samples/run.sh).
let package = Package(
  name: "Greeter",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/Brightify/Cuckoo.git", from: "2.0.0")
  ],
  targets: [
    .target(name: "Greeter"),
    .testTarget(
      name: "GreeterTests",
      dependencies: ["Greeter", .product(name: "Cuckoo", package: "Cuckoo")],
      plugins: [.plugin(name: "CuckooPluginSingleFile", package: "Cuckoo")]
    ),
  ]
)
