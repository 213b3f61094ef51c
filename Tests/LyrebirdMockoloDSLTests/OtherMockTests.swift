import Lyrebird
import LyrebirdTestSupport
import Testing

/// `--lyrebird-dsl` on locked, main-actor, initializer-requiring and class mocks.
@Suite struct OtherMockTests {
  @Test func aLockedMockTakesTheDSLFromManyTasks() async {
    let mock = LedgerMock()
    given(mock.post(any(), amount: any())).willReturn(true)
    await withTaskGroup(of: Bool.self) { group in
      for index in 0..<20 { group.addTask { mock.post("entry", amount: index) } }
      for await posted in group { #expect(posted) }
    }
    #expect(mock.postCallCount == 20)
    #expect(mock.postArgValues.count == 20)
    verify(mock.post("entry", amount: any())).wasCalled(exactly(20))
  }

  @MainActor @Test func aMainActorMockTakesTheDSL() {
    let mock = DisplayMock()
    given(mock.show("hi")).willReturn(true)
    #expect(mock.show("hi"))
    #expect(!mock.show("other"))
    verify(mock.show(any())).wasCalled(twice)
  }

  @Test func anInitRequirementSetsItsPropertyAndThePlainInitializerTakesTheLocation() {
    #expect(TerminalMock(id: 3).id == 3)
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      let mock = TerminalMock()
      #expect(mock.swipe() == .penny)
    }
    #expect(failures.first?.line == line)
  }

  @Test func aClassConstrainedProtocolsMockSubclassesTheClassAndTakesTheDSL() {
    let mock = DrawerMock(shelves: 2)
    #expect(mock.shelves == 2)
    given(mock.slide()).willReturn(.dime)
    #expect(mock.slide() == .dime)
    verify(mock.slide()).wasCalled()
    // Made through the class's initializer, the mock reports where no test location is known.
    let failures = captureFailures { #expect(DrawerMock(shelves: 1).slide() == .penny) }
    #expect(failures.count == 1)
  }

  @Test func aClassMockKeepsMockolosShapeAndCallsTheClass() {
    let mock = TillMock()
    #expect(mock.count() == 0)
    mock.countHandler = { 3 }
    #expect(mock.count() == 3)
    #expect(mock.countCallCount == 2)
  }
}
