import LyrebirdSyntax

/// Lyrebird's own dialect, Mockingbird's DSL: mocks of a chain of protocols share their parents'
/// members.
struct MockingbirdHook: DialectHook {
  var dialect: MockDialect { .mockingbird }
  var sharesMembersDownChains: Bool { true }
}
