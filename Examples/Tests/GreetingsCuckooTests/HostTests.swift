import Greetings
import LyrebirdCuckoo
import Testing

/// Cuckoo's DSL on the plugin's mocks of Greetings, which lyrebird.yml generates in the cuckoo dialect.
@Suite struct HostTests {
  @Test func birdsThatSignInAreGreeted() {
    let greeter = MockGreeter()
    let guestbook = MockGuestbook()
    let clock = MockClock()
    stub(greeter) { stub in
      when(stub.greet(anyString())).thenReturn("Hello")
      when(stub.greet("Robin")).thenReturn("Hello, Robin!")
    }
    stub(guestbook) { stub in
      when(stub.sign(anyString(), at: anyInt())).thenReturn(true)
      when(stub.sign("Magpie", at: anyInt())).thenReturn(false)
    }
    stub(clock) { stub in when(stub.hour()).thenReturn(7) }

    let host = Host(greeter: greeter, guestbook: guestbook, clock: clock)
    #expect(host.welcome(["Robin", "", "Magpie", "Wren"]) == ["Hello, Robin!", "Hello"])
    verify(greeter).greet("Robin")
    verify(greeter, times(2)).greet(anyString())
    verify(greeter, never()).greet("Magpie")
    verify(guestbook, never()).sign("", at: anyInt())
  }

  @Test func aCaptorCollectsTheHoursSignedAt() {
    let greeter = MockGreeter()
    let guestbook = MockGuestbook()
    let clock = MockClock()
    stub(greeter) { stub in when(stub.greet(anyString())).thenReturn("Hi") }
    stub(guestbook) { stub in when(stub.sign(anyString(), at: anyInt())).thenReturn(true) }
    stub(clock) { stub in when(stub.hour()).thenReturn(6, 7) }

    _ = Host(greeter: greeter, guestbook: guestbook, clock: clock).welcome(["Robin", "Wren", "Jay"])
    let hours = ArgumentCaptor<Int>()
    verify(guestbook, times(3)).sign(anyString(), at: hours.capture())
    #expect(hours.allValues == [6, 7, 7])
  }

  @Test(arguments: [(8, [3]), (2, [])])
  func aLoudGreeterIsHushed(volume: Int, written: [Int]) {
    let greeter = MockGreeter()
    stub(greeter) { stub in
      when(stub.volume.get).thenReturn(volume)
      when(stub.volume.set(anyInt())).thenDoNothing()
    }
    var host = Host(greeter: greeter, guestbook: MockGuestbook(), clock: MockClock())
    host.hush()
    let writes = ArgumentCaptor<Int>()
    verify(greeter, times(written.count)).volume.set(writes.capture())
    #expect(writes.allValues == written)
    verify(greeter).volume.get()
  }
}
