import LyrebirdSyntax

/// Adds inherited members to each type: protocol → parents → grandparents, class → superclass.
///
/// Parents are looked up among the inputs, the `--support` sources and the starter pack. A
/// requirement inherited through two parents is emitted once; a type's own declaration wins.
struct InheritanceResolver {
  private let types: [MockableType]
  /// `types` starts with this many support types: declared in other modules (`--support`, a package's dependencies).
  private let supportCount: Int
  /// Positions in `types` by name, so building the index copies no models; a negative position
  /// `-1 - n` is the starter pack's `n`th protocol, parsed on first use (``StarterPack/names``).
  private var index: [String: Int] = [:]

  /// Protocol compositions by alias name (`Both` → `A`, `B`), from the starter pack and the sources.
  private var compositions: [String: [InheritedType]] = StarterPack.aliases
  /// Whether a class mock also declares the members of the input protocols its classes adopt
  /// that none of them declares (a protocol extension's), as Cuckoo's mocks do.
  var includesAdoptedProtocolMembers = false
  /// The input protocols' names, whose members a class mock may take.
  private var inputProtocols: Set<String> = []

  init(inputs: [MockableType], support: [MockableType], compositions: [TypeComposition] = []) {
    // Later entries win a name: inputs over the starter pack, the starter pack over support
    // sources (a module interface restates the standard protocols without mocks' answers).
    types = support + inputs
    supportCount = support.count
    inputProtocols = Set(inputs.filter { $0.kind == .protocolType }.map(\.name))
    for composition in compositions { self.compositions[composition.name] = composition.components }
    index.reserveCapacity(types.count + StarterPack.names.count)
    for (position, type) in support.enumerated() { add(type.name, at: position) }
    for (position, name) in StarterPack.names.enumerated() { add(name, at: -1 - position) }
    for (position, type) in inputs.enumerated() { add(type.name, at: support.count + position) }
  }

  private mutating func add(_ name: String, at position: Int) {
    index[name] = position
    // A nested type can also be found by its last component.
    if name.utf8.contains(UInt8(ascii: ".")), let last = name.split(separator: ".").last {
      index[String(last)] = position
    }
  }

  /// Whether `inherited` is declared by a support source, another module, rather than an input.
  func isSupportType(_ inherited: InheritedType) -> Bool {
    let name = inherited.name
    let position = index[name] ?? name.split(separator: ".").last.flatMap { index[String($0)] }
    return position.map { $0 >= 0 && $0 < supportCount } ?? false
  }

  /// Names with no requirements worth reporting when no declaration is found.
  private static let silentParents: Set<String> = [
    "class", "NSObjectProtocol", "NSObject", "Foundation.NSObjectProtocol", "Foundation.NSObject", "~Copyable",
    "~Escapable",
  ]

  /// The declaration of an inherited type, found by its name without generic arguments.
  func lookup(_ inherited: InheritedType) -> MockableType? {
    lookup(named: inherited.name)
  }

  /// The declaration of the type `name`, perhaps qualified by its module or enclosing types.
  func lookup(named qualified: String) -> MockableType? {
    let name = qualified.replacingPrefix("Swift.", with: "").replacingPrefix("_Concurrency.", with: "")
    let position = index[name] ?? name.split(separator: ".").last.flatMap { index[String($0)] }
    return position.map { $0 < 0 ? StarterPack.types[-1 - $0] : types[$0] }
  }

  /// The names of the known types `type` inherits, directly or not, compositions expanded.
  func ancestorNames(of type: MockableType) -> [String] {
    var names: [String] = []
    var visited: Set<String> = [type.name]
    var queue = expand(type.inheritedTypes)
    while !queue.isEmpty {
      guard let parent = lookup(queue.removeFirst()), visited.insert(parent.name).inserted else { continue }
      names.append(parent.name)
      queue += expand(parent.inheritedTypes)
    }
    return names
  }

