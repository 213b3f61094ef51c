import Lyrebird
import Testing

/// The README's `--lyrebird-dsl` example in "From Mockolo", statement for statement.
@Suite struct ReadmeExampleTests {
  @Test func comingFromMockoloWithTheDSL() async throws {
    let register = RegisterMock()
    register.ringHandler = { amount, _ in amount * 2 }
    given(await register.sync()).willReturn(true)
    #expect(register.ring(4, note: "tip") == 8)
    #expect(try await register.sync())
    verify(register.ring(4, note: any())).wasCalled()
  }
}
