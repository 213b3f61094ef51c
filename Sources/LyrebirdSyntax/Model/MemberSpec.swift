/// One mockable member.
package indirect enum MemberSpec: Hashable, Sendable, Codable {
  case method(Method)
  case property(Property)
  case `subscript`(Subscript)
  case initializer(Initializer)

  /// Identifies a member across parents so a requirement inherited twice is emitted once.
  package var identity: String {
    switch self {
    case .method(let method):
      (method.isStatic ? "func static " : "func ") + method.selector + method.signatureText
        + (method.effects.isAsync ? " async" : "")
    case .property(let property): "var \(property.isStatic ? "static " : "")\(property.name)"
    case .subscript(let subscriptMember):
      "subscript \(subscriptMember.isStatic ? "static " : "")\(subscriptMember.signatureText)"
    case .initializer(let initializer): "init\(initializer.selectorLabels)\(initializer.signatureText)"
    }
  }

  /// The non-generic parent that declared an inherited method or property (``Method/origin``).
  package var origin: String? {
    switch self {
    case .method(let method): method.origin
    case .property(let property): property.origin
    case .subscript, .initializer: nil
    }
  }

  package var location: SourceLocationSpec {
    switch self {
    case .method(let method): method.location
    case .property(let property): property.location
    case .subscript(let subscriptMember): subscriptMember.location
    case .initializer(let initializer): initializer.location
    }
  }

  /// The member's parameters; a property has none.
  var parameters: [Parameter] {
    switch self {
    case .method(let method): method.parameters
    case .subscript(let subscriptMember): subscriptMember.parameters
    case .initializer(let initializer): initializer.parameters
    case .property: []
    }
  }
}
