/// Names of swift-mocking's backing properties, chosen as swift-mocking chooses them.
///
/// A method no other method shares a name with is `_fetch`. Overloads add words one at a time until
/// no other overload has the same prefix, in this order: each parameter's label and name
/// (`_fetchId`), the result (`Returning…`), each parameter's type after its name, `Async`, `Throws`,
/// and the generic constraints (`Where…`). `@MockableMethod(mockMethodName:)` names a method
/// itself and takes it out of the comparison. A name still taken gets `2`, `3`… in declaration order.
struct MockedBackingNames {
  /// Names by member identity, with the leading underscore.
  private let names: [String: String]
  /// The instance members' names, which a static member's implementation type must not take.
  private let instanceNames: Set<String>

  /// Names for `members`; `chosen` are the `mockMethodName:` names, by selector.
  init(_ members: [MemberSpec], chosen: [String: String]) {
    var words: [String: [Word]] = [:]
    var bases: [String: [String]] = [:]
    for member in members {
      let identity = member.identity
      switch member {
      case .method(let method) where chosen[method.selector] == nil && !method.isOperator && method.builtIn == nil:
        words[identity] = Self.words(method)
        bases[method.name.trimmingBackticks, default: []].append(identity)
      case .subscript(let subscriptMember):
        words[identity] = Self.words(subscriptMember)
        bases["subscript", default: []].append(identity)
      default: continue
      }
    }
    var used: [Bool: Set<String>] = [:]
    for member in members {
      used[member.isStaticMember, default: []].insert(member.baseName)
    }
    var names: [String: String] = [:]
    for member in members {
      let identity = member.identity
      // The same requirement in two `#if` branches keeps one name.
      guard names[identity] == nil else { continue }
      var name: String
      switch member {
      case .method(let method) where chosen[method.selector] != nil: name = "_" + (chosen[method.selector] ?? "")
      case .property(let property) where property.builtIn == nil: name = "_" + property.name.trimmingBackticks
      case _ where words[identity] != nil:
        let own = words[identity] ?? []
        let rivals = (bases[member.baseName] ?? []).compactMap { words[$0] }.filter {
          Self.name(of: $0) != Self.name(of: own)
        }
        name = "_" + Self.resolve(own, against: rivals)
      default: continue
      }
      var unique = name
      var index = 2
      while used[member.isStaticMember, default: []].contains(unique) {
        unique = "\(name)\(index)"
        index += 1
      }
      used[member.isStaticMember, default: []].insert(unique)
      names[identity] = unique
    }
    self.names = names
    instanceNames = used[false] ?? []
  }

  /// The backing property's name, with its underscore; `nil` for members without one.
  func name(for member: MemberSpec) -> String? { names[member.identity] }

  /// The implementation type a member with parameters declares: `_fetchId` → `FetchIdImplementation`.
  ///
  /// swift-mocking names it after the backing property too. A static member whose name an instance
  /// member has as well is `StaticFetchIdImplementation`, so the two don't clash.
  func implementationName(for member: MemberSpec) -> String? {
    guard let name = names[member.identity] else { return nil }
    let base = name.dropFirst()
    let capitalized = base.prefix(1).uppercased() + base.dropFirst() + "Implementation"
    return member.isStaticMember && instanceNames.contains(name) ? "Static" + capitalized : capitalized
  }

  /// One word of a name and where it goes among the words before it.
  private struct Word {
    let text: String
    let position: Int
  }

  /// The shortest prefix of `own`'s words that no rival shares.
  private static func resolve(_ own: [Word], against rivals: [[Word]]) -> String {
    var remaining = rivals
    var count = 1
    var name = name(of: own, count: count)
    while !remaining.isEmpty {
      count += 1
      name = self.name(of: own, count: count)
      remaining.removeAll { self.name(of: $0, count: count) != name }
      if count > own.count && remaining.allSatisfy({ count > $0.count }) { break }
    }
    return name
  }

  /// The first `count` words (all of them when `nil`) put in their places.
  private static func name(of words: [Word], count: Int? = nil) -> String {
    var placed: [String] = []
    for word in words.prefix(count ?? words.count) {
      placed.insert(word.text, at: min(word.position, placed.count))
    }
    return placed.joined()
  }

  private static func words(_ method: Method) -> [Word] {
    words(
      name: method.name.trimmingBackticks, parameters: method.parameters, result: method.returnType,
      effects: method.effects, generics: method.genericParameters, requirements: method.requirements)
  }

  private static func words(_ member: Subscript) -> [Word] {
    words(
      name: "subscript", parameters: member.parameters, result: member.returnType, effects: member.getterEffects,
      generics: member.genericParameters, requirements: member.requirements)
  }

  private static func words(
    name: String, parameters: [Parameter], result: String?, effects: Effects, generics: [GenericParameter],
    requirements: [RequirementSpec]
  ) -> [Word] {
    var words = [Word(text: name, position: 0)]
    let written = parameters.map { parameter -> (first: String, second: String?) in
      let isUnnamed = parameter.name.hasPrefix("__")
      guard let label = parameter.label else { return ("_", isUnnamed ? nil : parameter.name) }
      return (label, label == parameter.name || isUnnamed ? nil : parameter.name)
    }
    for (index, names) in written.enumerated() {
      let text = MockedNameWords.capitalized(names.first) + (names.second.map(MockedNameWords.capitalized) ?? "")
      words.append(Word(text: text, position: index + 1))
    }
    if let result, !MockedNameWords.isVoid(result) {
      words.append(Word(text: "Returning" + MockedNameWords.words(ofTypeText: result), position: words.count))
    }
    for (index, parameter) in parameters.enumerated() {
      let ownership = parameter.ownership == .none ? "" : MockedNameWords.capitalized(parameter.ownership.rawValue)
      let type = ownership + MockedNameWords.words(ofTypeText: parameter.type)
      let name = MockedNameWords.capitalized(written[index].second ?? written[index].first)
      words.append(Word(text: type == name ? "" : type, position: 2 * index + 2))
    }
    if effects.isAsync { words.append(Word(text: "Async", position: words.count)) }
    switch effects.throwing {
    case .none: break
    case .rethrowing: words.append(Word(text: "Rethrows", position: words.count))
    case .throwing, .typed: words.append(Word(text: "Throws", position: words.count))
    }
    var constraints = generics.compactMap { generic in
      generic.constraint.map { MockedNameWords.capitalized(generic.name) + MockedNameWords.words(ofTypeText: $0) }
    }
    for requirement in requirements {
      switch requirement {
      case .conformance(let left, let right), .sameType(let left, let right, _, _, _):
        constraints.append(MockedNameWords.words(ofTypeText: left) + MockedNameWords.words(ofTypeText: right))
      case .other(let text):
        constraints.append(MockedNameWords.capitalized(text.filter { $0.isLetter || $0.isNumber }))
      }
    }
    for (index, constraint) in constraints.enumerated() {
      words.append(Word(text: (index == 0 ? "Where" : "") + constraint, position: words.count))
    }
    return words
  }
}

extension MemberSpec {
  fileprivate var isStaticMember: Bool {
    switch self {
    case .method(let method): method.isStatic
    case .property(let property): property.isStatic
    case .subscript(let subscriptMember): subscriptMember.isStatic
    case .initializer: false
    }
  }

  /// The name the member is declared with; overloads share it.
  fileprivate var baseName: String {
    switch self {
    case .method(let method): method.name.trimmingBackticks
    case .property(let property): property.name.trimmingBackticks
    case .subscript: "subscript"
    case .initializer: "init"
    }
  }
}
