import Lyrebird
import LyrebirdFixtures
import Testing

/// The overload matrix in Mockolo's shape with `--lyrebird-dsl` (Golden/OverloadGeneratedMocks.swift):
/// handlers answer first, and Lyrebird's DSL stubs and verifies each overload apart.
@Suite struct OverloadMatrixTests {
  @Test func overloadsByResultAreStubbedApart() async throws {
    let mock = NestResultsMock()
    given(mock.refresh()).willReturn(true)
    given(mock.tally("wren")).willReturn(4)
    given(await mock.settle()).willReturn(9)
    try mock.refresh() as Void
    let refreshed: Bool = try mock.refresh()
    let tally: Int = mock.tally("wren")
    let settled: Int = await mock.settle()
    #expect(refreshed && tally == 4 && settled == 9)
    verify(mock.refresh()).returning(Void.self).wasCalled(once)
    verify(mock.tally("wren")).returning(Int.self).wasCalled(once)
  }

  @Test func aTypedThrowingHandlerKeepsItsErrorType() {
    let effects = NestEffectsMock()
    effects.decodeHandler = { () throws(NestFault) -> Int in throw NestFault(code: 3) }
    do {
      let _: Int = try effects.decode()
      Issue.record("expected a throw")
    } catch {
      #expect(error.code == 3)
    }
    verify(effects.decode()).returning(Int.self).wasCalled(once)
  }
}
