import Greetings
import LyrebirdCuckoo
import Testing

/// A protocol that refines one from another module gets its parent's members, with no `--support`.
@Test func anUsherThanksAsEtiquetteSays() {
  let usher = MockUsher()
  stub(usher) { stub in
    when(stub.seat(anyString())).thenReturn(4)
    when(stub.thank("Robin")).thenReturn("Thank you, Robin")
  }
  #expect(usher.seat("Robin") == 4)
  #expect(usher.thank("Robin") == "Thank you, Robin")
  verify(usher).thank("Robin")
}
