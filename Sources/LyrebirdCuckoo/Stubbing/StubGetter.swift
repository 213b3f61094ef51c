import Lyrebird

/// A member a stubbing proxy can only read: `when(stub.remote.get).thenThrow(error)`.
///
/// A read-only subscript, or an `async` or `throws` property, which can't have a setter.
///
/// Generated proxies build the getter, whose types depend on the member's parameters and effects.
public struct StubGetter<Getter>: @unchecked Sendable {
  /// The member's getter, for `when(…)`.
  public let get: Getter

  /// Made by generated stubbing proxies.
  public init(_ get: Getter) {
    self.get = get
  }
}
