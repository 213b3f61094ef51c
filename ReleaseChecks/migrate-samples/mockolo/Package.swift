// swift-tools-version: 6.0
import PackageDescription

// A package whose tests use mocks Mockolo writes from a script (Scripts/mocks.sh), committed as
// Mockolo's users commit them; `lyrebird migrate --from mockolo --script Scripts/mocks.sh` moves the
// script (ReleaseChecks/migrate-samples/run.sh runs it, then the tests).
let package = Package(
  name: "Garden",
  platforms: [.macOS(.v13)],
  targets: [
    .target(name: "Garden"),
    .testTarget(name: "GardenTests", dependencies: ["Garden"]),
  ]
)
