import LyrebirdSyntax

/// Decides which members of a run's Mockingbird-shaped mocks render once, in the extension for mocks
/// of the protocol that declares them (``SharedMembers``), and which mocks then leave them out.
///
/// Only mocks of one module share: their files compile into one test target. A member stays in a
/// mock whenever that mock names it differently, or two of its parents' extensions would offer it.
struct SharedMemberPlanner {
  let resolver: InheritanceResolver

  /// A protocol's mock in the run, by module and name.
  private struct Key: Hashable {
    var module: String?
    var name: String

    /// The key of `name`, which an inherited member's origin may spell `Module.Name`.
    init(module: String?, name: String) {
      self.module = module
      if let module, name.hasPrefix(module + ".") {
        self.name = String(name.dropFirst(module.utf8.count + 1))
      } else {
        self.name = name
      }
    }
  }

  func plan(_ entries: inout [OutputPlan.Entry]) {
    var candidates: [Key: Int] = [:]
    for (index, entry) in entries.enumerated() where entry.includesHandles && SharedMembers.canShare(entry.type) {
      candidates[Key(module: entry.module, name: entry.type.name)] = index
    }
    guard !candidates.isEmpty else { return }
    var shared: [Int: Set<String>] = [:]
    for index in candidates.values {
      let type = entries[index].type
      let unique = SharedMembers.uniquelyNamed(type.members.flattenedMembers)
      var own = Set<String>()
      for case .member(let member) in type.members where member.origin == nil && SharedMembers.isShareable(member) {
        let identity = member.identity
        if unique.contains(identity) { own.insert(identity) }
      }
      shared[index] = own
    }
    // A mock that names an inherited member differently keeps it, so its parent must not offer it.
    for entry in entries {
      let members = entry.type.members.flattenedMembers
      let unique = SharedMembers.uniquelyNamed(members)
      for member in members {
        guard let origin = member.origin, let parent = candidates[Key(module: entry.module, name: origin)] else {
          continue
        }
        let identity = member.identity
        if !unique.contains(identity) { shared[parent]?.remove(identity) }
      }
    }
    for index in entries.indices where SharedMembers.canShare(entries[index].type) {
      let entry = entries[index]
      let parents = resolver.ancestorNames(of: entry.type).compactMap {
        candidates[Key(module: entry.module, name: $0)]
      }
      guard !parents.isEmpty else { continue }
      // A member two parents' extensions offer would be ambiguous: the mock declares it itself.
      var offers: [String: Int] = [:]
      for parent in parents {
        for identity in shared[parent] ?? [] { offers[identity, default: 0] += 1 }
      }
      var omitted = Set<String>()
      for case .member(let member) in entry.type.members {
        guard let origin = member.origin, let parent = candidates[Key(module: entry.module, name: origin)],
          parents.contains(parent)
        else { continue }
        let identity = member.identity
        if offers[identity] == 1 && shared[parent]?.contains(identity) == true { omitted.insert(identity) }
      }
      entries[index].mock.membersInParentExtensions = omitted
    }
    for (index, members) in shared { entries[index].mock.membersInExtension = members }
  }
}
