/// A function, subscript or initializer parameter.
package struct Parameter: Hashable, Sendable, Codable {
  /// What the mock can do with an argument: some values can't be stored in the invocation log.
  package enum Storage: String, Hashable, Sendable, Codable {
    /// A copyable value, recorded as is.
    case value
    /// A non-escaping closure: it can't outlive the call, so a marker is recorded instead.
    case nonEscapingClosure
    /// A `~Copyable` value passed `borrowing`/`consuming`: it can't be copied into the log.
    case noncopyable
  }

  package enum Ownership: String, Hashable, Sendable, Codable {
    case none
    case `inout`
    case borrowing
    case consuming
    case sending
    /// `isolated`: the call runs on the argument's actor.
    case isolated
  }

  /// The argument label; `nil` when written `_`.
  package var label: String?
  /// The name used inside the body.
  ///
  /// Always set: unnamed parameters get a synthetic name.
  package var name: String
  /// The type without ownership specifiers, `@escaping`, `@autoclosure` or variadic dots.
  package var type: String
  /// Attributes on the type such as `@Sendable` or `@escaping`, kept on the mock's declaration.
  package var typeAttributes: [String]
  package var ownership: Ownership
  package var isVariadic: Bool
  package var isAutoclosure: Bool
  package var storage: Storage
  /// `some P` parameters become `any P` where a closure type has to name them.
  package var isOpaque: Bool
  package var defaultValue: String?

  package init(
    label: String?, name: String, type: String, typeAttributes: [String] = [],
    ownership: Ownership = .none, isVariadic: Bool = false, isAutoclosure: Bool = false,
    storage: Storage = .value, isOpaque: Bool = false, defaultValue: String? = nil
  ) {
    self.label = label
    self.name = name
    self.type = type
    self.typeAttributes = typeAttributes
    self.ownership = ownership
    self.isVariadic = isVariadic
    self.isAutoclosure = isAutoclosure
    self.storage = storage
    self.isOpaque = isOpaque
    self.defaultValue = defaultValue
  }

  /// `@autoclosure () -> T` without `@escaping`: it may be evaluated, but not kept.
  package var isNonEscapingAutoclosure: Bool { isAutoclosure && !typeAttributes.contains("@escaping") }

  /// A parameter pack, `repeat each T`: its values are passed on with `repeat each`.
  package var isPack: Bool { type.hasPrefix("repeat ") }

  /// The label part of a selector: `volume`, or `_`.
  package var selectorLabel: String { label ?? "_" }
}
