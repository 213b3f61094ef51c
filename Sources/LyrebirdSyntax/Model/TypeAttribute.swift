/// An attribute written on a parameter's type, with what it means to the renderer read from the syntax tree.
///
/// Renderers drop `@escaping` and `@autoclosure` where a closure is stored or recorded, and keep
/// the rest; asking for the kind keeps those rules from testing the attribute's spelling.
package struct TypeAttribute: Hashable, Sendable, Codable {
  package enum Kind: String, Hashable, Sendable, Codable {
    /// `@escaping`: the closure may outlive the call.
    case escaping
    /// `@autoclosure`: kept only when the parser leaves the argument a closure, as for a throwing one.
    case autoclosure
    /// `@Sendable`.
    case sendable
    /// Any other attribute, such as `@MainActor` or `@convention(c)`.
    case other
  }

  package var kind: Kind
  /// The attribute as written, for example `@convention(c)`, kept on the mock's declaration.
  package var text: String

  package init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}

extension [TypeAttribute] {
  /// Whether one of the attributes is of `kind`.
  package func contains(_ kind: TypeAttribute.Kind) -> Bool { contains { $0.kind == kind } }

  /// The attributes not of the given kinds, in order.
  package func excluding(_ kinds: TypeAttribute.Kind...) -> [TypeAttribute] { filter { !kinds.contains($0.kind) } }

  /// The attributes but `@convention(block)`: Linux has no type metadata for a block, so generic
  /// code (matchers, stubs, records) takes the closure as a Swift function instead.
  package var withoutBlockConvention: [TypeAttribute] {
    filter { $0.text.filter { !$0.isWhitespace } != "@convention(block)" }
  }

  /// Each attribute's text followed by a space, `@Sendable @escaping `, for writing before a type.
  package var prefixText: String { map { $0.text + " " }.joined() }
}
