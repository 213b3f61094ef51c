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
  /// Where the call sits in its mock's log, so its outcome can be stored in place.
  let logIndex: Int
  /// What the call returned or threw; `nil` while it runs.
  ///
  /// Read by typed call records.
  var outcome: Result<Any, any Error>?

  /// A readable form such as `chirp(volume: 42)`.
  public var rendered: String {
    member.render(arguments.map(describeArgument))
  }
}

/// Hands out the process-wide order of invocations.
enum InvocationClock {
  private static let counter = Locked<UInt64>(0)

  static func next() -> UInt64 {
    counter.withValue { value in
      value &+= 1
      return value
    }
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
