import LyrebirdSyntax

/// Decides whether a resolved type's mock will compile and link; a mock that can't is skipped
/// with a warning, because one broken mock fails the user's whole test target.
struct Mockability {
  private let resolver: InheritanceResolver
  private let sendableUnavailable: Set<String>
  /// Without `@testable import`, only `open` classes can be subclassed.
  private let requiresOpen: Bool

  init(options: GeneratorOptions, resolver: InheritanceResolver, parsed: [ParsedFile]) {
    self.resolver = resolver
    sendableUnavailable = Set(parsed.flatMap(\.sendableUnavailable))
    requiresOpen = options.minimumAccess >= .public
  }

  /// Why `type` can't be mocked, or `nil` when it can.
  ///
  /// - Parameter module: The module that declares `type`; `nil` when the mocks are compiled with
  ///   the sources themselves, where an implicit initializer can be called.
  func problem(with type: MockableType, module: String?) -> String? {
    if let problem = memberSelfRequirementProblem(type) ?? conflictingPropertiesProblem(type) { return problem }
    switch type.kind {
    case .classType: return classProblem(type, acrossModules: module != nil)
    case .protocolType:
      return selfRequirementProblem(type)
        ?? type.superclass.flatMap {
          superclassProblem(type, $0, acrossModules: module != nil)
        }
    }
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
      let reason =
        type.hasHiddenInitializer
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
