import Foundation
import Lyrebird
import XCTest

/// The DSL under XCTest, including failures routed through IssueReporting and `eventually`.
final class XCTestIntegrationTests: XCTestCase {
  func testPersonReleasesABirdThatCanFly() {
    let bird = mock(Bird.self)
    given(bird.canFly).willReturn(true)
    Person().release(bird)
    verify(bird.fly()).wasCalled()
    verify(bird.canFly).wasCalled(once)
  }

  func testTreeShakesItsBirdOff() {
    let bird = mock(Bird.self)
    given(bird.getCanFly()) ~> true
    let tree = mock(Tree.self).initialize(with: bird)
    tree.forwardCallsToSuper()
    tree.shake()
    verify(bird.fly()).wasCalled()
    verify(tree.shake()).wasCalled()
  }

  func testClassMockStubsAndForwardsToSuper() {
    let tree = mock(Tree.self).initialize(height: 42)
    given(tree.grow(by: any())).will { amount in amount * 100 }
    XCTAssertEqual(tree.grow(by: 2), 200)
    // Concrete stubs beat forwarding, so forwarding applies once they are cleared.
    given(tree.grow(by: 5)).willForwardToSuper()
    XCTAssertEqual(tree.grow(by: 5), 500)
    clearStubs(on: tree)
    tree.forwardCallsToSuper()  // `super.grow` reads `height`, which must reach `super` too.
    XCTAssertEqual(tree.grow(by: 5), 47)
    verify(tree.grow(by: any())).wasCalled(exactly(3))
  }

  func testFailuresAreReportedAtTheVerifyLine() {
    let bird = mock(Bird.self)
    let line: UInt = #line + 1
    let failures = captureFailures { verify(bird.fly()).wasCalled() }
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(
      failures.first?.message,
      """
      Expected exactly 1 invocation of BirdMock.fly(), but received 0.
      No invocations of fly() were recorded on BirdMock.
      """)
  }

  func testEventuallyReturnsAnExpectation() {
    let bird = mock(Bird.self)
    given(bird.canFly).willReturn(true)
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
      guard bird.canFly else { return }
      bird.fly()
    }
    let expectation = eventually {
      verify(bird.canFly).wasCalled()
      verify(bird.fly()).wasCalled()
    }
    wait(for: [expectation], timeout: 2.0)
  }

  func testAsyncMembersInAnAsyncTest() async throws {
    let bird = mock(Bird.self)
    given(await bird.sing(song: any(), times: 2)).willReturn("la la")
    given(await bird.sing(song: "boom", times: any())).willThrow(BirdError())
    let song = try await bird.sing(song: "la", times: 2)
    XCTAssertEqual(song, "la la")
    do {
      _ = try await bird.sing(song: "boom", times: 1)
      XCTFail("expected a throw")
    } catch {
      XCTAssertTrue(error is BirdError)
    }
    verify(await bird.sing(song: any(), times: any())).wasCalled(twice)
  }

  func testAsyncMembersFromSynchronousCode() {
    let bird = mock(Bird.self)
    given(bird.sing(song: any(), times: any())).will { song, times in
      String(repeating: song, count: times)
    }
    let result = Locked<String>("")
    let done = expectation(description: "sang")
    Task {
      let song = (try? await bird.sing(song: "a", times: 3)) ?? ""
      result.mutate { $0 = song }
      done.fulfill()
    }
    wait(for: [done], timeout: 2)
    XCTAssertEqual(result.value, "aaa")
  }
}
