import Lyrebird
import Testing

/// `getSubscript("a", "b")` and `setSubscript("a", "b", newValue:)` for a variadic subscript, as
/// Mockingbird spells them.
@Suite struct VariadicSubscriptTests {
  @Test func severalValuesStubAndVerifyTheVariadicGetter() {
    let aviary = mock(Aviary.self)
    given(aviary.getSubscript("robin", "wren")) ~> 2
    given(aviary.getSubscript("robin")) ~> 7
    #expect(aviary["robin", "wren"] == 2)
    #expect(aviary["robin"] == 7)
    verify(aviary.getSubscript("robin", "wren")).wasCalled()
  }

  @Test func severalValuesStubAndVerifyTheVariadicSetter() {
    let aviary = mock(Aviary.self)
    let writes = Locked<[[String]]>([])
    given(aviary.setSubscript("robin", "wren", newValue: any())) ~> { residents, _ in
      writes.mutate { $0.append(residents) }
    }
    aviary["robin", "wren"] = 3
    #expect(writes.value == [["robin", "wren"]])
    verify(aviary.setSubscript("robin", "wren", newValue: 3)).wasCalled()
  }

  @Test func anUnmatchedVariadicCallIsReportedAtTheVerify() {
    let aviary = mock(Aviary.self)
    given(aviary.getSubscript("robin", "wren")) ~> 2
    _ = aviary["robin", "wren"]
    let verifyLine: UInt = #line + 1
    let failures = captureFailures { verify(aviary.getSubscript("wren", "robin")).wasCalled() }
    #expect(failures.map(\.line) == [verifyLine])
    #expect(
      failures.first?.message == """
        Expected exactly 1 invocation of AviaryMock.[["wren", "robin"]], but received 0.
        Invocations of subscript(_: String...) -> Int (getter) on AviaryMock:
          #1 [["robin", "wren"]]
        """)
  }
}
