import LyrebirdSyntax
import Testing

/// Each dialect names one shape, and each shape writes its framework's mock of the same prepared type.
@Suite struct MockShapeTests {
  private static let mock = PreparedMock(
    SourceParser.parse("protocol Feeder {\n  func fill(grams: Int) -> Bool\n}\n", path: "Feeder.swift").types[0])

  @Test func eachDialectRendersWithItsShape() {
    #expect(MockDialect.mockingbird.shape().render(Self.mock) == MockingbirdShape().render(Self.mock))
    #expect(MockDialect.cuckoo.shape().render(Self.mock) == CuckooShape().render(Self.mock))
    #expect(MockingbirdShape().render(Self.mock) != CuckooShape().render(Self.mock))
  }

  @Test func eachShapeDeclaresItsFrameworksMockClass() {
    let declarations = [
      MockingbirdShape().render(Self.mock), CuckooShape().render(Self.mock), SwiftMockingShape().render(Self.mock),
    ].map { text in text.split(separator: "\n").first { $0.contains("class ") }.map(String.init) }
    #expect(
      declarations == [
        "final class FeederMock: Feeder, Lyrebird.MockObject {",
        "final class MockFeeder: Feeder, Lyrebird.MockObject {",
        "final class FeederMock: Feeder, Lyrebird.MockObject {",
      ])
  }

  @Test func lyrebirdsShapeWritesAMockFunctionAndRecordsAndSwiftMockingsBackingProperties() {
    let lyrebird = MockingbirdShape().render(Self.mock)
    let split = MockingbirdShape(includesMockFunction: false).render(Self.mock)
    let swiftMocking = SwiftMockingShape().render(Self.mock)
    #expect(lyrebird.contains("func mock(\n"))
    #expect(!split.contains("func mock("))
    #expect(!CuckooShape().render(Self.mock).contains("func mock("))
    #expect(swiftMocking.contains("var _fill: LyrebirdMocked."))
    #expect(lyrebird.contains("var _fill: Lyrebird.CallRecords<Int, Bool>"))
  }
}
