/// Writes the assignments that make a mock's stored slots, for each of its designated
/// initializers, inside the same `#if` branches as the members that declare them.
///
/// A slot's call in an initializer's body, rather than as the property's initial value, keeps
/// it out of the module's emit-module job, which type-checks every initial value after any edit.
struct SlotInitializations {
  let scope: MockRenderingScope

  func render(into writer: inout CodeWriter) {
    write(scope.type.members, into: &writer)
  }

  private func write(_ items: [MemberItem], into writer: inout CodeWriter) {
    for item in items {
      switch item {
      case .member(let member):
        for slot in slots(of: member) {
          if let initialization = slot.initialization { writer.line(initialization) }
        }
      case .conditional(let clauses):
        guard clauses.contains(where: { hasSlots($0.items) }) else { continue }
        for (index, clause) in clauses.enumerated() {
          switch (clause.condition, index) {
          case (nil, _): writer.line("#else")
          case (let condition?, 0): writer.line("#if \(condition)")
          case (let condition?, _): writer.line("#elseif \(condition)")
          }
          write(clause.items, into: &writer)
        }
        writer.line("#endif")
      }
    }
  }

  private func hasSlots(_ items: [MemberItem]) -> Bool {
    items.contains { item in
      switch item {
      case .member(let member): slots(of: member).contains { $0.initialization != nil }
      case .conditional(let clauses): clauses.contains { hasSlots($0.items) }
      }
    }
  }

  /// The slots the member's renderer declares in the mock.
  private func slots(of member: MemberSpec) -> [MemberSlotSpelling] {
    let naming = scope.naming(for: member)
    switch member {
    case .method(let method) where method.builtIn == nil:
      return MethodRenderer(method: method, scope: scope, naming: naming).storedSlots
    case .property(let property) where property.builtIn == nil:
      return PropertyRenderer(property: property, scope: scope, naming: naming).storedSlots
    case .subscript(let subscriptMember):
      return SubscriptRenderer(member: subscriptMember, scope: scope, naming: naming).storedSlots
    default:
      return []
    }
  }
}
