import Lyrebird
import LyrebirdFixtures
import LyrebirdTestSupport
import Testing

/// Subscripts, initializers, static members, operators, `#if` and backticked names.
@Suite(.serialized) struct ShapesTests {
  @Test func subscripts() {
    let grid = mock(Grid.self)
    given(grid.getSubscript(1, 2)).willReturn(12)
    given(grid.getSubscript(name: "a")).willReturn("A")
    given(grid.getSubscript(key: any(String.self))).willReturn(7)
    #expect(grid[1, 2] == 12)
    #expect(grid[name: "a"] == "A")
    #expect(grid[key: "x"] == 7)
    var copy: any Grid = grid
    copy[3, 4] = 34
    verify(grid.setSubscript(3, 4, newValue: 34)).wasCalled()
    verify(grid.setSubscript(any(), any(), newValue: any())).wasCalled(once)
  }

  @Test func initializerRequirementsCreateFreshMocks() {
    func make<T: Named>(_ type: T.Type) -> T? { T(code: 1) }
    let named = NamedMock(name: "x")
    #expect(named.__lyrebirdContext.mockName == "NamedMock")
    let made = make(NamedMock.self)
    #expect(made != nil && made !== named)
  }

  /// As in Mockingbird, a call of an `init` requirement is recorded on the mock it made.
  @Test func initializerRequirementsAreRecorded() {
    func hatch<T: Hatchling>(_ type: T.Type) -> [T] {
      let (heavy, plump, byte): (T, T, T) = (T(weight: 3), T(weight: 2.5), T(weight: UInt8(1)))
      let light: T? = T(weight: "light")
      return [heavy, plump, byte] + (light.map { [$0] } ?? [])
    }
    let chicks = hatch(HatchlingMock.self)
    #expect(chicks.count == 4)
    verify(chicks[0].initialize(weight: 3)).wasCalled()
    verify(chicks[0].initialize(weight: any(Double.self))).wasNeverCalled()
    verify(chicks[1].initialize(weight: 2.5)).wasCalled()
    verify(chicks[2].initialize(weight: UInt8(1))).wasCalled()
    verify(chicks[3].initialize(weight: "light")).wasCalled()
    verify(chicks[3].initialize(weight: 3)).wasNeverCalled()
    let unhatched = mock(Hatchling.self)
    let failures = captureFailures { verify(unhatched.initialize(weight: 1)).wasCalled() }
    #expect(failures.map(\.line) == [#line - 1])
    #expect(
      failures.first?.message == """
        Expected exactly 1 invocation of HatchlingMock.init(weight: 1), but received 0.
        No invocations of init(weight: Int) were recorded on HatchlingMock.
        """)
  }

  @Test func staticMembersAndTheirReset() {
    reset(RegistryMock.self)
    given(RegistryMock.register(any())).willReturn(true)
    given(RegistryMock.getCount()).willReturn(3)
    #expect(RegistryMock.register("a"))
    #expect(RegistryMock.count == 3)
    verify(RegistryMock.register("a")).wasCalled()
    reset(RegistryMock.self)
    verify(RegistryMock.register(any())).wasNeverCalled()
  }

  /// Mockingbird's type forms: `clearStubs(on: RegistryMock.self)` and the other two.
  @Test func staticMembersClearedPartByPart() {
    given(RegistryMock.register(any())).willReturn(true)
    StaticMock.shared(for: RegistryMock.self).useDefaultValues(from: .standardProvider)
    #expect(RegistryMock.register("a"))
    clearStubs(on: RegistryMock.self)
    // As in Mockingbird, clearing stubs also clears the type's value providers.
    let cleared = captureFailures { _ = RegistryMock.register("x") }
    #expect(
      cleared.first?.message == """
        Missing stub for RegistryMock.register("x") returning 'Bool'. Stub it with given(…) or make the mock relaxed \
        with useDefaultValues(from:).
        Invocations of register(_:) on RegistryMock:
          #1 register("a")
          #2 register("x")
        """)
    clearInvocations(on: RegistryMock.self)
    StaticMock.shared(for: RegistryMock.self).useDefaultValues(from: .standardProvider)
    #expect(!RegistryMock.register("b"))
    #expect(!RegistryMock.register("b"))
    verify(RegistryMock.register(any())).wasCalled(twice)
    clearInvocations(on: RegistryMock.self)
    verify(RegistryMock.register(any())).wasNeverCalled()
    clearDefaultValues(on: RegistryMock.self)
    let failures = captureFailures { _ = RegistryMock.register("c") }
    #expect(
      failures.first?.message == """
        Missing stub for RegistryMock.register("c") returning 'Bool'. Stub it with given(…) or make the mock relaxed \
        with useDefaultValues(from:).
        Invocations of register(_:) on RegistryMock:
          #1 register("c")
        """)
  }

  @Test func operators() {
    let (a, b, sum) = (mock((any Vector).self), mock((any Vector).self), mock((any Vector).self))
    reset(VectorMock.self)
    given(VectorMock.operatorPlus(any(), any())).willReturn(sum)
    given(VectorMock.prefixOperatorMinus(a)).willReturn(b)
    #expect(a + b === sum)
    #expect(-a === b)
    verify(VectorMock.operatorPlus(a, b)).wasCalled()
  }

  @Test func conditionalMembersAndKeywordNames() {
    let platform = mock(Platform.self)
    #if os(Linux)
    given(platform.linuxOnly()).willReturn("linux")
    #expect(platform.linuxOnly() == "linux")
    #else
    given(platform.elsewhere()).willReturn("elsewhere")
    #expect(platform.elsewhere() == "elsewhere")
    #endif
    let keywords = mock(Keywords.self)
    given(keywords.getDefault()).willReturn(1)
    given(keywords.switch(case: any())).willReturn(2)
    #expect(keywords.default == 1)
    #expect(keywords.switch(case: 9) == 2)
    keywords.repeat(in: "x")
    verify(keywords.repeat(in: "x")).wasCalled()
    given(keywords.schedule(in: any(), for: "job")).will { delay, name in delay + name.count }
    #expect(keywords.schedule(in: 2, for: "job") == 5)
  }

  @Test func conditionalTypesKeepTheirConditions() {
    let desktop = mock(Desktop.self)
    given(desktop.open(any())).willReturn(true)
    #expect(desktop.open("/tmp"))
  }
}
