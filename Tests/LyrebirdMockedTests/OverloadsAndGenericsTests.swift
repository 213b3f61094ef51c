import Lyrebird
import LyrebirdMocked
import LyrebirdTestSupport
import Testing

// Overloads: each backing property adds words to the method's name until no overload shares them.
@Mocked(compilationCondition: .debug)
protocol Catalog {
  func item(id: Int) -> String
  func item(id: String) -> String
  func item(named name: String) -> String
  func count() -> Int
  func count() async -> Int
}

// Generic methods: their backing properties take and return `Any` where the method is generic.
@Mocked(compilationCondition: .debug)
protocol Formatter {
  func echo<Value>(_ value: Value) -> Value
  func label<Value: CustomStringConvertible>(for value: Value, prefix: String) -> String
  func parse<Output>(_ text: String) throws -> Output
  func join<Element>(_ elements: Element...) -> Int
  func store<Key: Hashable>(_ key: Key) -> Int
  func store<Key>(_ key: Key) -> Int
}

protocol Decoding {
  func decode<Value: Decodable>(_ text: String) -> Value
  func decode(_ text: String, strict: Bool) -> Int
  func decode(_ text: String, strict: Bool) -> String
}

// The same in a mock the test writes for `@MockedMembers`.
@MockedMembers
final class DecodingMock: Decoding {
  func decode<Value: Decodable>(_ text: String) -> Value

  func decode(_ text: String, strict: Bool) -> Int

  func decode(_ text: String, strict: Bool) -> String
}

@Suite struct OverloadsAndGenericsTests {
  @Test func overloadsAreNamedByTheFewestWordsThatTellThemApart() async {
    let catalog = CatalogMock()
    catalog._itemIdIntReturningString.implementation = .invokes { id in "int \(id)" }
    catalog._itemIdStringReturningString.implementation = .returns("string")
    catalog._itemNamedName.implementation = .invokes { name in name.uppercased() }
    catalog._countReturningInt.implementation = .returns(1)
    catalog._countReturningIntAsync.implementation = .returns(2)
    #expect(catalog.item(id: 3) == "int 3")
    #expect(catalog.item(id: "x") == "string")
    #expect(catalog.item(named: "pen") == "PEN")
    // An async context picks the async overload; a synchronous closure picks the other.
    let synchronous: Int = { catalog.count() }()
    let asynchronous: Int = await catalog.count()
    #expect(synchronous == 1 && asynchronous == 2)
    #expect(catalog._itemIdIntReturningString.invocations == [3])
    #expect(catalog._itemIdStringReturningString.lastInvocation == "x")
    #expect(catalog._countReturningIntAsync.callCount == 1)
  }

  @Test func aGenericMethodsBackingPropertyTakesAndReturnsAny() throws {
    let formatter = FormatterMock()
    formatter._echo.implementation = .uncheckedInvokes { value in value }
    formatter._label.implementation = .uncheckedInvokes { value, prefix in "\(prefix)\(value)" }
    formatter._parse.implementation = .uncheckedReturns(42)
    formatter._join.implementation = .uncheckedInvokes { elements in elements.count }
    #expect(formatter.echo(5) == 5)
    #expect(formatter.echo("five") == "five")
    #expect(formatter.label(for: 7, prefix: "#") == "#7")
    let parsed: Int = try formatter.parse("42")
    #expect(parsed == 42)
    #expect(formatter.join(1, 2, 3) == 3)
    #expect(formatter._echo.callCount == 2)
    #expect(formatter._echo.invocations.compactMap { $0 as? Int } == [5])
    #expect(formatter._label.lastInvocation?.prefix == "#")
    #expect(formatter._echo.returnedValues.last as? String == "five")
  }

  @Test func genericOverloadsAreToldApartByTheirConstraints() {
    let formatter = FormatterMock()
    formatter._store_KeyReturningIntWhereKeyHashable.implementation = .uncheckedReturns(1)
    formatter._store_KeyReturningInt.implementation = .uncheckedReturns(2)
    let hashable = formatter.store(1)
    let other = formatter.store(Failure())
    #expect(hashable == 1 && other == 2)
    #expect(formatter._store_KeyReturningIntWhereKeyHashable.invocations.compactMap { $0 as? Int } == [1])
    #expect(formatter._store_KeyReturningInt.callCount == 1)
  }

  @Test func handWrittenGenericsAndOverloadsGetTheSameBackingProperties() {
    let decoding = DecodingMock()
    decoding._decode_TextReturningValue.implementation = .uncheckedInvokes { text in
      text.count
    }
    decoding._decode_TextStrictReturningInt.implementation = .returns(1)
    decoding._decode_TextStrictReturningString.implementation = .invokes { text, strict in "\(text)\(strict)" }
    let length: Int = decoding.decode("four")
    let number: Int = decoding.decode("x", strict: true)
    let text: String = decoding.decode("x", strict: false)
    #expect(length == 4 && number == 1 && text == "xfalse")
    #expect(decoding._decode_TextReturningValue.invocations == ["four"])
  }

  /// An enum case can't capture where it was written, so the report points at the mock.
  @Test func aGenericResultOfTheWrongTypeIsReportedAtTheMocksLine() {
    let line = #line + 1
    let formatter = FormatterMock()
    formatter._echo.implementation = .uncheckedInvokes { _ in "text" }
    var result = -1
    let failures = captureFailures { result = formatter.echo(3) }
    #expect(result == 0)
    #expect(failures.count == 1)
    #expect(
      failures.first?.message
        == "The implementation of FormatterMock.echo(_:) returned a value of type 'String', but this call returns 'Int'"
    )
    #expect(failures.first?.line == UInt(line))
    #expect(failures.first?.fileID.hasSuffix("OverloadsAndGenericsTests.swift") == true)
  }
}
