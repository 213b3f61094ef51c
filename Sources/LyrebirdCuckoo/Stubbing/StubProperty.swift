import Lyrebird

/// A read-only property of a stubbing proxy: `when(stub.name.get).thenReturn("Ann")`.
public struct StubReadOnlyProperty<Value>: @unchecked Sendable {
  let mock: any MockObject
  let name: String

  /// Made by generated stubbing proxies for the property `name` of `mock`.
  public init(_ mock: any MockObject, _ name: String) {
    self.mock = mock
    self.name = name
  }

  /// The property's getter; its `then` closure gets `()`, as Cuckoo's does: `then { _ in "Ann" }`.
  public var get: StubFunction<(()) -> Value, Value, PropertyGetterDeclaration> {
    StubFunction(mock, .getter(name), [], adapt: { implementation in { () -> Value in implementation(()) } })
  }
}

/// A read-write property of a stubbing proxy: `.get`, and `.set(matcher)` for its setter.
public struct StubProperty<Value>: Sendable {
  private let getter: StubReadOnlyProperty<Value>

  /// Made by generated stubbing proxies for the property `name` of `mock`.
  public init(_ mock: any MockObject, _ name: String) {
    getter = StubReadOnlyProperty(mock, name)
  }

  /// The property's getter.
  public var get: StubFunction<(()) -> Value, Value, PropertyGetterDeclaration> { getter.get }

  /// The property's setter, for new values that `value` matches.
  public func set<M: Matchable>(
    _ value: M
  ) -> StubFunction<(Value) -> Void, Void, PropertySetterDeclaration> where M.MatchedType == Value {
    StubFunction(
      getter.mock, .setter(getter.name), [matcher(for: value)],
      adapt: { (implementation: @escaping (Value) -> Void) in implementation })
  }
}

/// A read-write optional property of a stubbing proxy, whose setter takes matchers of the wrapped
/// type: `when(stub.nickname.set("Annie"))`, `.set(isNil())`.
public struct StubOptionalProperty<Wrapped>: Sendable {
  private let getter: StubReadOnlyProperty<Wrapped?>

  /// Made by generated stubbing proxies for the property `name` of `mock`.
  public init(_ mock: any MockObject, _ name: String) {
    getter = StubReadOnlyProperty(mock, name)
  }

  /// The property's getter.
  public var get: StubFunction<(()) -> Wrapped?, Wrapped?, PropertyGetterDeclaration> {
    getter.get
  }

  /// The property's setter, for new values that `value` matches.
  public func set<M: OptionalMatchable>(
    _ value: M
  ) -> StubFunction<(Wrapped?) -> Void, Void, PropertySetterDeclaration>
  where M.OptionalMatchedType == Wrapped {
    StubFunction(
      getter.mock, .setter(getter.name), [matcher(forOptional: value)],
      adapt: { (implementation: @escaping (Wrapped?) -> Void) in implementation })
  }
}
