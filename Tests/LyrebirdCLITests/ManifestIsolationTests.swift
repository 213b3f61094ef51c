import Foundation
import Testing

/// A target's `.defaultIsolation(MainActor.self)` in `Package.swift` isolates its mocks with no flag,
/// through `--package` and through `--manifest` (what the build plugin passes); the flag and the
/// config key still win, and the summary says what was read.
@Suite struct ManifestIsolationCLITests {
  static let package = [
    "Package.swift": """
    // swift-tools-version: 6.2
    import PackageDescription

    let appSettings: [SwiftSetting] = [
      .defaultIsolation(MainActor.self),
      .enableUpcomingFeature("InferIsolatedConformances"),
    ]

    let package = Package(
      name: "Farm",
      targets: [
        .target(name: "Barn", swiftSettings: appSettings),
        .target(name: "Field"),
      ]
    )
    """,
    "Sources/Barn/Feeder.swift": "class Feeder {\n  init(grams: Int) {}\n}\n",
    "Sources/Field/Plough.swift": "class Plough {\n  init(depth: Int) {}\n}\n",
  ]

  /// Each mock class's declaration, with the line before it (`@MainActor`, or the line above).
  static func declarations(in directory: URL, _ file: String = "Mocks.swift") throws -> [String] {
    let lines = try contents(directory.appendingPathComponent(file)).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
    return lines.indices.filter { lines[$0].hasPrefix("final class ") }.flatMap { [lines[$0 - 1], lines[$0]] }
  }

  @Test func thePackagesTargetIsIsolatedAndTheSummarySaysWhy() async throws {
    try await withSources(Self.package) { directory in
      let result = try await lyrebird(
        ["generate", "--package", ".", "--target", "Barn", "--target", "Field", "-o", "Mocks", "--disable-cache"],
        in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(
        result.output(in: directory) == """
          Barn: default isolation MainActor, InferIsolatedConformances (from Package.swift)
          Generated 2 mocks from 2 files in <n> ms

          """)
      #expect(
        try Self.declarations(in: directory, "Mocks/BarnMocks.generated.swift") == [
          "@MainActor", "final class FeederMock: Barn.Feeder, Lyrebird.MockObject {",
        ])
      #expect(
        try Self.declarations(in: directory, "Mocks/FieldMocks.generated.swift") == [
          "", "final class PloughMock: Field.Plough, Lyrebird.MockObject, @unchecked Swift.Sendable {",
        ])
    }
  }

  @Test func theManifestFlagsIsolateInputsAsThePluginPassesThem() async throws {
    try await withSources(Self.package) { directory in
      let arguments = [
        "generate", "Sources/Barn", "--module", "Barn", "-o", "Mocks.swift", "--disable-cache",
        "--manifest", "Package.swift", "--manifest-target", "Barn",
      ]
      var result = try await lyrebird(arguments, in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(
        result.output(in: directory) == """
          Barn: default isolation MainActor, InferIsolatedConformances (from Package.swift)
          Generated 1 mock from 1 file in <n> ms

          """)
      #expect(
        try Self.declarations(in: directory) == [
          "@MainActor", "final class FeederMock: Barn.Feeder, Lyrebird.MockObject {",
        ])
      // The flag wins, and the summary doesn't mention the manifest.
      result = try await lyrebird(arguments + ["--default-isolation", "nonisolated"], in: directory)
      #expect(result.output(in: directory) == "Generated 1 mock from 1 file in <n> ms\n")
      #expect(
        try Self.declarations(in: directory) == [
          "", "final class FeederMock: Barn.Feeder, Lyrebird.MockObject, @unchecked Swift.Sendable {",
        ])
    }
  }

  @Test func theConfigKeyWinsOverTheManifest() async throws {
    var files = Self.package
    files["lyrebird.yml"] =
      "modules:\n  Barn:\n    sources: [Sources/Barn]\n    output: Mocks.swift\n    defaultIsolation: nonisolated\n"
    try await withSources(files) { directory in
      let result = try await lyrebird(
        [
          "generate", "--config", "lyrebird.yml", "--manifest", "Package.swift", "--manifest-target", "Barn",
          "--disable-cache",
        ], in: directory)
      #expect(result.output(in: directory) == "Generated 1 mock from 1 file in <n> ms\n")
      #expect(
        try Self.declarations(in: directory) == [
          "", "final class FeederMock: Barn.Feeder, Lyrebird.MockObject, @unchecked Swift.Sendable {",
        ])
    }
  }

  @Test func oneManifestFlagWithoutTheOtherIsAnError() async throws {
    try await withSources(Self.package) { directory in
      let result = try await lyrebird(
        ["generate", "Sources/Barn", "-o", "Mocks.swift", "--manifest", "Package.swift"], in: directory)
      #expect(result.status == 64)
      #expect(result.errors(in: directory).hasPrefix("Error: --manifest and --manifest-target go together\n"))
      let missing = try await lyrebird(
        ["generate", "Sources/Barn", "-o", "Mocks.swift", "--manifest", "Gone.swift", "--manifest-target", "Barn"],
        in: directory)
      #expect(missing.status == 64)
      #expect(missing.errors(in: directory).hasPrefix("Error: --manifest: cannot read 'Gone.swift'\n"))
      #expect(!exists(directory.appendingPathComponent("Mocks.swift")))
    }
  }
}
