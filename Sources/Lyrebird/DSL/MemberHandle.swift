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

/// What a hand-written handle overload may return: `H: MockableMember`, pinned by `where` clauses.
///
/// Each mocked member has a second, generic overload that returns a handle. In plain code
/// (`print(bird.chirp(volume: 1))`, `{ bird.fly() }`) nothing can infer its generic parameter, so
/// only the real member applies and no call is ambiguous. Inside `given`/`verify`, which take a
/// concrete ``MemberHandle``, only the handle overload applies, so throwing or async members need
/// no `try`. Generated mocks return ``MemberHandleIn`` instead, which needs no `where` clause.
public protocol MockableMember {
  /// The kind of member: one of the marker types such as ``FunctionDeclaration``.
  associatedtype Declaration
  /// The member's full function type, which `will` closures take.
  associatedtype Signature
  /// What the member returns, which `willReturn` takes.
  associatedtype ReturnType
  /// Makes a handle for `member` of `mock`, called with arguments that `arguments` match.
  init(mock: any MockObject, member: Member, arguments: [ArgumentMatcher])
}

/// The context that `given`, `verify` and `~` take handles in: a ``MemberHandle`` is a handle there.
public enum HandleContext {}

/// A handle in the context `given`, `verify` and `~` take: what a handle overload returns there.
public typealias MemberHandle<Declaration, Signature, ReturnType> =
  MemberHandleIn<HandleContext, Declaration, Signature, ReturnType>

/// A reference to one member of one mock with argument matchers, made by a handle overload.
///
/// Generated handle overloads return `MemberHandleIn<C, …>` for a generic `C` of their own, with no
/// requirements. Only a parameter of type ``MemberHandle`` (`C` is ``HandleContext``) can infer `C`,
/// so the overload applies inside `given`/`verify` and nowhere else, like a handle returning
/// `H: MockableMember`. Without requirements, every such overload has the same generic signature,
/// which the type checker builds once per module instead of once per member.
public struct MemberHandleIn<Context, Declaration, Signature, ReturnType>: MockableMember, @unchecked Sendable {
  /// The mock whose member this handle refers to.
  public let mock: any MockObject
  /// The member and the argument matchers that calls must satisfy.
  public let pattern: InvocationPattern
  /// Problems found while chaining with `~`, reported at the enclosing `given`.
  var chainFailures: [String] = []

  /// Makes a handle for `member` of `mock`, called with arguments that `arguments` match.
  ///
  /// Generated handle overloads call this; tests get handles from them, never from here.
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
