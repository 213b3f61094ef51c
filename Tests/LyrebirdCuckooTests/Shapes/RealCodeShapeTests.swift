import LyrebirdCuckoo
import Testing

/// Shapes found in real packages that Cuckoo-shaped mocks must compile for: a protocol that
/// requires `init()`, an `async` method beside a parent's synchronous one of the same name, and
/// `@autoclosure` arguments.
/// (A deprecated protocol's mocks are in the golden file too; naming them here would warn.)
@Suite struct RealCodeShapeTests {
  @Test func aProtocolThatRequiresInitHasAMockAndAStub() {
    let mock = MockResettable()
    stub(mock) { stub in
      when(stub.reset()).thenDoNothing()
    }
    mock.reset()
    verify(mock).reset()

    let stub = ResettableStub()
    stub.reset()
  }

  @Test func aProtocolConstrainedToAClassWithInitIsThatClass() {
    let mock = MockLedging()
    stub(mock) { stub in
      when(stub.grip()).thenReturn(true)
    }
    let ledge: Ledge = mock
    #expect(mock.grip())
    #expect(ledge.width() == 4)
    verify(mock).grip()
    #expect(!LedgingStub().grip())
  }

  @Test func aProtocolConstrainedToAClassWithARequiredInitRepeatsIt() {
    let mock = MockSwarming()
    stub(mock) { stub in
      when(stub.swarm()).thenReturn(9)
    }
    #expect(mock.swarm() == 9)
    #expect(mock.bees() == 100)
    verify(mock).swarm()
    #expect(SwarmingStub().swarm() == 0)
  }

  @Test func theSynchronousRunIsStubbedAndVerifiedThroughItsOwnProxies() throws {
    let mock = MockAsyncJob()
    stub(mock) { stub in
      when(stub.run()).thenThrow(JobError())
    }
    #expect(throws: JobError.self) { try Self.runSynchronously(mock) }
    verify(mock).run()
  }

  @Test func theAsyncRunIsVerifiedThroughItsAsyncProxy() async throws {
    let mock = MockAsyncJob()
    await verify(mock, never()).run()
    try await mock.run()
    await verify(mock).run()
  }

  @Test func anAutoclosureArgumentIsMatchedAndHandedToThenAsItsClosure() {
    let mock = MockRecorder()
    let anyInstant = anyClosure() as ParameterMatcher<() -> Int>
    stub(mock) { stub in
      when(stub.record("start", at: anyInstant)).then { event, instant in
        event == "start" && instant() == 3
      }
      when(stub.note(anyClosure())).then { message in #expect(message() == "hello") }
      when(stub.flush(in: 2, as: anyString())).then { seconds, format in format.count == seconds }
    }
    #expect(mock.record("start", at: 1 + 2))
    #expect(!mock.record("start", at: 4))
    mock.note("hello")
    verify(mock, times(2)).record("start", at: anyInstant)
    verify(mock, never()).record("stop", at: anyInstant)
    verify(mock).note(anyClosure())
    #expect(mock.flush(in: 2, as: "ms"))
    #expect(!mock.flush(in: 2, as: "s"))
    verify(mock, times(2)).flush(in: 2, as: anyString())
    verify(mock, never()).flush(in: 4, as: anyString())
  }

  struct JobError: Error {}

  /// Calls the parent's synchronous `run()`, which an async context would not pick.
  static func runSynchronously(_ job: any Job) throws { try job.run() }
}
