/// Applies one rewrite to every type written in a model: parameters, results, constraints,
/// requirements and typed throws, and the spellings their ``TypeShape``s hold. The rewrite is
/// told which generic names are in scope there.
extension MockableType {
  package func mappingTypes(_ transform: (String, Set<String>) -> String) -> MockableType {
    var type = self
    let outer = Set(associatedTypes.map(\.name) + genericParameters.map(\.name))
    type.associatedTypes = associatedTypes.map { $0.mapping(outer, transform) }
    type.genericParameters = genericParameters.map { $0.mapping(outer, transform) }
    type.requirements = requirements.map { $0.mappingTypes { transform($0, outer) } }
    type.superclass = superclass.map { transform($0, outer) }
    type.typeAliases = typeAliases.map { alias in
      TypeAliasSpec(
        name: alias.name, type: transform(alias.type, outer),
        referencedNames: alias.referencedNames.map { transform($0, outer) })
    }
    type.members = members.map { $0.mappingTypes(outer, transform) }
    return type
  }
}

extension MemberItem {
  func mappingTypes(_ outer: Set<String>, _ transform: (String, Set<String>) -> String) -> MemberItem {
    switch self {
    case .member(let member):
      return .member(member.mappingTypes(outer, transform))
    case .conditional(let clauses):
      return .conditional(
        clauses.map { clause in
          ConditionalClause(condition: clause.condition, items: clause.items.map { $0.mappingTypes(outer, transform) })
        })
    }
  }
}

extension MemberSpec {
  func mappingTypes(_ outer: Set<String>, _ transform: (String, Set<String>) -> String) -> MemberSpec {
    switch self {
    case .method(var method):
      let names = Self.mapSignature(
        &method.genericParameters, &method.requirements, &method.parameters, &method.effects, outer, transform)
      method.returnType = method.returnType.map { transform($0, names) }
      method.returnShape = method.returnShape.mappingTypes { transform($0, names) }
      return .method(method)
    case .property(var property):
      property.type = transform(property.type, outer)
      property.shape = property.shape.mappingTypes { transform($0, outer) }
      property.getterEffects = property.getterEffects.mapping(outer, transform)
      return .property(property)
    case .subscript(var subscriptMember):
      let names = Self.mapSignature(
        &subscriptMember.genericParameters, &subscriptMember.requirements, &subscriptMember.parameters,
        &subscriptMember.getterEffects, outer, transform)
      subscriptMember.returnType = transform(subscriptMember.returnType, names)
      subscriptMember.returnShape = subscriptMember.returnShape.mappingTypes { transform($0, names) }
      return .subscript(subscriptMember)
    case .initializer(var initializer):
      _ = Self.mapSignature(
        &initializer.genericParameters, &initializer.requirements, &initializer.parameters, &initializer.effects,
        outer, transform)
      return .initializer(initializer)
    }
  }

  /// Maps the parts every generic signature has; returns the generic names in scope for the rest.
  private static func mapSignature(
    _ generics: inout [GenericParameter], _ requirements: inout [RequirementSpec], _ parameters: inout [Parameter],
    _ effects: inout Effects, _ outer: Set<String>, _ transform: (String, Set<String>) -> String
  ) -> Set<String> {
    let names = outer.union(generics.map(\.name))
    generics = generics.map { $0.mapping(names, transform) }
    requirements = requirements.map { $0.mappingTypes { transform($0, names) } }
    parameters = parameters.map { $0.mapping(names, transform) }
    effects = effects.mapping(names, transform)
    return names
  }
}

extension GenericParameter {
  func mapping(_ names: Set<String>, _ transform: (String, Set<String>) -> String) -> GenericParameter {
    GenericParameter(
      name: name, constraint: constraint.map { transform($0, names) },
      constraintNames: constraintNames.map { transform($0, names) })
  }
}

extension Parameter {
  func mapping(_ names: Set<String>, _ transform: (String, Set<String>) -> String) -> Parameter {
    var parameter = self
    parameter.type = transform(type, names)
    parameter.shape = shape.mappingTypes { transform($0, names) }
    return parameter
  }
}

extension Effects {
  func mapping(_ names: Set<String>, _ transform: (String, Set<String>) -> String) -> Effects {
    guard case .typed(let type) = throwing else { return self }
    return Effects(isAsync: isAsync, throwing: .typed(transform(type, names)))
  }
}
