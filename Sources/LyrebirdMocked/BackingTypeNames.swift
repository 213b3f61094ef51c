import Lyrebird

// swift-mocking's names for the backing properties' types, for annotations written against it:
// `let weigh: MockReturningNonParameterizedMethod<Int> = scale._weigh`. A member with parameters is
// named by the implementation type its mock declares: `MockVoidParameterizedMethod<ScaleMock.TareImplementation<Int>>`.

/// A read-write property's backing property.
public typealias MockReadWriteProperty<Value> = MockedReadWriteProperty<Value>
/// A read-only property's backing property.
public typealias MockReadOnlyProperty<Value> = MockedReadOnlyProperty<
  FunctionDeclaration, Value, () -> Value, @Sendable () -> Value
>
/// A throwing read-only property's backing property.
public typealias MockReadOnlyThrowingProperty<Value> = MockedReadOnlyProperty<
  ThrowingFunctionDeclaration, Value, () throws -> Value, @Sendable () throws -> Value
>
/// An async read-only property's backing property.
public typealias MockReadOnlyAsyncProperty<Value> = MockedReadOnlyProperty<
  FunctionDeclaration, Value, () async -> Value, @Sendable () async -> Value
>
/// An async throwing read-only property's backing property.
public typealias MockReadOnlyAsyncThrowingProperty<Value> = MockedReadOnlyProperty<
  ThrowingFunctionDeclaration, Value, () async throws -> Value, @Sendable () async throws -> Value
>

/// A getter's implementation and records.
public typealias MockPropertyGetter<Value> = MockReturningNonParameterizedMethod<Value>
/// A throwing getter's implementation and records.
public typealias MockPropertyThrowingGetter<Value> = MockReturningNonParameterizedThrowingMethod<Value>
/// An async getter's implementation and records.
public typealias MockPropertyAsyncGetter<Value> = MockReturningNonParameterizedAsyncMethod<Value>
/// An async throwing getter's implementation and records.
public typealias MockPropertyAsyncThrowingGetter<Value> = MockReturningNonParameterizedAsyncThrowingMethod<Value>
/// A setter's implementation and records: `invocations` are the values written.
public typealias MockPropertySetter<Value> = MockedMethod<
  FunctionDeclaration, Value, Void, (Value) -> Void, @Sendable (Value) -> Void
>

/// A method without parameters that returns a value.
public typealias MockReturningNonParameterizedMethod<ReturnValue> = MockedMethod<
  FunctionDeclaration, Void, ReturnValue, () -> ReturnValue, @Sendable () -> ReturnValue
>
/// A throwing method without parameters that returns a value.
public typealias MockReturningNonParameterizedThrowingMethod<ReturnValue> = MockedMethod<
  ThrowingFunctionDeclaration, Void, ReturnValue, () throws -> ReturnValue, @Sendable () throws -> ReturnValue
>
/// An async method without parameters that returns a value.
public typealias MockReturningNonParameterizedAsyncMethod<ReturnValue> = MockedMethod<
  FunctionDeclaration, Void, ReturnValue, () async -> ReturnValue, @Sendable () async -> ReturnValue
>
/// An async throwing method without parameters that returns a value.
public typealias MockReturningNonParameterizedAsyncThrowingMethod<ReturnValue> = MockedMethod<
  ThrowingFunctionDeclaration, Void, ReturnValue, () async throws -> ReturnValue,
  @Sendable () async throws -> ReturnValue
>

/// A method without parameters or result.
public typealias MockVoidNonParameterizedMethod = MockReturningNonParameterizedMethod<Void>
/// A throwing method without parameters or result.
public typealias MockVoidNonParameterizedThrowingMethod = MockReturningNonParameterizedThrowingMethod<Void>
/// An async method without parameters or result.
public typealias MockVoidNonParameterizedAsyncMethod = MockReturningNonParameterizedAsyncMethod<Void>
/// An async throwing method without parameters or result.
public typealias MockVoidNonParameterizedAsyncThrowingMethod = MockReturningNonParameterizedAsyncThrowingMethod<Void>

/// A synchronous method with parameters that returns a value.
public typealias MockReturningParameterizedMethod<Implementation: MockReturningParameterizedMethodImplementation> =
  MockedParameterizedMethod<Implementation>
/// A throwing method with parameters that returns a value.
public typealias MockReturningParameterizedThrowingMethod<
  Implementation: MockReturningParameterizedThrowingMethodImplementation
> = MockedParameterizedMethod<Implementation>
/// An async method with parameters that returns a value.
public typealias MockReturningParameterizedAsyncMethod<
  Implementation: MockReturningParameterizedAsyncMethodImplementation
> = MockedParameterizedMethod<Implementation>
/// An async throwing method with parameters that returns a value.
public typealias MockReturningParameterizedAsyncThrowingMethod<
  Implementation: MockReturningParameterizedAsyncThrowingMethodImplementation
> = MockedParameterizedMethod<Implementation>
/// A synchronous method with parameters that returns nothing.
public typealias MockVoidParameterizedMethod<Implementation: MockVoidParameterizedMethodImplementation> =
  MockedParameterizedMethod<Implementation>
/// A throwing method with parameters that returns nothing.
public typealias MockVoidParameterizedThrowingMethod<
  Implementation: MockVoidParameterizedThrowingMethodImplementation
> =
  MockedParameterizedMethod<Implementation>
/// An async method with parameters that returns nothing.
public typealias MockVoidParameterizedAsyncMethod<Implementation: MockVoidParameterizedAsyncMethodImplementation> =
  MockedParameterizedMethod<Implementation>
/// An async throwing method with parameters that returns nothing.
public typealias MockVoidParameterizedAsyncThrowingMethod<
  Implementation: MockVoidParameterizedAsyncThrowingMethodImplementation
> = MockedParameterizedMethod<Implementation>
