/// Marks parameters whose type is one of the mocked type's own aliases of a function type
/// (`typealias Callback = (Bool) -> Void`): like a closure written out, one not `@escaping` can't
/// be recorded or captured, so the mock handles it as a non-escaping closure.
extension MockableType {
  package func markingClosureAliases() -> MockableType {
    guard !typeAliases.isEmpty else { return self }
    var targets: [String: String] = [:]
    for alias in typeAliases { targets[alias.name] = alias.type }
    // `IndirectCallback = Callback`: followed to the end, a few steps at most.
    let closures = Set(
      targets.keys.filter { name in
        var target = targets[name] ?? ""
        for _ in 0..<targets.count { target = targets[target] ?? target }
        return target.contains("->")
      })
    guard !closures.isEmpty else { return self }
    var type = self
    type.members = members.map { item in
      item.mappingMembers { member in
        guard case .method(var method) = member else { return member }
        for index in method.parameters.indices
        where method.parameters[index].storage == .value && closures.contains(method.parameters[index].type)
          && !method.parameters[index].typeAttributes.contains(where: { $0.kind == .escaping })
        {
          method.parameters[index].storage = .nonEscapingClosure
        }
        return .method(method)
      }
    }
    return type
  }
}
