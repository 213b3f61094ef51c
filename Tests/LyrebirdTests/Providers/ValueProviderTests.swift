import Foundation
import Lyrebird
import Testing

extension Array: Providable {
  public static func createInstance() -> Self? {
    return Array()
  }
}

protocol Catalog {
  var titles: [String] { get }
  var counts: [Int] { get }
  var tags: Set<String> { get }
  var index: [String: Int] { get }
  var created: Date { get }
}

final class CatalogMock: Catalog, MockObject {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let __lyrebirdContext = MockingContext(mockName: "CatalogMock")
  var titles: [String] { __lyrebirdContext.call(.getter("titles"), apply: { (body: () -> [String]) in body() }) }
  var counts: [Int] { __lyrebirdContext.call(.getter("counts"), apply: { (body: () -> [Int]) in body() }) }
  var tags: Set<String> { __lyrebirdContext.call(.getter("tags"), apply: { (body: () -> Set<String>) in body() }) }
  var index: [String: Int] {
    __lyrebirdContext.call(.getter("index"), apply: { (body: () -> [String: Int]) in body() })
  }
  var created: Date { __lyrebirdContext.call(.getter("created"), apply: { (body: () -> Date) in body() }) }
}

@Suite struct ValueProviderTests {
  @Test func registerTypeProvidesEverySpecialization() {
    var provider = ValueProvider()
    provider.registerType(Array<Any>.self)
    let catalog = CatalogMock()
    catalog.useDefaultValues(from: provider)
    let failures = captureFailures {
      #expect(catalog.titles == [])
      #expect(catalog.counts == [])
    }
    #expect(failures.isEmpty)
    provider.removeType(Array<Any>.self)
    #expect(provider.provideValue(for: [Int].self) == nil)
  }

  /// Mockingbird's spelling: `remove` of a `Providable` type undoes `registerType`.
  @Test func removingAProvidableTypeStopsItsSpecializations() {
    var provider = ValueProvider()
    provider.registerType(Array<Any>.self)
    provider.remove(Array<Any>.self)
    let catalog = CatalogMock()
    catalog.useDefaultValues(from: provider)
    let failures = captureFailures { _ = catalog.titles }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message == """
        Missing stub for CatalogMock.titles returning 'Array<String>'. Stub it with given(…) or make the mock relaxed \
        with useDefaultValues(from:).
        Invocations of titles (getter) on CatalogMock:
          #1 titles
        """)
  }

  @Test func presets() {
    let catalog = CatalogMock()
    catalog.useDefaultValues(from: .standardProvider.adding(.foundationProvider))
    #expect(catalog.tags.isEmpty)
    #expect(catalog.index.isEmpty)
    #expect(catalog.created == Date(timeIntervalSinceReferenceDate: 0))
    #expect(ValueProvider.primitivesProvider.provideValue(for: Double.self) == 0)
    #expect(ValueProvider.primitivesProvider.provideValue(for: CGFloat.self) == 0)
    #expect(ValueProvider.stringsProvider.provideValue(for: String.self) == "")
    #expect(ValueProvider.collectionsProvider.provideValue(for: Int.self) == nil)
  }

  @Test func theStandardProviderPutsTuplesTogetherFromTheirElements() {
    let pair = ValueProvider.standardProvider.provideValue(for: (String, Int).self)
    #expect(pair?.0 == "")
    #expect(pair?.1 == 0)
    let six = ValueProvider.standardProvider.provideValue(for: (Bool, Int, String, Double, [Int], Int?).self)
    #expect(six?.0 == false)
    #expect(six?.4 == [])
    #expect(ValueProvider.stringsProvider.provideValue(for: (String, String).self) == nil)
  }

  @Test func registeredValuesCanBeRemovedAndOverridden() {
    var provider = ValueProvider()
    provider.register("a", for: String.self)
    var other = ValueProvider()
    other.register("b", for: String.self)
    #expect(provider.adding(other).provideValue(for: String.self) == "b")
    provider.remove(String.self)
    #expect(provider.provideValue(for: String.self) == nil)
  }
}

/// Mockingbird's `+` and its `basicsProvider` and `datesProvider` presets.
@Suite struct ValueProviderPresetTests {
  @Test func plusCombinesProvidersAndTheRightOneWins() {
    var first = ValueProvider()
    first.register("wren", for: String.self)
    var second = ValueProvider()
    second.register("robin", for: String.self)
    second.register(7, for: Int.self)
    let combined = first + second
    #expect(combined.provideValue(for: String.self) == "robin")
    #expect(combined.provideValue(for: Int.self) == 7)
  }

  @Test func basicsAndDates() {
    let provider = ValueProvider.basicsProvider + .datesProvider
    #expect(provider.provideValue(for: Data.self) == Data())
    #expect(provider.provideValue(for: IndexSet.self) == IndexSet())
    #expect(provider.provideValue(for: IndexPath.self) == IndexPath())
    #expect(provider.provideValue(for: Date.self) == Date(timeIntervalSinceReferenceDate: 0))
    #expect(provider.provideValue(for: String?.self) == .some(nil))
    #expect(ValueProvider.datesProvider.provideValue(for: Data.self) == nil)
  }
}
