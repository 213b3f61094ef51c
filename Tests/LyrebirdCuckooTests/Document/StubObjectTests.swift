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
