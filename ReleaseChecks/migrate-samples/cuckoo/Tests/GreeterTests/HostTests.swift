import Cuckoo
import XCTest

@testable import Greeter

final class HostTests: XCTestCase {
  func testAHostGreetsEveryone() {
    let greeter = MockGreeter()
    stub(greeter) { stub in
      when(stub.greet(anyString())).thenReturn("hello")
    }

    XCTAssertEqual(Host(greeter: greeter).welcome(["ada", "alan"]), ["hello", "hello"])
    verify(greeter, times(2)).greet(anyString())
  }
}
