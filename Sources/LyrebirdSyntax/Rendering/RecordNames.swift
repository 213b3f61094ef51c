/// Names of the `_member` record properties: `_fly`, and `_flyTo` when `fly` is overloaded.
///
/// Computed once per mock. Most mocks have no two members with one base name, and then every
/// name is `_` plus the member's name, so nothing is stored and no identities are built.
struct RecordNames {
  /// Names by member identity, set only when some base name is shared.
  private let assigned: [String: String]?

  /// For pruned mocks, which have no records.
  static let withoutRecords = RecordNames(assigned: [:])

  private init(assigned: [String: String]?) {
    self.assigned = assigned
  }

  init(_ members: [MemberSpec]) {
    let isUnique = !DistinctNames.containsRepeat(members.compactMap(Self.base))
    assigned = isUnique ? nil : Self.assign(members)
  }

  /// Whether `name(for:identity:)` needs the member's identity.
  var needsIdentity: Bool { assigned.map { !$0.isEmpty } ?? false }

  /// The record property's name, or `nil` for members without records (operators, built-ins).
  func name(for member: MemberSpec, identity: @autoclosure () -> String) -> String? {
    guard let assigned else { return Self.base(of: member).map { "_" + $0 } }
    return assigned.isEmpty ? nil : assigned[identity()]
  }

  private static func base(of member: MemberSpec) -> String? {
    switch member {
    case .method(let method) where method.builtIn == nil && !method.isOperator: method.name.trimmingBackticks
    case .property(let property) where property.builtIn == nil: property.name.trimmingBackticks
    default: nil
    }
  }

  private struct Candidate {
    var identity: String
    var base: String
    var method: Method?
  }

  /// Labels and return types are only spelled out for the overloads that need them.
  private static func assign(_ members: [MemberSpec]) -> [String: String] {
    var candidates: [Candidate] = []
    for member in members {
      guard let base = base(of: member) else { continue }
      if case .method(let method) = member {
        candidates.append(Candidate(identity: member.identity, base: base, method: method))
      } else {
        candidates.append(Candidate(identity: member.identity, base: base, method: nil))
      }
    }
    let baseCounts = Dictionary(candidates.map { ($0.base, 1) }, uniquingKeysWith: +)
    let labels = candidates.map { candidate -> String in
      guard baseCounts[candidate.base, default: 0] > 1, let method = candidate.method else { return "" }
      return method.parameters.compactMap(\.label).map { MemberNames.capitalized($0) }.joined()
    }
    let labeledCounts = Dictionary(zip(candidates, labels).map { ($0.base + $1, 1) }, uniquingKeysWith: +)
    var names: [String: String] = [:]
    var used: Set<String> = []
    // The suffix each name tries next: every smaller one is taken, so a visitor's hundreds of
    // `visit` overloads don't each retry all the names before theirs.
    var nextSuffix: [String: Int] = [:]
    for (candidate, labels) in zip(candidates, labels) {
      var name = "_" + candidate.base + labels
      // Overloads that differ only by return type are told apart by its names: `_messageString`.
      if labeledCounts[candidate.base + labels, default: 0] > 1, let method = candidate.method {
        // The names the type refers to, as written: a module's qualification (`App.Message`) is not part of it.
        let words = method.returnShape.referencedNames.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        name += words.map(MemberNames.capitalized).joined()
        if method.effects.isAsync { name += "Async" }
      }
      var index = nextSuffix[name, default: 1]
      var unique = index == 1 ? name : "\(name)\(index)"
      while used.contains(unique) {
        index += 1
        unique = "\(name)\(index)"
      }
      used.insert(unique)
      nextSuffix[name] = index + 1
      names[candidate.identity] = unique
    }
    return names
  }
}
