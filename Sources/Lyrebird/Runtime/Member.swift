/// Identifies one mocked member of a mock type: a method, a property accessor or a subscript accessor.
///
/// Generated mocks create members inline (`.method("chirp(volume:)")`), which costs no allocation
/// because the name is a string literal. Overloads that differ only by types carry the types in
/// their name so each one is distinct.
public struct Member: Hashable, Sendable, CustomStringConvertible {
  /// Which part of a declaration a member is.
  public enum Kind: UInt8, Sendable {
    /// A method, keyed by its selector such as `chirp(volume:)`.
    case method
    /// A property's getter.
    case getter
    /// A property's setter.
    case setter
    /// A subscript's getter.
    case subscriptGetter
    /// A subscript's setter.
    case subscriptSetter
    /// An initializer.
    case initializer
  }

  /// The selector, property name or subscript signature that identifies the member.
  public let name: String
  /// Which part of a declaration the member is.
  public let kind: Kind

  /// Makes a member; the static factories such as ``method(_:)`` read better.
  @inlinable
  public init(_ name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }

  /// A method, named by its selector such as `chirp(volume:)`.
  @inlinable public static func method(_ name: String) -> Member { Member(name, kind: .method) }
  /// The getter of `property`.
  @inlinable public static func getter(_ property: String) -> Member { Member(property, kind: .getter) }
  /// The setter of `property`.
  @inlinable public static func setter(_ property: String) -> Member { Member(property, kind: .setter) }
  /// The getter of the subscript with `signature`.
  @inlinable public static func subscriptGetter(_ signature: String) -> Member {
    Member(signature, kind: .subscriptGetter)
  }
  /// The setter of the subscript with `signature`.
  @inlinable public static func subscriptSetter(_ signature: String) -> Member {
    Member(signature, kind: .subscriptSetter)
  }
  /// A generic method's calls that return `R`, named `make() -> Int`: as in Mockingbird, each
  /// result type is stubbed and verified apart.
  public static func method<R>(_ name: String, returning: R.Type) -> Member {
    Member(name + " -> " + String(describing: R.self), kind: .method)
  }
  /// Whether this is a generic method's member for one result type (``method(_:returning:)``) of `member`.
  func isResult(of member: Member) -> Bool {
    kind == member.kind && name.count > member.name.count && name.hasPrefix(member.name + " -> ")
  }
  /// A protocol's `init` requirement, named by its selector such as `init(name:)`.
  public static func initializer(_ selector: String) -> Member { Member(selector, kind: .initializer) }

  /// The setter that pairs with this getter, used by `lastSetValue(initial:)`.
  var matchingSetter: Member? {
    switch kind {
    case .getter: Member(name, kind: .setter)
    case .subscriptGetter: Member(name, kind: .subscriptSetter)
    default: nil
    }
  }

  /// The member as failures name it, for example `name (getter)`.
  public var description: String {
    switch kind {
    case .method, .initializer: name
    case .getter: "\(name) (getter)"
    case .setter: "\(name) (setter)"
    case .subscriptGetter: "subscript\(name) (getter)"
    case .subscriptSetter: "subscript\(name) (setter)"
    }
  }

  /// Renders a call with concrete arguments or matcher descriptions, for example `chirp(volume: 42)`.
  func render(_ arguments: [String]) -> String {
    switch kind {
    case .getter: return name
    case .setter: return "\(name) = \(arguments.first ?? "_")"
    case .subscriptGetter: return "[\(arguments.joined(separator: ", "))]"
    case .subscriptSetter:
      let value = arguments.last ?? "_"
      return "[\(arguments.dropLast().joined(separator: ", "))] = \(value)"
    case .method, .initializer:
      return Member.fill(name, with: arguments)
    }
  }

  /// Inserts arguments after the labels of a selector such as `chirp(volume:duration:)`.
  private static func fill(_ name: String, with arguments: [String]) -> String {
    // Overloads that differ by return type carry it after the selector: `getMessage() -> String`.
    let parts = name.split(separator: " -> ", maxSplits: 1)
    let selector = String(parts.first ?? Substring(name))
    let suffix = parts.count > 1 ? " -> \(parts[1])" : ""
    return fillSelector(selector, with: arguments) + suffix
  }

  private static func fillSelector(_ selector: String, with arguments: [String]) -> String {
    guard let open = selector.firstIndex(of: "("), selector.hasSuffix(")") else {
      return "\(selector)(\(arguments.joined(separator: ", ")))"
    }
    let base = selector[..<open]
    let labels = selector[selector.index(after: open)..<selector.index(before: selector.endIndex)]
      .split(separator: ":", omittingEmptySubsequences: false).dropLast()
    guard labels.count == arguments.count else {
      return "\(base)(\(arguments.joined(separator: ", ")))"
    }
    let parts = zip(labels, arguments).map { label, argument in
      label == "_" ? argument : "\(label): \(argument)"
    }
    return "\(base)(\(parts.joined(separator: ", ")))"
  }
}
