import Foundation
import Testing

@testable import LyrebirdGenerator

/// Other packages' products, found through canned `swift package describe` output of each
/// dependency, so no SwiftPM runs.
@Suite struct PackageProductsTests {
  /// Two dependencies: `Voices` vends `VoiceKit` (a target that needs another of its targets and
  /// `Tones`' product), `Tones` vends `ToneKit`.
  static let packages: [String: String] = [
    "/deps/voices": """
    {"name": "Voices",
     "products": [{"name": "VoiceKit", "targets": ["Voices"]}, {"name": "Extras", "targets": ["Extras"]}],
     "targets": [
      {"name": "Voices", "c99name": "Voices", "path": "Sources/Voices", "sources": ["Singer.swift"],
       "target_dependencies": ["Pitch"], "product_dependencies": ["ToneKit"]},
      {"name": "Pitch", "c99name": "Pitch", "path": "Sources/Pitch", "sources": ["Pitched.swift", "shim.c"]},
      {"name": "Extras", "c99name": "Extras", "path": "Sources/Extras", "sources": ["Extra.swift"]}
    ]}
    """,
    "/deps/tones": """
    {"name": "Tones", "products": [{"name": "ToneKit", "targets": ["Tones"]}],
     "targets": [{"name": "Tones", "c99name": "Tones", "path": "Sources/Tones", "sources": ["Tone.swift"]}]}
    """,
  ]

  private func files(of products: [String], in paths: [String]) -> (files: [String], warnings: [String]) {
    var warnings: [String] = []
    let files = PackageProducts.files(of: products, in: paths, warn: { warnings.append($0) }) { path in
      guard let json = Self.packages[path] else { throw PackageTargetsError.noSuchPackageDirectory(path) }
      return Data(json.utf8)
    }
    return (files, warnings)
  }

  @Test func aProductBringsItsTargetsTheirTargetsAndTheProductsTheyNeed() {
    let found = files(of: ["VoiceKit"], in: ["/deps/voices", "/deps/tones"])
    #expect(
      found.files == [
        "/deps/tones/Sources/Tones/Tone.swift", "/deps/voices/Sources/Pitch/Pitched.swift",
        "/deps/voices/Sources/Voices/Singer.swift",
      ])
    #expect(found.warnings == [])
  }

  @Test func aProductNoDependencyDeclaresIsAWarningNamingIt() {
    let found = files(of: ["ToneKit", "Choirs"], in: ["/deps/tones"])
    #expect(found.files == ["/deps/tones/Sources/Tones/Tone.swift"])
    #expect(
      found.warnings == [
        "no dependency of the package declares the product 'Choirs'; pass its sources with --support"
      ])
  }

  @Test func anUnreadableDependencyIsAWarningAndTheOthersAreStillRead() {
    let found = files(of: ["ToneKit"], in: ["/deps/missing", "/deps/tones"])
    #expect(found.files == ["/deps/tones/Sources/Tones/Tone.swift"])
    #expect(
      found.warnings == ["cannot read the dependency at '/deps/missing': no such package directory: '/deps/missing'"])
  }

  @Test func theDependencyTreeIsReadBreadthFirstEachPackageOnce() throws {
    let tree = """
      {"identity": "choir", "path": "/work/choir", "dependencies": [
        {"identity": "voices", "path": "/deps/voices", "dependencies": [
          {"identity": "tones", "path": "/deps/tones", "dependencies": []}]},
        {"identity": "tones", "path": "/deps/tones", "dependencies": []},
        {"identity": "hall", "path": "/deps/hall"}
      ]}
      """
    #expect(
      try PackageProducts.dependencyPaths(fromTree: Data(tree.utf8)) == ["/deps/voices", "/deps/tones", "/deps/hall"])
    #expect(throws: PackageTargetsError.self) { try PackageProducts.dependencyPaths(fromTree: Data("[]".utf8)) }
  }
}
