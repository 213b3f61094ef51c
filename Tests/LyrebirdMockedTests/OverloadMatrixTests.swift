import Lyrebird
import LyrebirdMocked
import Testing

// The overload matrix's pairs that once made a generated mock ambiguous or redeclared, expanded
// by the macro (Tests/Fixtures/Overloads.swift has the whole matrix for the generator's shapes).

struct MockedNestFault: Swift.Error, Equatable {
  let code: Int
}

@Mocked(compilationCondition: .none)
protocol MockedNestResults {
  func refresh() throws
  func refresh() throws -> Bool
  func tally(_ name: String)
  func tally(_ name: String) -> Int
  func settle() async
  func settle() async -> Int
  func decode() throws(MockedNestFault) -> Int
  func decode() throws -> String
}

@Mocked(compilationCondition: .none)
protocol MockedNestShapes {
  func adjust(_ value: inout Int)
  func adjust(_ value: Int)
  func keep(_ name: borrowing String) -> Int
  func keep(_ name: String) -> Bool
}

@Suite struct OverloadMatrixTests {
  @Test func overloadsByResultAreStubbedApart() async throws {
    let results = MockedNestResultsMock()
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
    let shapes = MockedNestShapesMock()
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
