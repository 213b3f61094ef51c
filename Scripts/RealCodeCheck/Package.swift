// swift-tools-version: 6.0
// Template used by Scripts/check-real-code.sh: the script copies this package into a temporary
// directory, fills in the @…@ placeholders and writes the generated mocks into Sources/*Mocks/.
import PackageDescription

let package = Package(
  name: "RealCodeCheck",
  dependencies: [
    .package(name: "Lyrebird", path: "@LYREBIRD_ROOT@"),
    .package(url: "https://github.com/apple/swift-log", exact: "@SWIFT_LOG_VERSION@"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "@SWIFT_ARGUMENT_PARSER_VERSION@"),
  ],
  targets: [
    .target(
      name: "LoggingMocks",
      dependencies: [
        .product(name: "Lyrebird", package: "Lyrebird"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "ArgumentParserMocks",
      dependencies: [
        .product(name: "Lyrebird", package: "Lyrebird"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
