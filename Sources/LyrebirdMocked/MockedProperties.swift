import Lyrebird

/// A read-only property's backing property: `mock._property.getter`.
public struct MockedReadOnlyProperty<Effect, Value, Signature, SendableSignature>: Sendable {
  /// The getter's implementation and records.
  public let getter: MockedMethod<Effect, Void, Value, Signature, SendableSignature>

  /// Made by generated mocks.
  public init(mock: any MockObject, property: String) {
    getter = MockedMethod(mock: mock, member: .getter(property), arity: 0, arguments: { _ in () })
  }
}

/// A read-write property's backing property: `mock._property.getter` and `mock._property.setter`.
public struct MockedReadWriteProperty<Value>: Sendable {
  /// The getter's implementation and records.
  public let getter: MockedMethod<FunctionDeclaration, Void, Value, () -> Value, @Sendable () -> Value>
  /// The setter's implementation and records: `invocations` are the values written.
  public let setter: MockedMethod<FunctionDeclaration, Value, Void, (Value) -> Void, @Sendable (Value) -> Void>

  /// Made by generated mocks.
  public init(mock: any MockObject, property: String) {
    getter = MockedMethod(mock: mock, member: .getter(property), arity: 0, arguments: { _ in () })
    setter = MockedMethod(
      mock: mock, member: .setter(property), arity: 1, arguments: { recordedArgument($0, 0, as: Value.self) })
  }
}
