import LyrebirdSyntax
import Testing

/// Qualifying a mock's names with its module keeps every spelling of one type the same.
@Suite struct ModuleQualificationTests {
  /// A Cuckoo class mock declares an adopted protocol's extension method without `override` by
  /// matching the member's origin against `adoptedProtocolOrigins`: both must be qualified.
  @Test func adoptedProtocolOriginsAreQualifiedAsMemberOriginsAre() throws {
    let source = """
      protocol Perching { func perch() -> String }
      class Branch: Perching {}
      """
    let parsed = SourceParser.parse(source, path: "Branch.swift")
    var branch = try #require(parsed.types.first { $0.name == "Branch" })
    let perching = try #require(parsed.types.first { $0.name == "Perching" })
    branch.members += perching.members.map { item in
      guard case .member(.method(var method)) = item else { return item }
      method.origin = "Perching"
      return .member(.method(method))
    }
    branch.adoptedProtocolOrigins = ["Perching"]
    let names = TypeNameResolver(declaredTypes: parsed.declaredTypes, module: "Aviary")
    let qualified = names.qualifyingModule(branch)
    #expect(qualified.adoptedProtocolOrigins == ["Aviary.Perching"])
    let origins = qualified.members.compactMap { item -> String? in
      guard case .member(.method(let method)) = item else { return nil }
      return method.origin
    }
    #expect(origins == ["Aviary.Perching"])
  }
}
