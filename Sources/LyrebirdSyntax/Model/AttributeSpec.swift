/// An attribute kept on a mock, with what it means to the renderer read from the syntax tree.
///
/// Renderers repeat availability on records and on `mock(_:)`, and a global actor isolates the
/// whole mock; asking for the kind keeps those rules from testing the attribute's spelling.
package struct AttributeSpec: Hashable, Sendable, Codable {
  package enum Kind: String, Hashable, Sendable, Codable {
    /// A global actor such as `@MainActor`: it isolates the declaration.
    case globalActor
    /// `@available(…)`: repeated wherever the declaration is named.
    case availability
    /// The `nonisolated` modifier, kept on the mock's member like an attribute.
    case nonisolated
    /// Any other attribute kept on the mock, such as `@discardableResult`.
    case other
  }

  package var kind: Kind
  /// The attribute as written, for example `@available(iOS 17, *)`.
  package var text: String

  package init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}

extension [AttributeSpec] {
  /// Whether one of the attributes is a global actor.
  package var hasGlobalActor: Bool { contains { $0.kind == .globalActor } }

  /// The attributes of `kind`, in order.
  package func of(_ kind: AttributeSpec.Kind) -> [AttributeSpec] { filter { $0.kind == kind } }
}
