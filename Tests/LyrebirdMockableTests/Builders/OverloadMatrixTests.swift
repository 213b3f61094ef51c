import LyrebirdFixtures
import LyrebirdMockable
import Testing

/// The overload matrix (Tests/Fixtures/Overloads.swift) in Mockable's shape: each overload apart.
///
/// The mocks are generated into Golden/OverloadGeneratedMocks.swift. Overloads that share their
/// parameters are told apart by their result or signature, as Swift picks any overload.
@Suite struct MockableOverloadMatrixTests {
  @Test func overloadsDifferingByResult() throws {
    let nest = MockNestResults(policy: .strict)
    given(nest)
      .refresh().willReturn(true)
      .tally(.any).willReturn(4)
      .label().willReturn(7)
      .label().willReturn("seven")
      .peek().willReturn(Int?.some(2))
      .peek().willReturn(3)
    given(nest).refresh().willReturn(())
    given(nest).tally(.value("wren")).willReturn(())
    #expect(try nest.refresh() as Bool)
    try nest.refresh() as Void
    #expect(nest.tally("robin") as Int == 4)
    nest.tally("wren") as Void
    #expect(nest.label() as Int == 7 && nest.label() as String == "seven")
    #expect(nest.peek() as Int? == 2 && nest.peek() as Int == 3)
    typealias Verify = MockNestResults.VerifyBuilder
    (verify(nest).label() as LyrebirdMockable.OverloadedFunctionVerifyBuilder<MockNestResults, Verify, () -> Int>)
      .called(.once)
    (verify(nest).tally(.any) as OverloadedFunctionVerifyBuilder<MockNestResults, Verify, (String) -> Int>)
      .called(.once)
    (verify(nest).tally(.any) as OverloadedFunctionVerifyBuilder<MockNestResults, Verify, (String) -> Void>)
      .called(1)
  }

  @Test func overloadsDifferingByEffectsAndLabels() async throws {
    let nest = MockNestEffects(policy: .strict)
    typealias Given = MockNestEffects.ReturnBuilder
    (given(nest).count() as FunctionReturnBuilder<MockNestEffects, Given, Int, () -> Int>).willReturn(1)
    (given(nest).count() as FunctionReturnBuilder<MockNestEffects, Given, Int, () async -> Int>)
      .willProduce { () async -> Int in 2 }
    given(nest)
      .decode().willReturn(5)
      .decode().willReturn("five")
      .drain().willReturn(true)
    given(nest).drain().willThrow(NestFault(code: 3))
    // A synchronous closure calls the synchronous overload; the test's body would take the `async` one.
    let counted: Int = { nest.count() }()
    #expect(counted == 1)
    #expect(await nest.count() == 2)
    #expect(try nest.decode() as Int == 5 && nest.decode() as String == "five")
    let drained: Bool = { nest.drain() }()
    #expect(drained)
    await #expect(throws: NestFault(code: 3)) { try await nest.drain() }
    let shapes = MockNestShapes(policy: .strict)
    given(shapes)
      .move(to: .any).willReturn(1)
      .move(by: .any).willReturn(2)
      .move(.any).willReturn(3)
      .encode(Parameter<Int>.any).willReturn("int")
      .value().willReturn(9)
      .keep(.any).willReturn(true)
    #expect(shapes.move(to: 0) == 1 && shapes.move(by: 0) == 2 && shapes.move(0) == 3)
    #expect(shapes.encode(4) == "int")
    #expect(shapes.value() as Int == 9)
    #expect(shapes.keep("x") as Bool)
    verify(shapes).move(to: .any).called(.once).move(by: .value(0)).called(.once)
  }

  @Test func overloadsOfInoutSelfAndAssociatedTypes() {
    let shapes = MockNestShapes(policy: .strict)
    given(shapes).adjust(.any).willProduce { (value: inout Int) in value += 10 }
    given(shapes).adjust(.any).willProduce { (_: Int) in }
    var value = 1
    shapes.adjust(&value)
    shapes.adjust(value)
    #expect(value == 11)
    let copies = MockNestCopies(policy: .strict)
    given(copies).copy().willReturn(copies).copy().willReturn(4).copy(deep: .any).willReturn(copies)
    #expect(copies.copy() as Int == 4)
    #expect(copies.copy() as MockNestCopies === copies)
    #expect(copies.copy(deep: true) === copies)
    let store = MockNestStore<String>(policy: .strict)
    given(store).first().willReturn("a").first().willReturn(String?.none).put(.any).willReturn(true)
    given(store).put(.any).willReturn(())
    #expect(store.first() as String == "a" && store.first() as String? == nil)
    #expect(store.put("b") as Bool)
    store.put("c") as Void
  }
}
