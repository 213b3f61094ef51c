import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// The resolver finds the starter pack's protocols by name without parsing the pack first.
@Suite struct StarterPackTests {
  @Test func itsNamesAreItsParsedProtocolsInOrder() {
    #expect(StarterPack.names == StarterPack.types.map(\.name))
    #expect(StarterPack.names.contains("Equatable"))
  }

  /// Inputs win a name over the starter pack, and the starter pack over support sources.
  @Test func inputsWinOverTheStarterPackWhichWinsOverSupport() throws {
    let support = SourceParser.parse(
      "protocol Equatable { func fromSupport() }\nprotocol Shared { func fromSupport() }", path: "Support.swift"
    ).types
    let inputs = SourceParser.parse(
      "protocol Hashable { func fromInput() }\nprotocol Shared { func fromInput() }", path: "Input.swift"
    ).types
    let resolver = InheritanceResolver(inputs: inputs, support: support)
    let equatable = try #require(resolver.lookup(named: "Swift.Equatable"))
    #expect(equatable == StarterPack.types.first { $0.name == "Equatable" })
    #expect(resolver.lookup(named: "Hashable")?.members == inputs[0].members)
    #expect(resolver.lookup(named: "Shared")?.members == inputs[1].members)
    #expect(resolver.lookup(named: "Comparable")?.name == "Comparable")
    #expect(resolver.lookup(named: "Unknown") == nil)
  }
}
