import LyrebirdSyntax

/// Decides which members of a run's Mockingbird-shaped mocks render once, in the extension for mocks
/// of the protocol that declares them (``SharedMembers``), and which mocks then leave them out.
///
/// Only mocks of one module share: their files compile into one test target. A member stays in a
/// mock whenever any mock names it differently, or two of a mock's parents' extensions would offer
/// members of its name. Members are told apart by their declaration's location, as the render cache
/// does: building every member's signature text took more than the rest of the plan.
struct SharedMemberPlanner {
  let resolver: InheritanceResolver

  /// A protocol's mock in the run, by module and name (or `Module.Name`, as an inherited member's
  /// origin may spell it).
  private struct Key: Hashable {
    var module: String?
    var name: String
  }

  /// One of a mock's members outside `#if`s, as the plan reads it.
  private struct Candidate {
    var location: SourceLocationSpec
    var name: String
    /// Declared by the mocked type itself (or by a parent whose members don't record their origin).
    var isOwn: Bool
    /// The run's mock of the parent that declared it, if that mock shares members.
    var parent: Int?
    var isUniquelyNamed: Bool
    var isShareable: Bool
  }

  func plan(_ entries: inout [OutputPlan.Entry]) {
    let mocks = Self.sharingMocks(entries)
    guard !mocks.isEmpty else { return }
    let members = entries.concurrentMap { entry in Self.candidates(of: entry, mocks: mocks) }
    // Each sharing mock's own members, by location, with their names.
    var shared: [Int: [SourceLocationSpec: String]] = [:]
    for index in Set(mocks.values) {
      shared[index] = [:]
      for member in members[index] where member.isOwn && member.isShareable && member.isUniquelyNamed {
        shared[index]?[member.location] = member.name
      }
    }
    // A mock that names an inherited member differently keeps it, so its parent must not offer it.
    for list in members {
      for member in list where !member.isUniquelyNamed {
        if let parent = member.parent { shared[parent]?[member.location] = nil }
      }
    }
    let resolver = self.resolver
    let sharedByParent = shared
    let omissions = Array(zip(entries, members)).concurrentMap {
      entry, members -> [(parent: Int, location: SourceLocationSpec)] in
      guard SharedMembers.canShare(entry.type) else { return [] }
      let parents = Set(
        resolver.ancestorNames(of: entry.type).compactMap { mocks[Key(module: entry.module, name: $0)] })
      guard !parents.isEmpty else { return [] }
      // Two parents' extensions offering one name could make a call ambiguous: the mock keeps it.
      var offers: [String: Int] = [:]
      for parent in parents {
        for name in (sharedByParent[parent] ?? [:]).values { offers[name, default: 0] += 1 }
      }
      return members.compactMap { member in
        guard let parent = member.parent, parents.contains(parent), offers[member.name] == 1,
          sharedByParent[parent]?[member.location] != nil
        else { return nil }
        return (parent, member.location)
      }
    }
    // A member goes to its protocol's extension only when a mock below takes it from there.
    var taken: [Int: Set<SourceLocationSpec>] = [:]
    for (index, omitted) in omissions.enumerated() where !omitted.isEmpty {
      entries[index].mock.membersInParentExtensions = omitted.reduce(into: []) { $0.insert($1.location) }
      for member in omitted { taken[member.parent, default: []].insert(member.location) }
    }
    for (index, members) in taken { entries[index].mock.membersInExtension = members }
  }

  /// The run's mocks that can share members, by the spellings of their types' names.
  private static func sharingMocks(_ entries: [OutputPlan.Entry]) -> [Key: Int] {
    var mocks: [Key: Int] = [:]
    for (index, entry) in entries.enumerated() where entry.includesHandles && SharedMembers.canShare(entry.type) {
      mocks[Key(module: entry.module, name: entry.type.name)] = index
      if let module = entry.module { mocks[Key(module: module, name: "\(module).\(entry.type.name)")] = index }
    }
    return mocks
  }

  /// The members of `entry`'s mock outside `#if`s, with what the plan needs of each.
  private static func candidates(of entry: OutputPlan.Entry, mocks: [Key: Int]) -> [Candidate] {
    let type = entry.type
    let names = SharedMembers.NameCounts(type.members)
    return type.members.compactMap { item -> Candidate? in
      guard case .member(let member) = item, let name = SharedMembers.name(of: member) else { return nil }
      let location = member.location
      return Candidate(
        location: location, name: name, isOwn: member.origin == nil,
        parent: member.origin.flatMap { mocks[Key(module: entry.module, name: $0)] },
        isUniquelyNamed: names.isUnique(member),
        isShareable: location.line > 0 && SharedMembers.isShareable(member))
    }
  }
}
