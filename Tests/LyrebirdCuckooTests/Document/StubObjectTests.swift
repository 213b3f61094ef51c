import LyrebirdCuckoo
import LyrebirdTestSupport
import Testing

struct Plumage: Equatable {
  let colors: Int
}

/// `XStub` objects and `DefaultValueRegistry`, as Cuckoo's document describes them.
@Suite(.serialized) struct StubObjectTests {
  @Test func aStubDoesNothingAndReturnsDefaultValues() {
    let stub = GreeterStub()
    let failures = captureFailures {
      stub.greetWithMessage("ignored")
      stub.readWriteProperty = 3
      #expect(stub.readWriteProperty == 0)
      #expect(stub.readOnlyProperty == "")
      #expect(stub.greet(name: "Ann", times: 1) == "")
      #expect(stub.nickname(for: "Ann") == nil)
      #expect((try? stub.validate("x")) == false)
      stub.register(names: [])
    }
    #expect(failures.isEmpty)
  }

  @Test func aMockSpyingOnAStubAnswersEveryCallQuietly() {
    let mock = MockGreeter().spy(on: GreeterStub())
    let failures = captureFailures {
      #expect(mock.countCharacters("abc") == 0)
      mock.greetWithMessage("quiet")
    }
    #expect(failures.isEmpty)
    verify(mock).greetWithMessage("quiet")
  }

  @Test func aClassStubHasTheClassesInitializersAndDoesNothing() {
    let stubs = [CounterStub(start: 5), CounterStub(label: "abc"), CounterStub()]
    let failures = captureFailures {
      for stub in stubs {
        #expect(stub.next() == 0)
        #expect(stub.label == "")
        stub.label = "ignored"
        #expect(stub[3] == 0)
      }
    }
    #expect(failures.isEmpty)
    #expect(stubs.map(\.start) == [5, 3, 0])
  }

  @Test func aClassMockSpyingOnAClassStub() {
    let mock = MockCounter(start: 1).spy(on: CounterStub(start: 2))
    let failures = captureFailures {
      #expect(mock.next() == 0)
      #expect(mock.label == "")
    }
    #expect(failures.isEmpty)
    verify(mock).next()
  }

  @Test func aProtocolStubThatRequiresInitReadsTheRegistryToo() {
    let failures = captureFailures { ResettableStub().reset() }
    #expect(failures.isEmpty)
    #expect(ResettableStub().__lyrebirdContext.mockName == "ResettableStub")
  }

  @Test func theRegistryKnowsBasicTypesCollectionsAndOptionals() {
    #expect(DefaultValueRegistry.defaultValue(for: Int.self) == 0)
    #expect(DefaultValueRegistry.defaultValue(for: String.self) == "")
    #expect(DefaultValueRegistry.defaultValue(for: [Int].self) == [])
    #expect(DefaultValueRegistry.defaultValue(for: Set<String>.self) == [])
    #expect(DefaultValueRegistry.defaultValue(for: [String: Int].self) == [:])
    #expect(DefaultValueRegistry.defaultValue(for: Int?.self) == .some(nil))
    #expect(DefaultValueRegistry.defaultValue(for: Plumage.self) == nil)
  }

  @Test func registeredValuesOverrideAndResetForgetsThem() {
    DefaultValueRegistry.register(value: Plumage(colors: 3), forType: Plumage.self)
    DefaultValueRegistry.register(value: 42, forType: Int.self)
    #expect(DefaultValueRegistry.defaultValue(for: Plumage.self) == Plumage(colors: 3))
    #expect(GreeterStub().countCharacters("x") == 42)
    DefaultValueRegistry.reset()
    #expect(DefaultValueRegistry.defaultValue(for: Plumage.self) == nil)
    #expect(DefaultValueRegistry.defaultValue(for: Int.self) == 0)
  }
}
