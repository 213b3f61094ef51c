import LyrebirdMacros
import Testing

// The overload matrix's pairs that once made a generated mock ambiguous or redeclared, expanded
// by the macro (Tests/Fixtures/Overloads.swift has the whole matrix for the generator's shapes).

struct MacroNestFault: Swift.Error, Equatable {
  let code: Int
}

@Mockable(compilationCondition: .none)
protocol MacroNestResults {
  func refresh() throws
  func refresh() throws -> Bool
  func tally(_ name: String)
  func tally(_ name: String) -> Int
  func settle() async
  func settle() async -> Int
  func decode() throws(MacroNestFault) -> Int
  func decode() throws -> String
}

@Mockable(compilationCondition: .none)
protocol MacroNestShapes {
  func adjust(_ value: inout Int)
  func adjust(_ value: Int)
  func keep(_ name: borrowing String) -> Int
  func keep(_ name: String) -> Bool
}

@Suite struct OverloadMatrixTests {
  @Test func overloadsByResultAreStubbedApart() async throws {
    let results = mock(MacroNestResults.self)
    given(results.refresh()).willReturn(true)
    given(results.tally("wren")).willReturn(4)
    given(await results.settle()).willReturn(9)
    given(results.decode()).willReturn("decoded")
    try results.refresh() as Void
    let refreshed: Bool = try results.refresh()
    let tally: Int = results.tally("wren")
    let settled: Int = await results.settle()
    let decoded: String = try results.decode()
    #expect(refreshed && tally == 4 && settled == 9 && decoded == "decoded")
    verify(results.refresh()).returning(Void.self).wasCalled(once)
    verify(results.tally("wren")).returning(Void.self).wasNeverCalled()
  }

  @Test func overloadsByOwnershipAreStubbedApart() {
    let shapes = mock(MacroNestShapes.self)
    given(shapes.adjust(any())).will { (value: inout Int) in value = 10 }
    given(shapes.keep("abc")).willReturn(3)
    given(shapes.keep("abc")).willReturn(false)
    var counter = 1
    shapes.adjust(&counter)
    let kept: Int = shapes.keep("abc")
    let isKept: Bool = shapes.keep("abc")
    #expect(counter == 10 && kept == 3 && !isKept)
  }
}

@Suite struct OverloadForwardingTests {
  @Test func overloadsByResultForwardToTheOneTheCallNamed() async throws {
    let results = mock(MacroNestResults.self)
    results.forwardCalls(to: RealResults())
    let refreshed: Bool = try results.refresh()
    let tally: Int = results.tally("ab")
    let settled: Int = await results.settle()
    #expect(!refreshed && tally == 2 && settled == 5)
    #expect(throws: MacroNestFault(code: 3)) { let _: Int = try results.decode() }
  }
}

private struct RealResults: MacroNestResults {
  func refresh() throws {}
  func refresh() throws -> Bool { false }
  func tally(_ name: String) {}
  func tally(_ name: String) -> Int { name.count }
  func settle() async {}
  func settle() async -> Int { 5 }
  func decode() throws(MacroNestFault) -> Int { throw MacroNestFault(code: 3) }
  func decode() throws -> String { "decoded" }
}
