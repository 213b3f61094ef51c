import LyrebirdMocked
import Testing

@Mocked(compilationCondition: .none)
protocol Birdbath {
  var depth: Int { get set }
  var temperature: Double { get }
  var frozen: Bool { get throws }
  var visitors: [String] { get async }
  var algae: Int { get async throws }
  func fill()
  func drain() throws
  func heat() async
  func scrub() async throws
  func level() -> Int
  func salinity() throws -> Double
  func reading() async -> String
  func sample() async throws -> String
}

/// swift-mocking's names for backing types, written in annotations, name the backing properties.
@Suite struct BackingTypeNamesTests {
  @Test func swiftMockingsNamesAnnotateTheBackingProperties() async throws {
    let bath = BirdbathMock()
    let depth: MockReadWriteProperty<Int> = bath._depth
    let getter: MockPropertyGetter<Int> = depth.getter
    let setter: MockPropertySetter<Int> = depth.setter
    let temperature: MockReadOnlyProperty<Double> = bath._temperature
    let frozen: MockReadOnlyThrowingProperty<Bool> = bath._frozen
    let visitors: MockReadOnlyAsyncProperty<[String]> = bath._visitors
    let algae: MockReadOnlyAsyncThrowingProperty<Int> = bath._algae
    let _: MockPropertyThrowingGetter<Bool> = frozen.getter
    let _: MockPropertyAsyncGetter<[String]> = visitors.getter
    let _: MockPropertyAsyncThrowingGetter<Int> = algae.getter
    let fill: MockVoidNonParameterizedMethod = bath._fill
    let _: MockVoidNonParameterizedThrowingMethod = bath._drain
    let _: MockVoidNonParameterizedAsyncMethod = bath._heat
    let _: MockVoidNonParameterizedAsyncThrowingMethod = bath._scrub
    let level: MockReturningNonParameterizedMethod<Int> = bath._level
    let _: MockReturningNonParameterizedThrowingMethod<Double> = bath._salinity
    let _: MockReturningNonParameterizedAsyncMethod<String> = bath._reading
    let sample: MockReturningNonParameterizedAsyncThrowingMethod<String> = bath._sample

    getter.implementation = .returns(4)
    temperature.getter.implementation = .returns(18.5)
    level.implementation = .returns(3)
    sample.implementation = .returns("clear")
    fill.implementation = .invokes {}
    bath.depth = 6
    bath.fill()
    #expect(bath.depth == 4)
    #expect(bath.temperature == 18.5)
    #expect(bath.level() == 3)
    #expect(try await bath.sample() == "clear")
    #expect(setter.invocations == [6])
    #expect(fill.callCount == 1)
  }
}
