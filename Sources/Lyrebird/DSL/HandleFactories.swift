/// The handle a generated handle overload of no parameters returns, for `member` of `mock`.
///
/// Generated handles of up to three plain parameters call `handle0` to `handle3`: one call of one
/// name, the handle's type inferred from the overload's result, instead of
/// `.init(mock:member:arguments:)` around an `arguments` call. That is about 5% of the compile job
/// of a file of mocks (docs/PERFORMANCE.md). Other handles (variadics, packs, more parameters)
/// keep the initializer.
public func handle0<Context, Declaration, Signature, ReturnType>(
  _ mock: any MockObject, _ member: Member
) -> MemberHandleIn<Context, Declaration, Signature, ReturnType> {
  MemberHandleIn(mock: mock, member: member, arguments: [])
}

/// ``handle0(_:_:)`` for one argument expression, whose matcher the handle keeps.
public func handle1<Context, Declaration, Signature, ReturnType, A>(
  _ mock: any MockObject, _ member: Member, _ first: () -> A
) -> MemberHandleIn<Context, Declaration, Signature, ReturnType> {
  MemberHandleIn(mock: mock, member: member, arguments: arguments1(first))
}

/// ``handle0(_:_:)`` for two argument expressions.
public func handle2<Context, Declaration, Signature, ReturnType, A, B>(
  _ mock: any MockObject, _ member: Member, _ first: () -> A, _ second: () -> B
) -> MemberHandleIn<Context, Declaration, Signature, ReturnType> {
  MemberHandleIn(mock: mock, member: member, arguments: arguments2(first, second))
}

/// ``handle0(_:_:)`` for three argument expressions.
public func handle3<Context, Declaration, Signature, ReturnType, A, B, C>(
  _ mock: any MockObject, _ member: Member, _ first: () -> A, _ second: () -> B, _ third: () -> C
) -> MemberHandleIn<Context, Declaration, Signature, ReturnType> {
  MemberHandleIn(mock: mock, member: member, arguments: arguments3(first, second, third))
}