  func resolve(_ type: MockableType) -> (MockableType, [DiagnosticSpec]) {
    let result = resolveReportingCompleteness(type)
    return (result.type, result.diagnostics)
  }

  /// Resolves `type` and says whether every parent's requirements are known: a protocol mock
  /// that misses a parent's requirements would not compile.
  func resolveReportingCompleteness(
    _ type: MockableType
  ) -> (type: MockableType, diagnostics: [DiagnosticSpec], isComplete: Bool) {
    var isComplete = true
    var resolved = type
    var diagnostics: [DiagnosticSpec] = []
    let ownMembers = type.members.flattenedMembers
    // Room for a few parents' members, so the set rarely grows and rehashes.
    var seenIdentities = Set<MemberIdentity>(minimumCapacity: ownMembers.count * 4)
    for member in ownMembers { seenIdentities.insert(MemberIdentity(member)) }
    var visited: Set<String> = [type.name]
    var queue = expand(type.inheritedTypes)
    var isClassChain = type.kind == .classType
    var hasOwnInitializers = ownMembers.contains {
      if case .initializer = $0 { return true }
      return false
    }
    var settable = Set<String>()
    // A class whose parents are all known: its adopted protocols' members it lacks can only come
    // from the protocols' extensions.
    var knowsEveryParent = true
    while !queue.isEmpty {
      let parentType = queue.removeFirst()
      let parentName = parentType.text
      // Only `NSObject` implements `NSObjectProtocol`'s requirements: the mock subclasses it, also
      // when the inputs declare a stand-in protocol of that name (Mockingbird's support sources do).
      if Self.isNSObjectProtocol(parentType.name) && type.kind == .protocolType {
        if resolved.superclass == nil { resolved.superclass = "Foundation.NSObject" }
        continue
      }
      guard var parent = lookup(parentType) else {
        if !Self.silentParents.contains(parentName) { knowsEveryParent = false }
        if !compositions.keys.contains(parentName) && !Self.silentParents.contains(parentName)
          && type.kind == .protocolType
        {
          isComplete = false
          let advice =
            StarterPack.undeclaredStandardProtocols.contains(parentType.name.replacingPrefix("Swift.", with: ""))
            ? ", a standard-library protocol whose requirements Lyrebird doesn't declare, so \(type.mockName) "
              + "is not generated; mock a protocol of the operations your code calls instead"
            : ", which isn't declared in the inputs, so \(type.mockName) is not generated; pass the file that "
              + "declares it with --support"
          diagnostics.append(
            DiagnosticSpec(.warning, "'\(type.name)' inherits '\(parentName)'" + advice, at: type.location))
        }
        continue
      }
      guard visited.insert(parent.name).inserted else { continue }
      // A class inherits its superclass's members; the protocols it adopts are implemented by it.
      if isClassChain && parent.kind == .protocolType { continue }
      // `Cache<String, [UInt8]>`: a generic superclass's members, and its parents, in those types.
      let specialization = parent.kind == .classType && !parentType.arguments.isEmpty ? parentType.arguments : nil
      if let specialization { parent = parent.bindingGenericParameters(to: specialization) }
      // `protocol P: SomeClass`: the mock subclasses the class, which implements its own members.
      if type.kind == .protocolType && parent.kind == .classType {
        if resolved.superclass == nil {
          // `protocol User: Crate<Bool>`: the mock subclasses `Crate<Bool>`.
          resolved.superclass = specialization.map { "\(parent.name)<\($0.joined(separator: ", "))>" } ?? parent.name
          resolved.superclassInitializers = Self.initializersNeedingArguments(of: parent)
        }
        continue
      }
      // `Cache<String, [UInt8]>` binds the parent's primary associated types.
      for (name, argument) in zip(parent.primaryAssociatedTypes, parentType.arguments) {
        let requirement = RequirementSpec.sameType(name, argument)
        if !resolved.requirements.contains(requirement) { resolved.requirements.append(requirement) }
      }
      for case .property(let property) in parent.members.flattenedMembers where property.hasSetter {
        settable.insert(property.name)
      }
      if isClassChain { isClassChain = parent.kind == .classType }
      let inheritInitializers = type.kind == .protocolType || !hasOwnInitializers
      // A class whose initializers are all private gives its subclasses none to call.
      // So does another module's class without public ones: its implicit initializer is internal there.
      let hidesInitializers =
        parent.hasHiddenInitializer
        || (isSupportType(parentType)
          && !parent.members.flattenedMembers.contains { member in
            if case .initializer(let initializer) = member { return initializer.access >= .public }
            return false
          })
      if type.kind == .classType && parent.kind == .classType && inheritInitializers && hidesInitializers {
        resolved.hasHiddenInitializer = true
      }
      // Another module's class: only its `open` members can be overridden, and only its public
      // initializers called.
      let parentItems =
        type.kind == .classType && parent.kind == .classType && isSupportType(parentType)
        ? Self.overridableAcrossModules(parent.members) : parent.members
      var members = inherited(parentItems, seen: &seenIdentities, includeInitializers: inheritInitializers)
      // An actor's witnesses to a plain protocol's requirements must not be isolated to it.
      if resolved.refinesActor && !parent.refinesActor { members = members.map { $0.makingNonisolated() } }
      if type.kind == .classType && inheritInitializers && members.contains(where: \.isInitializer) {
        hasOwnInitializers = true
      }
      // Members of a non-generic parent forward through it and share one rendering.
      // The integer protocols' members name the associated types the compiler infers for each mock.
      let shareable =
        parent.associatedTypes.isEmpty && parent.genericParameters.isEmpty
        && !MockableType.integerProtocols.contains(parent.name)
      resolved.members += shareable ? members.map { $0.withOrigin(parent.name) } : members
      resolved.inheritedTypes += parent.inheritedTypes.filter { !resolved.inheritedTypes.contains($0) }
      for associated in parent.associatedTypes
      where !resolved.associatedTypes.contains(where: { $0.name == associated.name }) {
        resolved.associatedTypes.append(associated)
      }
      resolved.requirements += parent.requirements.filter { !resolved.requirements.contains($0) }
      resolved.typeAliases += parent.typeAliases.filter { alias in
        !resolved.typeAliases.contains { $0.name == alias.name }
      }
      resolved.attributes += parent.attributes.filter { attribute in
        attribute.kind == .globalActor && !resolved.attributes.contains(attribute)
      }
      queue += expand(parent.inheritedTypes)
    }
    if includesAdoptedProtocolMembers && type.kind == .classType && knowsEveryParent {
      addAdoptedProtocolMembers(to: &resolved, seen: &seenIdentities)
    }
    // A property that one parent reads and another writes (a diamond) must be settable.
    if !settable.isEmpty {
      resolved.members = resolved.members.map { $0.makingSettable(settable) }
    }
    return (resolved, diagnostics, isComplete)
  }

