import LyrebirdCuckoo
import Testing

/// The README's "From Cuckoo" example, statement for statement, with what its comments say.
@Suite struct ReadmeExampleTests {
  @Test func comingFromCuckoo() {
    let mock = MockGreeter()
    stub(mock) { stub in
      when(stub.greetWithMessage("Hello world")).thenDoNothing()
      when(stub.readWriteProperty.get).thenReturn(10, 20)
      when(stub.countCharacters(anyString())).thenReturn(10)
      when(stub.countCharacters("a")).thenReturn(1)
    }
    mock.greetWithMessage("Hello world")
    #expect(mock.countCharacters("a") == 1)
    #expect(mock.readWriteProperty == 10)
    verify(mock).greetWithMessage("Hello world")
    verify(mock, atLeastOnce()).countCharacters(anyString())
    verify(mock).readWriteProperty.get
    verifyNoMoreInteractions(mock)
    #expect([mock.readWriteProperty, mock.readWriteProperty] == [20, 20])
  }
}
