import Lyrebird

// Cuckoo's names for what a stubbing proxy's member returns, which tests write to pick one of
// several overloads: `when(stub.perch(on: 1, as: "oak") as ClassStubNoReturnFunction<(Int?, String)>)`.
// `IN` is the arguments as one value (`()` with none), `OUT` the result; `ERROR` is only named.

/// A class mock's method that returns a value.
public typealias ClassStubFunction<IN, OUT> = StubFunction<(IN) -> OUT, OUT, FunctionDeclaration>
/// A class mock's method that returns nothing.
public typealias ClassStubNoReturnFunction<IN> = StubFunction<(IN) -> Void, Void, FunctionDeclaration>
/// A class mock's throwing (or rethrowing) method that returns a value.
public typealias ClassStubThrowingFunction<IN, OUT, ERROR: Error> =
  StubFunction<(IN) throws -> OUT, OUT, ThrowingFunctionDeclaration>
/// A class mock's throwing (or rethrowing) method that returns nothing.
public typealias ClassStubNoReturnThrowingFunction<IN, ERROR: Error> =
  StubFunction<(IN) throws -> Void, Void, ThrowingFunctionDeclaration>
/// A protocol mock's method that returns a value.
public typealias ProtocolStubFunction<IN, OUT> = ClassStubFunction<IN, OUT>
/// A protocol mock's method that returns nothing.
public typealias ProtocolStubNoReturnFunction<IN> = ClassStubNoReturnFunction<IN>
/// A protocol mock's throwing (or rethrowing) method that returns a value.
public typealias ProtocolStubThrowingFunction<IN, OUT, ERROR: Error> = ClassStubThrowingFunction<IN, OUT, ERROR>
/// A protocol mock's throwing (or rethrowing) method that returns nothing.
public typealias ProtocolStubNoReturnThrowingFunction<IN, ERROR: Error> = ClassStubNoReturnThrowingFunction<IN, ERROR>
