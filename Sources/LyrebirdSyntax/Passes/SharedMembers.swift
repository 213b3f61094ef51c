/// Which members a protocol's mock can render once, in an extension of the protocol for mocks,
/// so that the mocks of the protocols that refine it take them from there instead of repeating them.
///
/// `extension P where Self: Lyrebird.MockObject` gives P's members, their handles and their records
/// to every mock that conforms to P. A member renders the same in every such mock when it names
/// neither `Self` nor anything of its mock, so a chain of refinements (grandparent, parent, child)
/// compiles each member once instead of once per mock below it: about half the members of the
/// testbed's chains, and a third of a file of their mocks' compile job (docs/PERFORMANCE.md).
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
  /// that isn't generic, built in, an operator or isolated, and doesn't name `Self`.
  ///
  /// The extension's members say `nonisolated`, which a member with its own isolation can't.
  package static func isShareable(_ member: MemberSpec) -> Bool {
    switch member {
    case .method(let method):
      method.builtIn == nil && !method.isStatic && !method.isOperator && method.genericParameters.isEmpty
        && !method.attributes.contains { $0.kind == .globalActor || $0.kind == .nonisolated }
        && !method.returnShape.referencedNames.contains("Self")
        && !method.parameters.contains { $0.shape.referencedNames.contains("Self") }
    case .property(let property):
      property.builtIn == nil && !property.isStatic && !property.shape.referencedNames.contains("Self")
        && !property.attributes.contains { $0.kind == .globalActor || $0.kind == .nonisolated }
    case .subscript, .initializer:
      false
    }
  }

  /// The names a mock's members take, counted once per mock so each member's check is a lookup.
  ///
  /// Overloads, a property beside a method of its name, and a property beside a `getName()` or
  /// `setName(_:)` method (its handles' names) are named by the mock that has them
  /// (``MemberNames``), so such a member is never shared.
  package struct NameCounts {
    private var counts: [String: Int] = [:]
    /// Whether a method's name begins with `get` or `set`, which only then a property's handles
    /// can collide with.
    private var hasAccessorLikeMethod = false

    /// Counts the names of the members of `items`, `#if` branches included.
    package init(_ items: [MemberItem]) {
      counts.reserveCapacity(items.count)
      count(items)
    }

    private mutating func count(_ items: [MemberItem]) {
      for item in items {
        switch item {
        case .member(.method(let method)):
          counts[method.name.trimmingBackticks, default: 0] += 1
          let utf8 = method.name.utf8
          if utf8.starts(with: "get".utf8) || utf8.starts(with: "set".utf8) { hasAccessorLikeMethod = true }
        case .member(.property(let property)):
          counts[property.name.trimmingBackticks, default: 0] += 1
        case .member:
          continue
        case .conditional(let clauses):
          for clause in clauses { count(clause.items) }
        }
      }
    }

    /// Whether `member` is a method or property no other member of the mock shares a name with.
    package func isUnique(_ member: MemberSpec) -> Bool {
      switch member {
      case .method(let method):
        return counts[method.name.trimmingBackticks] == 1
      case .property(let property):
        guard counts[property.name.trimmingBackticks] == 1 else { return false }
        guard hasAccessorLikeMethod else { return true }
        let capitalized = MemberNames.capitalized(property.name)
        return counts["get" + capitalized] == nil && counts["set" + capitalized] == nil
      case .subscript, .initializer:
        return false
      }
    }
  }

  /// The member's own name, for a method or property; `nil` for the others.
  package static func name(of member: MemberSpec) -> String? {
    switch member {
    case .method(let method): method.name.trimmingBackticks
    case .property(let property): property.name.trimmingBackticks
    case .subscript, .initializer: nil
    }
  }
}
