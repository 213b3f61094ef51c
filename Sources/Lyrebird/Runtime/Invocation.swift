/// One recorded call on a mock.
public struct Invocation: @unchecked Sendable {
  /// The member that was called.
  public let member: Member
  /// The arguments in declaration order.
  ///
  /// Stored as `Any` so every member shares one log.
  public let arguments: [Any]
  /// A process-wide, increasing number that orders calls across mocks for `inOrder`.
  public let sequenceNumber: UInt64
  /// The member's slot in its mock, and where the call sits in that slot's log, so its outcome
  /// can be stored in place.
  let slotIndex: Int
  let logIndex: Int
  /// Whether the call sits in its slot's typed log rather than the untyped one.
  let isTyped: Bool

  /// A readable form such as `chirp(volume: 42)`.
  public var rendered: String {
    member.render(arguments.map(describeArgument))
  }
}

/// Describes an argument for failure messages, quoting strings so values are unambiguous.
func describeArgument(_ value: Any) -> String {
  switch value {
  case let string as String: return String(reflecting: string)
  case let optional as any OptionalValue where optional.isNone: return "nil"
  default:
    let text = String(describing: value)
    return text.hasPrefix("Optional(") && text.hasSuffix(")") ? String(text.dropFirst(9).dropLast()) : text
  }
}
