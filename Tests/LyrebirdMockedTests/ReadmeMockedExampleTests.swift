import Foundation
import LyrebirdMocked
import Testing

// README: "From swift-mocking", as written there.
@Mocked(compilationCondition: .debug)
protocol Scale {
  var tare: Int { get set }
  func weigh(grams: Int, extra: Int) async throws -> Int
}

@Suite struct ReadmeMockedExampleTests {
  @Test func comingFromSwiftMocking() async throws {
    let scale = ScaleMock()
    scale._weigh.implementation = .invokes { grams, extra in grams + extra }
    scale._tare.getter.implementation = .returns(5)
    _ = try await scale.weigh(grams: 1, extra: 2)
    #expect(scale._weigh.lastInvocation?.grams == 1)
    #expect(try scale._weigh.lastReturnedValue?.get() == 3)
    #expect(scale.tare == 5)

    given(await scale.weigh(grams: 2, extra: any())).willThrow(URLError(.badServerResponse))
    verify(await scale.weigh(grams: 1, extra: 2)).wasCalled(once)
    await #expect(throws: URLError.self) { try await scale.weigh(grams: 2, extra: 9) }
  }
}
