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

  /// The property's getter.
  public var get: StubFunction<() -> Value, Value, () -> Value, PropertyGetterDeclaration> {
    StubFunction(mock, .getter(name), [], adapt: { $0 })
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
  public var get: StubFunction<() -> Value, Value, () -> Value, PropertyGetterDeclaration> { getter.get }

  /// The property's setter, for new values that `value` matches.
  public func set<M: Matchable>(
    _ value: M
  ) -> StubFunction<(Value) -> Void, Void, (Value) -> Void, PropertySetterDeclaration> where M.MatchedType == Value {
    StubFunction(getter.mock, .setter(getter.name), [matcher(for: value)], adapt: { $0 })
  }
}
