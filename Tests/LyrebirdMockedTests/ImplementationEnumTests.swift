import LyrebirdMocked
import Testing

struct PerchError: Error, Equatable {}

@Mocked(compilationCondition: .none)
protocol Aviary {
  var capacity: Int { get }
  func count() throws -> Int
  func admit(_ species: String, count: Int) -> Bool
  func release(_ species: String) throws
  func feed(grams: Int) async
  func weigh(_ species: String) async throws -> Double
  static func inspect(_ date: String) -> Bool
}

/// swift-mocking's `Implementation` is an enum of two cases tests switch over, and a member with
/// parameters is typed by the implementation enum its mock declares.
@Suite struct ImplementationEnumTests {
  @Test func implementationsAreEnumsOfTwoCases() throws {
    let aviary = AviaryMock()
    aviary._capacity.getter.implementation = .returns(40)
    aviary._count.implementation = .throws(PerchError())
    aviary._admit.implementation = .returns(true)
    #expect(describe(aviary._capacity.getter.implementation) == "invokes 40")
    #expect(describe(aviary._admit.implementation) == "invokes true")
    #expect(describe(aviary._release.implementation) == "unimplemented")
    switch aviary._count.implementation {
    case .unimplemented: Issue.record("the implementation was set")
    case .uncheckedInvokes(let closure): #expect(throws: PerchError.self) { try closure() }
    }
    aviary._admit.implementation = .unimplemented
    #expect(describe(aviary._admit.implementation) == "unimplemented")
  }

  @Test func parameterizedBackingTypesAreNamedByTheirImplementationEnums() async throws {
    let aviary = AviaryMock()
    let admit: MockReturningParameterizedMethod<AviaryMock.AdmitImplementation<(species: String, count: Int), Bool>> =
      aviary._admit
    let release: MockVoidParameterizedThrowingMethod<AviaryMock.ReleaseImplementation<String>> = aviary._release
    let feed: MockVoidParameterizedAsyncMethod<AviaryMock.FeedImplementation<Int>> = aviary._feed
    let weigh: MockReturningParameterizedAsyncThrowingMethod<AviaryMock.WeighImplementation<String, Double>> =
      aviary._weigh
    let inspect: MockReturningParameterizedMethod<AviaryMock.InspectImplementation<String, Bool>> =
      AviaryMock._inspect
    defer { AviaryMock.resetMockedStaticMembers() }

    admit.implementation = .invokes { species, count in species == "wren" && count < 3 }
    release.implementation = .throws(PerchError())
    feed.implementation = .invokes { _ in }
    weigh.implementation = .uncheckedReturns(0.02)
    inspect.implementation = .returns(true)

    #expect(aviary.admit("wren", count: 2))
    #expect(!aviary.admit("crow", count: 1))
    #expect(throws: PerchError.self) { try aviary.release("wren") }
    await aviary.feed(grams: 15)
    #expect(try await aviary.weigh("wren") == 0.02)
    #expect(AviaryMock.inspect("monday"))

    #expect(admit.invocations.map(\.species) == ["wren", "crow"])
    #expect(admit.returnedValues == [true, false])
    #expect(release.thrownErrors.count == 1 && release.lastThrownError is PerchError)
    #expect(feed.lastInvocation == 15)
    #expect(try weigh.lastReturnedValue?.get() == 0.02)
    #expect(inspect.callCount == 1)
  }

  private func describe<Implementation: MockReturningMethodImplementation>(_ implementation: Implementation) -> String
  where Implementation.Closure == (String, Int) -> Bool {
    switch implementation._closure {
    case nil: "unimplemented"
    case let closure?: "invokes \(closure("wren", 1))"
    }
  }

  private func describe(_ implementation: MockPropertyGetter<Int>.Implementation) -> String {
    switch implementation {
    case .unimplemented: "unimplemented"
    case .uncheckedInvokes(let closure): "invokes \(closure())"
    }
  }

  private func describe(_ implementation: AviaryMock.ReleaseImplementation<String>) -> String {
    switch implementation {
    case .unimplemented: "unimplemented"
    case .uncheckedInvokes: "invokes"
    }
  }
}
