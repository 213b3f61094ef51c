import Lyrebird

/// A mock in Cuckoo's shape: `stub(mock) { … }` and `verify(mock)` reach its members through the
/// proxies it makes.
///
/// Generated Cuckoo-dialect mocks conform. Their members answer through the same
/// ``Lyrebird/MockingContext`` as Lyrebird's own mocks, so both DSLs see the same stubs and calls.
public protocol Mock: MockObject {
  /// The proxy whose members `when(…)` takes.
  associatedtype Stubbing
  /// The proxy whose members check calls as `verify(mock)` reads them.
  associatedtype Verification

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Makes a stubbing proxy that stubs `mock`'s context; the unusual name keeps it apart from mocked
  /// members. `createMock(…)` passes a stand-in whose context the mock it builds adopts.
  static func __lyrebirdStubbingProxy(for mock: any MockObject) -> Stubbing
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Makes a verification proxy that checks calls with `site`.
  func __lyrebirdVerificationProxy(_ site: VerificationSite) -> Verification
}

extension Mock {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The stubbing proxy of this mock, which `stub(mock) { … }` passes to its block.
  public func __lyrebirdStubbingProxy() -> Stubbing {
    Self.__lyrebirdStubbingProxy(for: self)
  }

  /// The stubbing proxy for `mock`, as `createMock(…)` needs it before the mock exists.
  static func stubbingProxy(for mock: any MockObject) -> Stubbing {
    __lyrebirdStubbingProxy(for: mock)
  }

  /// Sends every call without a stub to the mocked class's own implementation.
  public func enableSuperclassSpy() {
    forwardCallsToSuper()
  }

  /// ``enableSuperclassSpy()`` as an expression: `let spy = MockGreeter().withEnabledSuperclassSpy()`.
  @discardableResult
  public func withEnabledSuperclassSpy() -> Self {
    enableSuperclassSpy()
    return self
  }

  /// Sends every call without a stub to `original`, which implements the mocked type.
  public func enableDefaultImplementation(_ original: Any) {
    forwardCalls(to: original)
  }

  /// Like ``enableDefaultImplementation(_:)``; Lyrebird forwards to the value `original` holds now.
  ///
  /// A reference to the caller's variable can't outlive this call safely, so later changes to it
  /// are not seen: pass a class instance to share state.
  public func enableDefaultImplementation<T>(mutating original: inout T) {
    forwardCalls(to: original)
  }

  /// ``enableDefaultImplementation(_:)`` as an expression.
  @discardableResult
  public func withEnabledDefaultImplementation(_ original: Any) -> Self {
    enableDefaultImplementation(original)
    return self
  }

  /// Sends every call without a stub to `target`: `MockGreeter().spy(on: GreeterStub())`.
  @discardableResult
  public func spy(on target: Any) -> Self {
    forwardCalls(to: target)
    return self
  }
}
