/// Marker types that tell the DSL what kind of member a handle refers to.
public enum FunctionDeclaration {}
/// A `throws` member: only these handles offer `willThrow`.
public enum ThrowingFunctionDeclaration {}
/// A property read.
public enum PropertyGetterDeclaration {}
/// A property write.
public enum PropertySetterDeclaration {}
/// The signature of a setter captured from `given(mock.property = …)`, whose value type is
/// only known when the stub runs.
public enum UntypedSetterSignature {}

/// What every handle overload of a mocked member returns.
///
/// Each mocked member has a second, generic overload returning `H: MockableMember`. In plain
/// code (`print(bird.chirp(volume: 1))`, `{ bird.fly() }`) nothing can infer `H`, so only the real
/// member applies and no call is ambiguous. Inside `given`/`verify`, which take a concrete
/// ``MemberHandle``, only the handle overload applies, so throwing or async members need no `try`.
public protocol MockableMember {
  associatedtype Declaration
  associatedtype Signature
  associatedtype ReturnType
  init(mock: any MockObject, member: Member, arguments: [ArgumentMatcher])
}

/// A reference to one member of one mock with argument matchers, made by a handle overload.
public struct MemberHandle<Declaration, Signature, ReturnType>: MockableMember, @unchecked Sendable {
  public let mock: any MockObject
  public let pattern: InvocationPattern
  /// Problems found while chaining with `~`, reported at the enclosing `given`.
  var chainFailures: [String] = []

  public init(mock: any MockObject, member: Member, arguments: [ArgumentMatcher]) {
    self.mock = mock
    self.pattern = InvocationPattern(member: member, matchers: arguments)
  }

  var context: MockingContext { mock.__lyrebirdContext }
  var target: StubTarget { StubTarget(context: context, pattern: pattern) }
}

/// The mock and invocation pattern a stub or verification applies to.
struct StubTarget {
  let context: MockingContext
  let pattern: InvocationPattern

  var description: String { "\(context.mockName).\(pattern)" }
}
