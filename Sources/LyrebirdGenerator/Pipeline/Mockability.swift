import LyrebirdSyntax

/// Decides whether a resolved type's mock will compile and link; a mock that can't is skipped
/// with a warning, because one broken mock fails the user's whole test target.
struct Mockability {
  private let resolver: InheritanceResolver
  private let sendableUnavailable: Set<String>
  /// Without `@testable import`, only `open` classes can be subclassed.
  private let requiresOpen: Bool

  /// Top-level names both an input and a support source declare: a support type's member that
  /// names one means the other module's type, which the mock, qualified by the mocked module, can't.
  private let sharedNames: Set<String>

  init(options: GeneratorOptions, resolver: InheritanceResolver, inputs: [ParsedFile], support: [ParsedFile]) {
    self.resolver = resolver
    sendableUnavailable = Set((inputs + support).flatMap(\.sendableUnavailable))
    func topLevel(_ files: [ParsedFile]) -> Set<String> {
      Set(files.flatMap(\.declaredTypes).filter { !$0.utf8.contains(UInt8(ascii: ".")) })
    }
    sharedNames = support.isEmpty ? [] : topLevel(inputs).intersection(topLevel(support))
    requiresOpen = options.minimumAccess >= .public
  }

  /// Why `type` can't be mocked, or `nil` when it can.
  ///
  /// - Parameter module: The module that declares `type`; `nil` when the mocks are compiled with
  ///   the sources themselves, where an implicit initializer can be called.
  func problem(with type: MockableType, module: String?) -> String? {
    if let problem = memberSelfRequirementProblem(type) ?? conflictingPropertiesProblem(type)
      ?? nestedInGenericProblem(type) ?? sharedNameProblem(type, module: module)
    {
      return problem
    }
    switch type.kind {
    case .classType: return classProblem(type, acrossModules: module != nil)
    case .protocolType:
      return selfRequirementProblem(type)
        ?? type.superclass.flatMap {
          superclassProblem(type, $0, acrossModules: module != nil)
        }
    }
  }

  /// A parent from a support source (another module) whose members name a type both modules
  /// declare, or a parent named through another module (`Other.TopLevelType`) with such a name:
  /// the inputs' declaration of the name is the one found.
  private func sharedNameProblem(_ type: MockableType, module: String?) -> String? {
    guard !sharedNames.isEmpty else { return nil }
    let ancestors = resolver.ancestorNames(of: type).compactMap { resolver.lookup(named: $0) }
    for inherited in ([type] + ancestors).flatMap(\.inheritedTypes) {
      let components = inherited.name.split(separator: ".").map(String.init)
      // `Foundation.NSObjectProtocol` is always Foundation's: the mock subclasses `NSObject`.
      if components.count > 1, components[0] != module, !sharedNames.contains(components[0]),
        let last = components.last, sharedNames.contains(last), last != "NSObjectProtocol"
      {
        return "'\(type.name)' inherits '\(inherited.name)', a name both its module and a support source declare, "
          + "so \(type.mockName) is not generated"
      }
    }
    for parent in ancestors where resolver.isSupportType(InheritedType(text: parent.name, name: parent.name)) {
      // A class implements the protocols it adopts: only a superclass's members are in its mock.
      if type.kind == .classType && parent.kind == .protocolType { continue }
      let requirementNames = Self.referencedNames(of: parent.requirements)
      for names in [requirementNames] + parent.members.flattenedMembers.map(Self.referencedNames) {
        if let shared = names.first(where: sharedNames.contains) {
          return "'\(type.name)' inherits '\(parent.name)', whose members name '\(shared)', declared both by its "
            + "module and by a support source, so \(type.mockName) is not generated"
        }
      }
    }
    return nil
  }

  private static func referencedNames(of requirements: [RequirementSpec]) -> [String] {
    requirements.flatMap { requirement -> [String] in
      if case .sameType(_, _, _, _, let names) = requirement { return names }
      return []
    }
  }

  private static func referencedNames(of member: MemberSpec) -> [String] {
    switch member {
    case .method(let method):
      method.parameters.flatMap(\.shape.referencedNames) + method.returnShape.referencedNames
        + referencedNames(of: method.requirements)
    case .property(let property): property.shape.referencedNames
    case .subscript(let subscriptMember):
      subscriptMember.parameters.flatMap(\.shape.referencedNames) + subscriptMember.returnShape.referencedNames
    case .initializer(let initializer): initializer.parameters.flatMap(\.shape.referencedNames)
    }
  }

  /// `Outer<T>.Inner`: the mock, declared at the top level, would have to name `Outer<T>` with
  /// arguments it doesn't have.
  private func nestedInGenericProblem(_ type: MockableType) -> String? {
    var path = type.name.split(separator: ".").dropLast()
    while !path.isEmpty {
      let outer = path.joined(separator: ".")
      if let declaration = resolver.lookup(named: outer), !declaration.genericParameters.isEmpty {
        return "'\(type.name)' is nested in the generic type '\(outer)', so \(type.mockName) is not generated"
      }
      path = path.dropLast()
    }
    return nil
  }

  /// `func gather<S: Sequence>(_: S) where S.Element == Self`: in a mock class, `Self` is the
  /// class's dynamic type, which no generic argument can be required to equal.
  private func memberSelfRequirementProblem(_ type: MockableType) -> String? {
    for case .method(let method) in type.members.flattenedMembers {
      for case .sameType(let left, let right, _, _, _) in method.requirements where left == "Self" || right == "Self" {
        return "'\(type.name)' declares '\(method.name)' requiring '\(left) == \(right)', which a mock class "
          + "can't state, so \(type.mockName) is not generated"
      }
    }
    return nil
  }

