/// Makes the context of a Mockable-shaped mock, whose calls no `given` answers follow `policy`
/// (writes to a property need none).
///
/// Generated initializers call it. The policy is read at each such call (`policy ?? MockerPolicy.default`),
/// as Mockable reads it, so changing `MockerPolicy.default` after making the mock still counts. A
/// strict mock reports the missing return value at the call and answers with a stand-in; it never
/// stops the test.
///
/// - Parameter throwingVoidMembers: The names of the members that throw and return nothing, which
///   `.relaxedThrowingVoid` relaxes and `.relaxedNonThrowingVoid` doesn't.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func __lyrebirdMockableContext(
  mockName: String, policy: MockerPolicy?, throwingVoidMembers: Set<String>, location: SourceLocation
) -> MockingContext {
  MockingContext(
    mockName: mockName, location: location, advice: mockableAdvice,
    unstubbedAnswer: { member, type in
      // A write needs no `given`: Mockable's setters only record their calls.
      if member.kind == .setter || member.kind == .subscriptSetter { return ((), nil) }
      let answer = relaxedValue(
        of: type, policy: policy ?? .default, throwing: throwingVoidMembers.contains(member.name))
      // After the report, a `Mocked` type's value lets the test go on where no default exists.
      return (answer, (type as? any Mocked.Type)?.mock)
    })
}

/// How a Mockable-shaped mock's missing return value says to add one.
let mockableAdvice = StubbingAdvice(
  missingStub: "Give it one with given(mock).<member>.willReturn(…), or relax the mock with a MockerPolicy.",
  forwardingCall: "given(mock).<member>.willProduce { … }")

/// What `policy` answers a call returning `type` with, or `nil` when it doesn't relax that type.
func relaxedValue(of type: Any.Type, policy: MockerPolicy, throwing: Bool) -> Any? {
  if type == Void.self {
    return policy.contains(throwing ? .relaxedThrowingVoid : .relaxedNonThrowingVoid) ? () : nil
  }
  if policy.contains(.relaxedMocked), let mocked = type as? any Mocked.Type { return mocked.mock }
  if policy.contains(.relaxedOptional), let optional = type as? any OptionalValue.Type { return optional.noneValue }
  return nil
}
