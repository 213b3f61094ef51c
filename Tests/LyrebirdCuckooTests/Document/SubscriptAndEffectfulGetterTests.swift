import LyrebirdCuckoo
import LyrebirdTestSupport
import Testing

/// Subscripts and `async`/`throws` getters through the proxies, as properties are: `.get`, `.set(…)`.
@Suite struct SubscriptAndEffectfulGetterTests {
  @Test func stubbingAndVerifyingASettableSubscript() {
    let mock = MockCatalog()
    var written: [(Int, String)] = []
    stub(mock) { stub in
      when(stub[anyInt()].get).thenReturn("any")
      when(stub[2].get).thenReturn("two")
      when(stub[anyInt()].set(anyString())).then { written.append($0) }
    }
    #expect(mock[0] == "any")
    #expect(mock[2] == "two")
    mock[5] = "five"
    #expect(written.map(\.0) == [5])
    #expect(written.map(\.1) == ["five"])
    verify(mock)[2].get()
    verify(mock, times(2))[anyInt()].get()
    verify(mock)[5].set("five")
    verify(mock, never())[5].set("six")
  }

  @Test func aReadOnlySubscriptWithSeveralParameters() {
    let mock = MockCatalog()
    stub(mock) { stub in
      when(stub[anyString(), anyInt()].get).then { key, fallback in key.count + fallback }
    }
    #expect(mock["abc", 1] == 4)
    verify(mock)["abc", 1].get()
  }

  @Test func aLabelledThrowingSubscriptReturnsAndThrows() throws {
    let mock = MockCatalog()
    stub(mock) { stub in
      when(stub[position: anyInt()].get).thenThrow(GreetingError(reason: "gone"))
      when(stub[position: 0].get).thenReturn(10)
    }
    #expect(try mock[position: 0] == 10)
    #expect(throws: GreetingError(reason: "gone")) { try mock[position: 1] }
    verify(mock)[position: 0].get()
    verify(mock, times(2))[position: anyInt()].get()
  }

  /// A metatype isn't `Matchable`: `any(Int.Type.self)` matches the type argument.
  @Test func aGenericSubscriptIsStubbedForTheTypeItIsReadAs() {
    let mock = MockCatalog()
    stub(mock) { stub in
      when(stub["count", as: any(Int.Type.self)].get).thenReturn(Optional(3))
    }
    let count: Int? = mock["count", as: Int.self]
    #expect(count == 3)
    verify(mock)[anyString(), as: any(Int.Type.self)].get()
    verify(mock, never())["other", as: any(Int.Type.self)].get()
  }

  @Test func aSubscriptVerificationThatFailsIsReportedAtItsLine() {
    let mock = MockCatalog()
    stub(mock) { stub in when(stub[anyInt()].get).thenReturn("") }
    _ = mock[1]
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(mock)[7].get()
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.fileID == #fileID)
    #expect(failures.first?.message == "Wanted 1 times but not invoked.")
  }

  @Test func anAsyncThrowingGetterReturnsAndThrows() async throws {
    let mock = MockCatalog()
    stub(mock) { stub in
      when(stub.remoteCount.get).thenReturn(3).thenThrow(GreetingError(reason: "offline"))
      when(stub.title.get).thenReturn("Birds")
    }
    #expect(try await mock.remoteCount == 3)
    await #expect(throws: GreetingError(reason: "offline")) { try await mock.remoteCount }
    #expect(await mock.title == "Birds")
    verify(mock, times(2)).remoteCount.get()
    verify(mock).title.get()
  }

  @Test func anEffectfulGetterVerificationThatFailsIsReportedAtItsLine() async {
    let mock = MockCatalog()
    var line: UInt = 0
    let failures = captureFailures {
      line = #line + 1
      verify(mock).remoteCount.get()
    }
    #expect(failures.map(\.line) == [line])
    #expect(failures.first?.fileID == #fileID)
    #expect(failures.first?.message == "Wanted 1 times but not invoked.")
  }
}
