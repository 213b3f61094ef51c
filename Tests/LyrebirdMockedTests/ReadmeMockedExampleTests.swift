import Foundation
import LyrebirdMocked
import Testing

// README: "From swift-mocking", as written there (renamed: the seed's `Dependency` is
// declared in SeedExampleTests).
@Mocked(compilationCondition: .debug)
protocol ReadmeDependency {
  var property: Int { get set }
  func method(x: Int, y: Int) async throws -> Int
}

@Suite struct ReadmeMockedExampleTests {
  @Test func comingFromSwiftMocking() async throws {
    let dependency = ReadmeDependencyMock()
    dependency._method.implementation = .invokes { x, y in x + y }
    dependency._property.getter.implementation = .returns(5)
    _ = try await dependency.method(x: 1, y: 2)
    #expect(dependency._method.lastInvocation?.x == 1)
    #expect(try dependency._method.lastReturnedValue?.get() == 3)
    #expect(dependency.property == 5)

    given(await dependency.method(x: 2, y: any())).willThrow(URLError(.badServerResponse))
    verify(await dependency.method(x: 1, y: 2)).wasCalled(once)
    await #expect(throws: URLError.self) { try await dependency.method(x: 2, y: 9) }
  }
}
