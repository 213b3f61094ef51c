/// Writes the assignments that make a mock's stored slots, for each of its designated
/// initializers, inside the same `#if` branches as the members that declare them.
///
/// A slot's call in an initializer's body, rather than as the property's initial value, keeps
/// it out of the module's emit-module job, which type-checks every initial value after any edit.
struct SlotInitializations {
  let scope: MockRenderingScope

  func render(into writer: inout CodeWriter) {
    let text =
      scope.slotInitializations[writer.indentation]
      ?? {
        var separate = CodeWriter(continuing: writer)
        write(scope.type.members, into: &separate)
        scope.slotInitializations[writer.indentation] = separate.bytes
        return separate.bytes
      }()
    // A mock without slots writes nothing, not even a pending blank line.
    if !text.isEmpty { writer.append(rendered: text) }
  }

  private func write(_ items: [MemberItem], into writer: inout CodeWriter) {
    for item in items {
      switch item {
      case .member(let member):
        let naming = scope.naming(for: member)
        // An inherited member's assignments read the same in every mock that inherits it.
        guard let cache = scope.renderCache,
          var key = MemberItemRenderer(scope: scope, cache: cache).cacheKey(member, naming: naming)
        else {
          assignments(of: member, naming: naming, into: &writer)
          continue
        }
        key.part = .slotAssignments(indentation: writer.indentation)
        let text = cache.text(for: key) {
          var separate = CodeWriter(continuing: writer)
          assignments(of: member, naming: naming, into: &separate)
          return separate.bytes
        }
        if !text.isEmpty { writer.append(rendered: text) }
      case .conditional(let clauses):
        // A branch without slots would leave an empty `#if` in the initializer.
        guard item.containsMember(where: { slots(of: $0).contains { $0.initialization != nil } }) else { continue }
        writer.conditional(clauses, separated: false) { writer, items in write(items, into: &writer) }
      }
    }
  }

  private func assignments(of member: MemberSpec, naming: MemberNaming, into writer: inout CodeWriter) {
    for initialization in slots(of: member, naming: naming).compactMap(\.initialization) {
      writer.line(initialization)
    }
  }

  /// The slots the member's renderer declares in the mock.
  private func slots(of member: MemberSpec, naming: MemberNaming? = nil) -> [MemberSlotSpelling] {
    let naming = naming ?? scope.naming(for: member)
    switch member {
    case .method(let method) where method.builtIn == nil:
      return MethodRenderer.storedSlot(of: method, scope: scope, naming: naming).map { [$0] } ?? []
    case .property(let property) where property.builtIn == nil:
      return PropertyRenderer(property: property, scope: scope, naming: naming).storedSlots
    case .subscript(let subscriptMember):
      return SubscriptRenderer(member: subscriptMember, scope: scope, naming: naming).storedSlots
    default:
      return []
    }
  }
}
