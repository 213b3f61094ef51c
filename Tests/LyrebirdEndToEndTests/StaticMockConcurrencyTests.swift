import Dispatch
import Lyrebird
import LyrebirdFixtures
import Testing

/// Parallel tests that stub the same static members differently each see only their own.
///
/// Swift Testing runs these tests at the same time; Scripts/check-thread-safety.sh runs them under
/// ThreadSanitizer.
@Suite struct StaticMockConcurrencyTests {
  /// Stubs the static members with `seed`'s answers, calls them between suspension points (so the
  /// other tests interleave), and verifies exactly this test's calls.
  static func exercise(_ seed: Int, rounds: Int = 40) async {
    let accepts = seed.isMultiple(of: 2)
    given(RegistryMock.register(any())).willReturn(accepts)
    given(RegistryMock.getCount()).willReturn(seed)
    for round in 0..<rounds {
      #expect(RegistryMock.register("\(seed)-\(round)") == accepts)
      #expect(RegistryMock.count == seed)
      await Task.yield()
    }
    verify(RegistryMock.register(any())).wasCalled(exactly(rounds))
    verify(RegistryMock.register("\(seed)-0")).wasCalled()
    verify(RegistryMock.register("\(seed + 1)-0")).wasNeverCalled()
    verify(RegistryMock.getCount()).wasCalled(exactly(rounds))
  }

  @Test func first() async { await Self.exercise(1) }
  @Test func second() async { await Self.exercise(2) }
  @Test func third() async { await Self.exercise(3) }
  @Test func fourth() async { await Self.exercise(4) }
  @Test func fifth() async { await Self.exercise(5) }
  @Test func sixth() async { await Self.exercise(6) }
  @Test func seventh() async { await Self.exercise(7) }
  @Test func eighth() async { await Self.exercise(8) }
  @Test func ninth() async { await Self.exercise(9) }
  @Test func tenth() async { await Self.exercise(10) }
  @Test func eleventh() async { await Self.exercise(11) }
  @Test func twelfth() async { await Self.exercise(12) }

  /// The cases of one parameterized test share the test's scope, so each case runs in a new one.
  @Test(arguments: 100..<128) func eachCaseInAScopeOfItsOwn(seed: Int) async {
    await StaticMockScope().run { await Self.exercise(seed) }
  }

  /// Child tasks see the scope of the test that started them.
  @Test func childTasksShareTheirTestsStubs() async {
    given(RegistryMock.register(any())).willReturn(true)
    await withTaskGroup(of: Bool.self) { group in
      for index in 0..<8 { group.addTask { RegistryMock.register("child \(index)") } }
      for await accepted in group { #expect(accepted) }
    }
    verify(RegistryMock.register(any())).wasCalled(exactly(8))
  }

  /// A scope run on purpose is shared: another task running the same scope sees its stubs and
  /// records into it, even from a thread outside any test.
  @Test func aSharedScopeIsSharedOnPurpose() async {
    let shared = StaticMockScope()
    shared.run { given(RegistryMock.register("shared")).willReturn(true) }
    let accepted = await Task.detached { shared.run { RegistryMock.register("shared") } }.value
    #expect(accepted)
    shared.run { verify(RegistryMock.register("shared")).wasCalled() }
    verify(RegistryMock.register(any())).wasNeverCalled()
  }

  /// Outside any test's task, static members use the process-wide scope.
  @Test func threadsOutsideTheTestUseTheProcessScope() async {
    StaticMockScope.process.run {
      reset(RegistryMock.self)
      given(RegistryMock.register("background")).willReturn(true)
    }
    let accepted = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: RegistryMock.register("background")) }
    }
    #expect(accepted)
    StaticMockScope.process.run {
      verify(RegistryMock.register("background")).wasCalled()
      reset(RegistryMock.self)
    }
    verify(RegistryMock.register(any())).wasNeverCalled()
  }
}
