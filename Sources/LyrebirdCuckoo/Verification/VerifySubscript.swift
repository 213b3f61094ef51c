import Lyrebird

/// A read-only subscript of a verification proxy, called with matchers: `verify(mock)[0].get()`.
public struct VerifyReadOnlySubscript<Value>: Sendable {
  let site: VerificationSite
  let getter: Member
  let arguments: [ArgumentMatcher]

  /// Made by generated verification proxies for the reads of `getter` that `arguments` match.
  public init(_ site: VerificationSite, _ getter: Member, _ arguments: [ArgumentMatcher]) {
    self.site = site
    self.getter = getter
    self.arguments = arguments
  }

  /// Checks the subscript's reads: `verify(mock)[0].get()`.
  @discardableResult
  public func get() -> VerifiedCall<Void, Value> {
    site.verify(getter, arguments)
  }
}

/// A settable subscript of a verification proxy: `.get()`, and `.set(matcher)` for its writes.
public struct VerifySubscript<Value>: Sendable {
  private let getter: VerifyReadOnlySubscript<Value>
  private let setter: Member

  /// Made by generated verification proxies for the subscript's `getter` and `setter`, called with
  /// parameters that `arguments` match.
  public init(_ site: VerificationSite, _ getter: Member, _ setter: Member, _ arguments: [ArgumentMatcher]) {
    self.getter = VerifyReadOnlySubscript(site, getter, arguments)
    self.setter = setter
  }

  /// Checks the subscript's reads: `verify(mock)[0].get()`.
  @discardableResult
  public func get() -> VerifiedCall<Void, Value> { getter.get() }

  /// Checks the writes of values that `value` matches.
  @discardableResult
  public func set<M: Matchable>(_ value: M) -> VerifiedCall<Value, Void> where M.MatchedType == Value {
    getter.site.verify(setter, getter.arguments + [matcher(for: value)])
  }
}
