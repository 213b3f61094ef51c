/// Which members a mock may answer without a stub, so a test stubs only the calls it cares about.
///
/// Each option relaxes one kind of member; a mock made without a policy uses ``default``.
public struct MockerPolicy: OptionSet, Sendable {
  /// The options as bits, one per kind of member.
  public let rawValue: Int

  /// Makes a policy from its bits; the named options are the usual way to make one.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Throwing members that return nothing run without a stub.
  public static let relaxedThrowingVoid = MockerPolicy(rawValue: 1 << 0)
  /// Non-throwing members that return nothing run without a stub.
  public static let relaxedNonThrowingVoid = MockerPolicy(rawValue: 1 << 1)
  /// Members that return an optional return `nil` without a stub.
  public static let relaxedOptional = MockerPolicy(rawValue: 1 << 2)
  /// Members that return a ``Mocked`` type return its ``Mocked/mock`` without a stub.
  public static let relaxedMocked = MockerPolicy(rawValue: 1 << 3)

  /// Every call needs a stub: nothing is relaxed.
  public static let strict: MockerPolicy = []
  /// Every member that returns nothing runs without a stub, throwing or not.
  public static let relaxedVoid: MockerPolicy = [.relaxedThrowingVoid, .relaxedNonThrowingVoid]
  /// Every option: void members run, optionals are `nil`, ``Mocked`` types return their mock.
  public static let relaxed: MockerPolicy = [
    .relaxedThrowingVoid, .relaxedNonThrowingVoid, .relaxedOptional, .relaxedMocked,
  ]

  private static let defaultPolicy = Guarded(MockerPolicy.strict)

  /// The policy of mocks made without one; `strict` until a test changes it.
  ///
  /// Shared by every test in the process, so a test that changes it should restore it.
  public static var `default`: MockerPolicy {
    get { defaultPolicy.value }
    set { defaultPolicy.value = newValue }
  }
}
