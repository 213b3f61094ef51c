import Foundation
import LyrebirdSyntax
import Testing

/// Class shapes from real test hosts: overloaded variadic subscripts, `init!`, private setters and
/// classes that declare no initializer.
@Suite struct ClassShapeTests {
  @Test func aClassWithoutAnInitializerIsMadeByMockItself() {
    let mocks = renderMocks("class Feeder { func refill(grams: Int) -> Bool { true } }")
    #expect(mocks.contains("-> FeederMock {"))
    #expect(mocks.contains("FeederMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: \"FeederMock\""))
  }

  @Test func aClassWithAnInitializerKeepsItsProxy() {
    let mocks = renderMocks("class Feeder { init(grams: Int) {} }")
    #expect(mocks.contains("-> FeederMock.InitializerProxy {"))
  }

  @Test func variadicAndPlainSubscriptsGetTheirOwnSlots() {
    let mocks = renderMocks(
      """
      class Perches {
        subscript(name: String) -> String { get { "" } set {} }
        subscript(names: String...) -> String { get { "" } set {} }
      }
      """)
    #expect(mocks.contains(".subscriptGetter(\"(_: String) -> String\")"))
    #expect(mocks.contains(".subscriptGetter(\"(_: String...) -> String\")"))
  }

  @Test func aDecodableClassOverridesItsSynthesizedDecoderInitializer() {
    let mocks = renderMocks("class Ticket: Codable { var seat = 1 }")
    let lines = mocks.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("required init(from decoder: any Swift.Decoder) throws {"))
    #expect(lines.filter { $0 == "try super.init(from: decoder)" }.count == 2)
    // The implicit `init()` still makes the mock.
    #expect(mocks.contains("-> TicketMock {"))
    // A class that writes its own `init(from:)` keeps only that one.
    let written = renderMocks("class Ticket: Decodable { required init(from decoder: any Decoder) throws {} }")
    #expect(written.components(separatedBy: "required init(from decoder:").count == 2)
  }

  @Test func anImplicitlyUnwrappedInitializerIsOverriddenAsOne() {
    let mocks = renderMocks("class Nest { init!(twigs: Int) {} }")
    #expect(mocks.contains("override convenience init!(twigs: Int)"))
  }

  @Test func aSubscriptWithAPrivateSetterIsSkipped() {
    let parsed = SourceParser.parse(
      "class Perches { private(set) subscript(index: Int) -> Int { get { 0 } set {} } }", path: "Fixture.swift")
    #expect(
      parsed.diagnostics.map(\.message) == ["this subscript has a private setter, so PerchesMock can't override it"])
    #expect(!MockFileRenderer.renderType(PreparedMock(parsed.types[0])).contains("subscript(index"))
  }

  @Test func storedPropertiesWithoutATypeTakeTheirInitialValuesType() {
    let mocks = renderMocks(
      """
      class Feeder {
        var isOpen = true
        var seeds = 0
        var ratio = 0.5
        var label = ""
        var bowl = Bowl()
        var lid = makeLid() as Lid
      }
      """)
    for declaration in [
      "isOpen: Swift.Bool", "seeds: Swift.Int", "ratio: Swift.Double", "label: Swift.String", "bowl: Bowl", "lid: Lid",
    ] {
      #expect(mocks.contains("override var \(declaration) {"), "\(declaration)")
    }
  }

  @Test func aStoredPropertyWhoseTypeTheSyntaxDoesNotSayIsSkipped() {
    let parsed = SourceParser.parse("class Feeder { var bowl = makeBowl() }", path: "Fixture.swift")
    #expect(parsed.diagnostics.map(\.message) == ["'bowl' has no type annotation, so FeederMock can't override it"])
  }
}
