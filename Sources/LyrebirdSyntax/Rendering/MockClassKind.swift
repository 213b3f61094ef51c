/// How a protocol mock's class can be extended.
package enum MockClassKind: Hashable, Sendable {
  /// `final class`: the generator's default, required when requirements mention `Self`.
  case final
  /// A non-final class, so a child protocol's mock can subclass it.
  case subclassable
  /// Subclasses the named parent mock, inheriting its context and the parent's members.
  case subclass(of: String)

  /// Whether a mock of `type` may be non-final: `Self` requirements need a final class.
  package static func canSubclass(_ type: MockableType) -> Bool {
    type.kind == .protocolType
      && !type.members.flattenedMembers.contains { member in
        switch member {
        case .method(let method): method.signatureText.containsSelfKeyword
        case .property(let property): property.type.containsSelfKeyword
        case .subscript(let subscriptMember): subscriptMember.signatureText.containsSelfKeyword
        case .initializer: false
        }
      }
  }
}
