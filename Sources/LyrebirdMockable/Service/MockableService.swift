@_exported import Lyrebird

/// A mock in Mockable's shape: `MockX`, whose builders `given`, `when` and `verify` reach.
///
/// The `@Mockable` macro of this module (and `lyrebird generate --dialect mockable`) makes the
/// conformance; every builder works on the mock's Lyrebird context, so Lyrebird's own
/// `verify(…)`, typed records and failure reporting see the same calls.
public protocol MockableService: Lyrebird.MockObject {
  /// The members `given(mock)` offers, each taking `Parameter`s and giving a return builder.
  associatedtype ReturnBuilder: Builder<Self>
  /// The members `when(mock)` offers, each giving an action builder.
  associatedtype ActionBuilder: Builder<Self>
  /// The members `verify(mock)` offers, each giving a verify builder.
  associatedtype VerifyBuilder: Builder<Self>

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// `given(mock)`'s builder.
  var _given: ReturnBuilder { get }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// `when(mock)`'s builder.
  var _when: ActionBuilder { get }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// `verify(mock)`'s builder.
  var _verify: VerifyBuilder { get }
}

/// One of a mock's three builders, which each member's builder makes again to chain the next clause.
public protocol Builder<Service>: Sendable {
  associatedtype Service: MockableService
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Made by the mock's `_given`, `_when`, `_verify` and by every clause that ends.
  init(__lyrebirdMock: Service)
}

/// Starts stubbing `service`: `given(service).fetch(id: .any).willReturn(product)`.
public func given<T: MockableService>(_ service: T) -> T.ReturnBuilder { service._given }

/// Starts adding actions to `service`'s calls: `when(service).fetch(id: .any).perform { … }`.
public func when<T: MockableService>(_ service: T) -> T.ActionBuilder { service._when }

/// Starts verifying `service`'s calls: `verify(service).fetch(id: .value(1)).called(.once)`.
public func verify<T: MockableService>(_ service: T) -> T.VerifyBuilder { service._verify }

extension MockableService {
  /// Removes what `scopes` name: `.given` the return values, `.when` the actions, `.verify` the
  /// recorded calls; all three by default.
  public func reset(_ scopes: Set<MockerScope> = .all) {
    var options: MockingContext.ResetOptions = []
    if scopes.contains(.given) { options.insert(.stubs) }
    if scopes.contains(.when) { options.insert(.observers) }
    if scopes.contains(.verify) { options.insert(.invocations) }
    __lyrebirdContext.reset(options)
  }
}
