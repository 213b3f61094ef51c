import Lyrebird
import LyrebirdFixtures
import LyrebirdTestSupport
import Testing

/// Mocks of a chain of protocols, whose members, handles and records each protocol's mock declares
/// once in `extension P where Self: Lyrebird.MockObject` for every mock below it.
@Suite struct SharedMemberTests {
  @Test func aGrandchildsMockStubsVerifiesAndRecordsItsGrandparentsMembers() {
    let crag = mock(Crag.self)
    given(crag.land(on: any())).willReturn(true)
    given(crag.getHeight()).willReturn(3)
    let ledge: any Ledge = crag
    #expect(ledge.land(on: "oak"))
    #expect(ledge.height == 3)
    // The protocol's own default doesn't answer for the mock.
    ledge.rest()
    crag.height = 5
    verify(crag.land(on: "oak")).wasCalled()
    verify(crag.rest()).wasCalled(once)
    verify(crag.setHeight(5)).wasCalled()
    #expect(crag._land.lastInvocation == "oak")
    #expect(crag._height.lastSetValue == 5)
    #expect(crag._rest.callCount == 1)
  }

  @Test func eachMockOfTheChainKeepsItsOwnCalls() {
    let ledge = mock(Ledge.self)
    let cliff = mock(Cliff.self)
    given(ledge.land(on: "elm")).willReturn(true)
    given(cliff.land(on: "elm")).willReturn(false)
    given(cliff.sleep()).willReturn(6)
    #expect(ledge.land(on: "elm"))
    #expect(!cliff.land(on: "elm"))
    #expect((cliff as any Ledge).land(on: "elm") == false)
    #expect(cliff.sleep() == 6)
    verify(ledge.land(on: "elm")).wasCalled(once)
    verify(cliff.land(on: "elm")).wasCalled(twice)
    verifyNoMoreInteractions(ledge)
  }

  @Test func anInheritedMemberForwardsToATargetOfTheProtocolThatDeclaresIt() {
    let crag = mock(Crag.self)
    crag.forwardCalls(to: GraniteLedge())
    #expect(crag.height == 7)
    #expect(crag.land(on: "oak"))
    #expect(crag.sleep() == 8)
    verify(crag.getHeight()).wasCalled()
  }

  @Test func aRequirementOfTwoUnrelatedParentsIsTheChildMocksOwn() {
    let tower = mock(Watchtower.self)
    given(tower.scan()).willReturn(4)
    #expect((tower as any Lookout).scan() == 4)
    #expect((tower as any Sentry).scan() == 4)
    verify(tower.scan()).wasCalled(twice)
    #expect(tower._scan.callCount == 2)
  }

  @Test func anUnstubbedInheritedMemberIsReportedAtTheLineThatMadeTheMock() {
    let mockLine = #line + 1
    let crag = mock(Crag.self)
    let failures = captureFailures { _ = crag.land(on: "pine") }
    #expect(failures.count == 1)
    #expect(failures.first?.line == UInt(mockLine))
    #expect(failures.first?.fileID.hasSuffix("SharedMemberTests.swift") == true)
    #expect(
      failures.first?.message == """
        Missing stub for CragMock.land(on: "pine") returning 'Bool'. Stub it with given(…) or make the mock \
        relaxed with useDefaultValues(from:).
        Invocations of land(on:) on CragMock:
          #1 land(on: "pine")
        """,
      "\(failures.map(\.message))")
  }
}