  /// `var foo: Bool` in one protocol and `var foo: Int` in a protocol refining it.
  ///
  /// No type can conform to both. The mock keeps the nearest declaration; a parent's is compared with it.
  private func conflictingPropertiesProblem(_ type: MockableType) -> String? {
    guard type.kind == .protocolType else { return nil }
    var types: [String: String] = [:]
    for case .property(let property) in type.members.flattenedMembers where !property.isStatic {
      types[property.name] = property.type
    }
    for name in resolver.ancestorNames(of: type) {
      guard let parent = resolver.lookup(named: name), parent.kind == .protocolType else { continue }
      for case .property(let property) in parent.members.flattenedMembers where !property.isStatic {
        if let kept = types[property.name], kept != property.type, parent.genericParameters.isEmpty,
          parent.associatedTypes.isEmpty
        {
          return "'\(type.name)' inherits 'var \(property.name)' as both '\(kept)' and '\(property.type)', which "
            + "no type can conform to, so \(type.mockName) is not generated"
        }
      }
    }
    return nil
  }

  /// `where Element == Self`: a class can't alias `Self`, and an associated type kept generic
  /// (`Iterator.Element == Self`) would make the mock's requirements refer to the mock itself.
  private func selfRequirementProblem(_ type: MockableType) -> String? {
    for case .sameType(let left, let right, _, _, _) in type.requirements where left == "Self" || right == "Self" {
      return "'\(type.name)' requires '\(left) == \(right)', which a mock class can't state, "
        + "so \(type.mockName) is not generated"
    }
    return nil
  }

  private func classProblem(_ type: MockableType, acrossModules: Bool) -> String? {
    let mock = type.mockName
    if sendableUnavailable.contains(type.name) {
      return "'\(type.name)' makes its Sendable conformance unavailable and every mock is Sendable, "
        + "so \(mock) is not generated"
    }
    if requiresOpen && type.access != .open {
      return "'\(type.name)' is \(type.access.rawValue), not open, so it can't be subclassed outside its module; "
        + "\(mock) is not generated (mocking internal API with --minimum-access internal allows it)"
    }
    let initializers = designatedInitializers(type)
    if initializers.isEmpty && (type.hasHiddenInitializer || (acrossModules && requiresOpen)) {
      let declaresSome = type.members.flattenedMembers.contains {
        if case .initializer(let initializer) = $0 { return !initializer.isConvenience }
        return false
      }
      // Hidden initializers the declaration itself doesn't have were inherited (the resolver's).
      let inherits = type.hasHiddenInitializer && resolver.lookup(named: type.name)?.hasHiddenInitializer == false
      let reason =
        inherits
        ? "its superclass's initializers are private, or another module's and not public"
        : type.hasHiddenInitializer
          ? "its initializers are private"
          : declaresSome ? "its initializers aren't public" : "an implicit one is internal"
      return "'\(type.name)' declares no initializer \(mock) can call (\(reason)), so \(mock) is not generated"
    }
    return nil
  }

  private func superclassProblem(_ type: MockableType, _ superclass: String, acrossModules: Bool) -> String? {
    guard let parent = resolver.lookup(named: superclass) else { return nil }
    let resolved = resolver.resolve(parent).0
    // Another module's class: `@testable import` of the mocked module doesn't reach its internals.
    if resolver.isSupportType(InheritedType(text: superclass, name: parent.name)) {
      if resolved.access != .open {
        return "'\(type.name)' requires subclassing '\(superclass)', another module's \(resolved.access.rawValue) "
          + "class, which can't be subclassed there, so \(type.mockName) is not generated"
      }
      if !designatedInitializers(resolved).contains(where: { $0.access >= .public }) {
        return "'\(type.name)' requires subclassing '\(superclass)', whose initializers aren't public in its "
          + "module, so \(type.mockName) is not generated"
      }
    }
    if let problem = classProblem(resolved, acrossModules: acrossModules) {
      return "'\(type.name)' requires subclassing '\(superclass)', and "
        + "\(problem.prefix(1).lowercased())\(problem.dropFirst())"
    }
    let initializers = designatedInitializers(resolved)
    // Initializers that take arguments are offered by the mock (`superclassInitializers`).
    let offered = !type.superclassInitializers.isEmpty && !initializers.isEmpty
    let callable =
      offered || (initializers.isEmpty && !resolved.hasHiddenInitializer && (!acrossModules || !requiresOpen))
      || initializers.contains(where: \.isCallableWithoutArguments)
    guard callable else {
      return "'\(type.name)' requires subclassing '\(superclass)', which has no initializer without arguments "
        + "for \(type.mockName) to call, so it is not generated"
    }
    if resolved.attributes.hasGlobalActor {
      return "'\(type.name)' requires subclassing the actor-isolated class '\(superclass)', "
        + "so \(type.mockName) is not generated"
    }
    return nil
  }

  private func designatedInitializers(_ type: MockableType) -> [Initializer] {
    type.members.flattenedMembers.compactMap { member in
      guard case .initializer(let initializer) = member, !initializer.isConvenience else { return nil }
      if requiresOpen && initializer.access < .public { return nil }
      return initializer
    }
  }
}
