import LyrebirdMockable
import Testing

private struct Acorn: Mocked, Equatable {
  let weight: Int
  static var mock: Acorn { Acorn(weight: 1) }
}

private struct Pinecone: Mocked, Equatable {
  let scales: Int
  static var mock: Pinecone { Pinecone(scales: 10) }
  static var mocks: [Pinecone] { [Pinecone(scales: 10), Pinecone(scales: 20)] }
}

/// Policies are the options they are made of; scopes cover a whole mock; mocked types stand in for arrays
/// and optionals of themselves.
@Suite struct PolicyScopeAndMockedTests {
  @Test func policiesHoldTheirOptions() {
    #expect(MockerPolicy.strict.isEmpty)
    #expect(MockerPolicy.relaxedVoid == [.relaxedThrowingVoid, .relaxedNonThrowingVoid])
    #expect(MockerPolicy.relaxed == [.relaxedThrowingVoid, .relaxedNonThrowingVoid, .relaxedOptional, .relaxedMocked])
    let single: [MockerPolicy] = [.relaxedThrowingVoid, .relaxedNonThrowingVoid, .relaxedOptional, .relaxedMocked]
    #expect(Set(single.map(\.rawValue)).count == 4)
    #expect(single.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
    #expect(!MockerPolicy.relaxedVoid.contains(.relaxedOptional))
  }

  @Test func theDefaultPolicyIsStrictUntilChanged() {
    #expect(MockerPolicy.default == .strict)
    defer { MockerPolicy.default = .strict }
    MockerPolicy.default = .relaxedOptional
    #expect(MockerPolicy.default == .relaxedOptional)
    MockerPolicy.default.insert(.relaxedMocked)
    #expect(MockerPolicy.default == [.relaxedOptional, .relaxedMocked])
  }

  @Test func allScopesAreEveryCase() {
    #expect(Set<MockerScope>.all == [.given, .when, .verify])
    #expect(MockerScope.allCases.count == 3)
  }

  @Test func mockedTypesStandInForTheirArraysAndOptionals() {
    #expect(Acorn.mocks == [Acorn(weight: 1)])
    #expect([Acorn].mock == [Acorn(weight: 1)])
    #expect([Pinecone].mock == [Pinecone(scales: 10), Pinecone(scales: 20)])
    #expect(Acorn?.mock == Acorn(weight: 1))
    #expect([Acorn]?.mock == [Acorn(weight: 1)])
    #expect([[Acorn]].mock == [[Acorn(weight: 1)]])
  }
}
