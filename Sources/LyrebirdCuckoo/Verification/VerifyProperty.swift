import Lyrebird

/// A read-only property of a verification proxy: `verify(mock).name.get()`.
public struct VerifyReadOnlyProperty<Value>: Sendable {
  let site: VerificationSite
  let name: String

  /// Made by generated verification proxies for the property `name`.
  public init(_ site: VerificationSite, _ name: String) {
    self.site = site
    self.name = name
  }

  /// Checks the property's reads: `verify(mock).name.get()`.
  @discardableResult
  public func get() -> VerifiedCall<Void, Value> {
    site.verify(.getter(name), [])
  }
}

/// A read-write property of a verification proxy: `.get()`, and `.set(matcher)` for its writes.
public struct VerifyProperty<Value>: Sendable {
  private let getter: VerifyReadOnlyProperty<Value>

  /// Made by generated verification proxies for the property `name`.
  public init(_ site: VerificationSite, _ name: String) {
    getter = VerifyReadOnlyProperty(site, name)
  }

  /// Checks the property's reads: `verify(mock).name.get()`.
  @discardableResult
  public func get() -> VerifiedCall<Void, Value> { getter.get() }

  /// Checks the writes of values that `value` matches.
  @discardableResult
  public func set<M: Matchable>(_ value: M) -> VerifiedCall<Value, Void> where M.MatchedType == Value {
    getter.site.verify(.setter(getter.name), [matcher(for: value)])
  }
}

/// A read-write optional property of a verification proxy, whose `set` takes matchers of the wrapped type.
public struct VerifyOptionalProperty<Wrapped>: Sendable {
  private let getter: VerifyReadOnlyProperty<Wrapped?>

  /// Made by generated verification proxies for the property `name`.
  public init(_ site: VerificationSite, _ name: String) {
    getter = VerifyReadOnlyProperty(site, name)
  }

  /// Checks the property's reads: `verify(mock).name.get()`.
  @discardableResult
  public func get() -> VerifiedCall<Void, Wrapped?> { getter.get() }

  /// Checks the writes of values that `value` matches.
  @discardableResult
  public func set<M: OptionalMatchable>(_ value: M) -> VerifiedCall<Wrapped?, Void>
  where M.OptionalMatchedType == Wrapped {
    getter.site.verify(.setter(getter.name), [matcher(forOptional: value)])
  }
}
