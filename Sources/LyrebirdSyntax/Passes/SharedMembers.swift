/// Which members a protocol's mock can render once, in an extension of the protocol for mocks,
/// so that the mocks of the protocols that refine it take them from there instead of repeating them.
///
/// `extension P where Self: Lyrebird.MockObject` gives P's members, their handles and their records
/// to every mock that conforms to P. A member renders the same in every such mock when it names
/// neither `Self` nor anything of its mock, so a chain of refinements (grandparent, parent, child)
/// compiles each member once instead of once per mock below it: about half the members of the
/// testbed's chains, and a sixth of a file of their mocks' compile job (docs/PERFORMANCE.md).
/// A mock's own declaration of a member still wins over an extension's, so the generator decides
/// conservatively and any member it leaves in a mock stays correct.
package enum SharedMembers {
  /// Whether the mock of `type` can take part: a plain protocol, neither generic nor isolated, with
  /// no attributes, `#if`s, `where` clause or superclass, so its extension needs nothing the mock
  /// declares.
  package static func canShare(_ type: MockableType) -> Bool {
    type.kind == .protocolType && type.associatedTypes.isEmpty && type.genericParameters.isEmpty
      && type.requirements.isEmpty && type.conditions.isEmpty && type.attributes.isEmpty
      && type.superclass == nil && !type.refinesActor && !type.name.utf8.contains(UInt8(ascii: "."))
  }

  /// Whether `member` renders the same in every mock that has it: an instance method or property
  /// that isn't generic, built in or an operator, and doesn't name `Self`.
  package static func isShareable(_ member: MemberSpec) -> Bool {
    switch member {
    case .method(let method):
      method.builtIn == nil && !method.isStatic && !method.isOperator && method.genericParameters.isEmpty
        && !method.returnShape.referencedNames.contains("Self")
        && !method.parameters.contains { $0.shape.referencedNames.contains("Self") }
    case .property(let property):
      property.builtIn == nil && !property.isStatic && !property.shape.referencedNames.contains("Self")
    case .subscript, .initializer:
      false
    }
  }

  /// The identities of the members of `members` whose names no other member shares.
  ///
  /// Overloads and a property beside a `getName()` method are named by the mock that has them
  /// (``MemberNames``), so such a member is never shared.
  package static func uniquelyNamed(_ members: [MemberSpec]) -> Set<String> {
    var counts: [String: Int] = [:]
    for member in members {
      for name in names(of: member) { counts[name, default: 0] += 1 }
    }
    var unique = Set<String>()
    for member in members where names(of: member).allSatisfy({ counts[$0] == 1 }) {
      unique.insert(member.identity)
    }
    return unique
  }

  /// The names a member's declarations take in a mock: its own and its handles'.
  private static func names(of member: MemberSpec) -> [String] {
    switch member {
    case .method(let method):
      return [method.name.trimmingBackticks]
    case .property(let property):
      let capitalized = MemberNames.capitalized(property.name)
      return [property.name.trimmingBackticks, "get" + capitalized, "set" + capitalized]
    case .subscript:
      return ["subscript"]
    case .initializer:
      return ["init"]
    }
  }
}