  /// Adds the methods of the input protocols `type`'s classes adopt that none of them declares,
  /// each marked as coming from its protocol, so the mock declares it without `override`.
  ///
  /// Protocols with associated types are left out: their members name types the class binds.
  private func addAdoptedProtocolMembers(to type: inout MockableType, seen: inout Set<MemberIdentity>) {
    var queue = expand(type.inheritedTypes)
    var visited: Set<String> = []
    var declared = Set<String>()
    for case .method(let method) in type.members.flattenedMembers { declared.insert(method.selector) }
    while !queue.isEmpty {
      let adopted = queue.removeFirst()
      guard let parent = lookup(adopted), parent.kind == .protocolType, inputProtocols.contains(parent.name),
        parent.associatedTypes.isEmpty, visited.insert(parent.name).inserted
      else { continue }
      // Only methods no class declares by that name and labels: a class may satisfy a
      // requirement with another signature (`T?` as `String?`), and its constants aren't models.
      let members = inherited(parent.members, seen: &seen, includeInitializers: false).filter { item in
        guard case .member(.method(let method)) = item else { return false }
        return !method.isStatic && !method.isOperator && !declared.contains(method.selector)
      }
      if !members.isEmpty {
        type.members += members.map { $0.withOrigin(parent.name) }
        type.adoptedProtocolOrigins.insert(parent.name)
      }
      queue += expand(parent.inheritedTypes)
    }
  }

