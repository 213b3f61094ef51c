import Lyrebird
import LyrebirdTestSupport
import Testing

/// Tests of a `--lyrebird-dsl` mock: what Mockolo's users write keeps working, and Lyrebird's
/// `given`/`verify` work on the same mock.
@Suite struct RegisterMockTests {
  @Test func handlersCountersAndPropertiesWorkAsInMockolo() throws {
    let mock = RegisterMock(owner: "Ada", float: .dime)
    mock.ringHandler = { amount, _ in amount * 2 }
    #expect(mock.ring(4, note: "tip") == 8)
    #expect(mock.ringCallCount == 1)
    mock.owner = "Grace"
    #expect(mock.owner == "Grace")
    #expect(mock.ownerSetCallCount == 1)
    var opened = false
    mock.openHandler = { opened = true }
    try mock.open()
    #expect(opened && mock.openCallCount == 1)
  }

  @Test func givenStubsAMethodWithoutAHandler() {
    let mock = RegisterMock()
    given(mock.ring(any(), note: "tip")).willReturn(5)
    #expect(mock.ring(3, note: "tip") == 5)
    #expect(mock.ringCallCount == 1)
  }

  @Test func aHandlerAnswersBeforeAStubAndItsCallsAreVerified() {
    let mock = RegisterMock()
    given(mock.ring(any(), note: any())).willReturn(5)
    mock.ringHandler = { amount, _ in amount }
    #expect(mock.ring(9, note: "x") == 9)
    verify(mock.ring(9, note: "x")).wasCalled()
    verify(mock.ring(1, note: any())).wasNeverCalled()
    #expect(mock._ring.lastInvocation?.amount == 9)
    #expect(mock._ring.returnedValues == [9])
  }

  @Test func withNeitherAMembersMockoloDefaultAnswersSilently() {
    let mock = RegisterMock()
    let failures = captureFailures {
      #expect(mock.ring(1, note: "") == 0)
      #expect(mock.owner == "")
      #expect(mock.drawer == 0)
      mock.reset()
    }
    #expect(failures.isEmpty)
    verify(mock.reset()).wasCalled()
  }

  @Test func aMemberWithoutADefaultIsReportedAtTheMocksCreation() {
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      let mock = RegisterMock()
      #expect(mock.change(for: 3) == .penny)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.line == line)
    #expect(failures.first?.fileID == #fileID)
    #expect(
      failures.first?.message == """
        Missing stub for RegisterMock.change(for: 3) returning 'Coin'. Set its handler (the member's …Handler), \
        or stub it with given(…).
        Invocations of change(for:) on RegisterMock:
          #1 change(for: 3)
        """)
  }

  @Test func aPropertyWithoutADefaultIsReportedUntilSet() {
    let mock = RegisterMock()
    let failures = captureFailures { #expect(mock.float == .penny) }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("Missing stub for RegisterMock.float returning 'Coin'.") == true)
    mock.float = .dime
    #expect(mock.float == .dime)
    #expect(mock.floatSetCallCount == 1)
  }

  @Test func givenStubsAPropertyBeforeItsValueAndVerifyCountsItsAccesses() {
    let mock = RegisterMock(owner: "Ada", float: .dime)
    given(mock.getOwner()).willReturn("Lin")
    #expect(mock.owner == "Lin")
    mock.owner = "Grace"
    verify(mock.setOwner("Grace")).wasCalled()
    verify(mock.getOwner()).wasCalled()
    #expect(mock._owner.lastSetValue == "Grace")
    // The initializer's value is no call to the setter.
    #expect(mock.ownerSetCallCount == 1)
  }

  @Test func asyncAndThrowingMembersTakeHandlersAndStubs() async throws {
    let mock = RegisterMock()
    given(await mock.sync()).willReturn(true)
    #expect(try await mock.sync())
    mock.syncHandler = { false }
    #expect(try await mock.sync() == false)
    #expect(mock.syncCallCount == 2)
    verify(await mock.sync()).wasCalled(twice)
    given(mock.open()).willThrow(RegisterError.jammed)
    #expect(throws: RegisterError.jammed) { try mock.open() }
    #expect(try await mock.balance == 0)
    mock.balanceHandler = { 12 }
    #expect(try await mock.balance == 12)
  }

  @Test func genericInoutAndClosureMembersKeepMockolosHandlers() {
    let mock = RegisterMock()
    mock.convertHandler = { value in value }
    #expect(mock.convert("x") == "x")
    mock.adjustHandler = { value in value += 1 }
    var value = 1
    mock.adjust(&value)
    #expect(value == 2)
    mock.tallyHandler = { body in body(3) }
    var tallied = 0
    mock.tally { tallied = $0 }
    #expect(tallied == 3)
    verify(mock.tally(any())).wasCalled()
  }

  @Test func staticsAndSubscriptsKeepMockolosShape() {
    RegisterMock.modelHandler = { "X-1" }
    #expect(RegisterMock.model() == "X-1")
    let mock = RegisterMock()
    mock.subscriptHandler = { slot in "slot \(slot)" }
    #expect(mock[2] == "slot 2")
    #expect(mock.subscriptCallCount == 1)
  }
}

enum RegisterError: Error, Equatable {
  case jammed
}