  /// A class's designated initializers when none can be called without arguments, or one is
  /// `required` and so must be repeated, so a protocol mock that subclasses it must offer them;
  /// otherwise none, and the mock calls `super.init()`.
  private static func initializersNeedingArguments(of parent: MockableType) -> [Initializer] {
    let designated = parent.members.flattenedMembers.compactMap { member -> Initializer? in
      guard case .initializer(let initializer) = member, !initializer.isConvenience,
        initializer.access >= .internal
      else { return nil }
      return initializer
    }
    let callable = designated.contains(where: \.isCallableWithoutArguments)
    return callable && !designated.contains(where: \.isRequired) ? [] : designated
  }

  private static func overridableAcrossModules(_ items: [MemberItem]) -> [MemberItem] {
    items.compactMap { item in
      switch item {
      case .member(.method(let method)): method.access == .open ? item : nil
      case .member(.property(let property)): property.access == .open ? item : nil
      case .member(.subscript(let subscriptMember)): subscriptMember.access == .open ? item : nil
      case .member(.initializer(let initializer)): initializer.access >= .public ? item : nil
      case .conditional(let clauses):
        .conditional(
          clauses.map { ConditionalClause(condition: $0.condition, items: overridableAcrossModules($0.items)) })
      }
    }
  }

  private static func isNSObjectProtocol(_ name: String) -> Bool {
    name == "NSObjectProtocol" || name == "Foundation.NSObjectProtocol"
  }

  private func expand(_ types: [InheritedType]) -> [InheritedType] {
    types.flatMap { type in compositions[type.text].map(expand) ?? [type] }
  }

  private func inherited(
    _ items: [MemberItem], seen: inout Set<MemberIdentity>, includeInitializers: Bool
  ) -> [MemberItem] {
    items.compactMap { item -> MemberItem? in
      switch item {
      case .member(let member):
        if case .initializer = member, !includeInitializers { return nil }
        guard seen.insert(MemberIdentity(member)).inserted else { return nil }
        return item
      case .conditional(let clauses):
        // Each branch may declare the same member; only unconditional members suppress them.
        let kept = clauses.map { clause in
          var branchSeen = seen
          return ConditionalClause(
            condition: clause.condition,
            items: inherited(clause.items, seen: &branchSeen, includeInitializers: includeInitializers))
        }
        return .conditional(kept)
      }
    }
  }
}

extension MemberItem {
  func withOrigin(_ origin: String) -> MemberItem {
    switch self {
    case .member(.method(var method)):
      method.origin = method.origin ?? origin
      return .member(.method(method))
    case .member(.property(var property)):
      property.origin = property.origin ?? origin
      return .member(.property(property))
    case .member:
      return self
    case .conditional(let clauses):
      return .conditional(
        clauses.map { ConditionalClause(condition: $0.condition, items: $0.items.map { $0.withOrigin(origin) }) })
    }
  }

  func makingSettable(_ names: Set<String>) -> MemberItem {
    switch self {
    case .member(.property(var property)) where !property.hasSetter && names.contains(property.name):
      property.hasSetter = true
      // The parent that declared it read-only can't forward the write.
      property.origin = nil
      return .member(.property(property))
    case .member:
      return self
    case .conditional(let clauses):
      return .conditional(
        clauses.map { ConditionalClause(condition: $0.condition, items: $0.items.map { $0.makingSettable(names) }) })
    }
  }

  var isInitializer: Bool {
    if case .member(.initializer) = self { return true }
    return false
  }
}

extension String {
  func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
