import LyrebirdSyntax

/// Reads the models ``ModelArchive`` wrote, field by field in the same order.
extension BinaryReader {
  mutating func readType() throws(BinaryArchiveError) -> MockableType {
    var type = MockableType(
      name: try readString(), kind: try read(), access: try read(),
      inheritedTypes: try readArray { reader throws(BinaryArchiveError) in try reader.readInherited() },
      associatedTypes: try readArray { reader throws(BinaryArchiveError) in try reader.readGeneric() },
      genericParameters: try readArray { reader throws(BinaryArchiveError) in try reader.readGeneric() },
      requirements: try readRequirements(), attributes: try readAttributes(),
      members: try readArray { reader throws(BinaryArchiveError) in try reader.readItem() },
      conditions: try readStrings(), isFinal: try readBool(), location: try readLocation())
    type.primaryAssociatedTypes = try readStrings()
    let aliasNames = try readStrings()
    let aliasTypes = try readStrings()
    let aliasReferences = try readArray { reader throws(BinaryArchiveError) in try reader.readStrings() }
    type.typeAliases = zip(aliasNames, zip(aliasTypes, aliasReferences)).map {
      TypeAliasSpec(name: $0, type: $1.0, referencedNames: $1.1)
    }
    type.superclass = try readOptionalString()
    type.moduleName = try readOptionalString()
    type.hasHiddenInitializer = try readBool()
    type.adoptedProtocolOrigins = Set(try readStrings())
    type.superclassInitializers = try readArray { reader throws(BinaryArchiveError) in try reader.readItem() }
      .flattenedMembers.compactMap { member in
        guard case .initializer(let initializer) = member else { return nil }
        return initializer
      }
    type.docAnnotations = try readStrings()
    return type
  }

  mutating func readItem() throws(BinaryArchiveError) -> MemberItem {
    switch try readInt() {
    case 0: return .member(try readMember())
    case 1:
      return .conditional(
        try readArray { reader throws(BinaryArchiveError) in
          ConditionalClause(
            condition: try reader.readOptionalString(),
            items: try reader.readArray { reader throws(BinaryArchiveError) in try reader.readItem() })
        })
    default: throw BinaryArchiveError()
    }
  }

  mutating func readMember() throws(BinaryArchiveError) -> MemberSpec {
    switch try readInt() {
    case 0: return .method(try readMethod())
    case 1: return .property(try readProperty())
    case 2: return .subscript(try readSubscript())
    case 3: return .initializer(try readInitializer())
    default: throw BinaryArchiveError()
    }
  }

  mutating func readMethod() throws(BinaryArchiveError) -> Method {
    let name = try readString()
    let fixity = try readOptional(OperatorFixity.self)
    let generics = try readArray { reader throws(BinaryArchiveError) in try reader.readGeneric() }
    let requirements = try readRequirements()
    let parameters = try readArray { reader throws(BinaryArchiveError) in try reader.readParameter() }
    let returnType = try readOptionalString()
    let returnShape = try readShape()
    let returnsSending = try readBool()
    let returnsNoncopyable = try readBool()
    var method = Method(
      name: name, fixity: fixity, genericParameters: generics, requirements: requirements,
      parameters: parameters, returnType: returnType, effects: try readEffects(), isStatic: try readBool(),
      isClassMember: try readBool(), isMutating: try readBool(), attributes: try readAttributes(),
      access: try read(), location: try readLocation())
    method.returnShape = returnShape
    method.returnsSending = returnsSending
    method.returnsNoncopyable = returnsNoncopyable
    method.builtIn = try readOptional(BuiltInImplementation.self)
    method.origin = try readOptionalString()
    return method
  }

  mutating func readProperty() throws(BinaryArchiveError) -> Property {
    var property = Property(
      name: try readString(), type: try readString(), shape: try readShape(), isStatic: try readBool(),
      isClassMember: try readBool(),
      hasSetter: try readBool(), getterEffects: try readEffects(), isMutatingGetter: try readBool(),
      attributes: try readAttributes(), access: try read(), location: try readLocation())
    property.builtIn = try readOptional(BuiltInImplementation.self)
    property.origin = try readOptionalString()
    return property
  }

  mutating func readSubscript() throws(BinaryArchiveError) -> Subscript {
    let genericParameters = try readArray { reader throws(BinaryArchiveError) in try reader.readGeneric() }
    let requirements = try readRequirements()
    let parameters = try readArray { reader throws(BinaryArchiveError) in try reader.readParameter() }
    let returnType = try readString()
    let returnShape = try readShape()
    var member = Subscript(
      genericParameters: genericParameters, requirements: requirements, parameters: parameters,
      returnType: returnType, isStatic: try readBool(), hasSetter: try readBool(),
      getterEffects: try readEffects(), attributes: try readAttributes(), access: try read(),
      location: try readLocation())
    member.returnShape = returnShape
    return member
  }

  mutating func readInitializer() throws(BinaryArchiveError) -> Initializer {
    Initializer(
      parameters: try readArray { reader throws(BinaryArchiveError) in try reader.readParameter() },
      effects: try readEffects(), isFailable: try readBool(), isRequired: try readBool(),
      isConvenience: try readBool(),
      genericParameters: try readArray { reader throws(BinaryArchiveError) in try reader.readGeneric() },
      requirements: try readRequirements(), attributes: try readAttributes(), access: try read(),
      location: try readLocation(), isImplicitlyUnwrapped: try readBool())
  }

  mutating func readParameter() throws(BinaryArchiveError) -> Parameter {
    Parameter(
      label: try readOptionalString(), name: try readString(), type: try readString(),
      typeAttributes: try readTypeAttributes(), ownership: try read(), isVariadic: try readBool(),
      isAutoclosure: try readBool(), storage: try read(), shape: try readShape(),
      defaultValue: try readOptionalString())
  }

  mutating func readEffects() throws(BinaryArchiveError) -> Effects {
    let isAsync = try readBool()
    switch try readInt() {
    case 0: return Effects(isAsync: isAsync, throwing: .none)
    case 1: return Effects(isAsync: isAsync, throwing: .throwing)
    case 2: return Effects(isAsync: isAsync, throwing: .rethrowing)
    case 3: return Effects(isAsync: isAsync, throwing: .typed(try readString()))
    default: throw BinaryArchiveError()
    }
  }

  mutating func readRequirements() throws(BinaryArchiveError) -> [RequirementSpec] {
    try readArray { reader throws(BinaryArchiveError) in
      switch try reader.readInt() {
      case 0: return .conformance(try reader.readString(), try reader.readString())
      case 1:
        return .sameType(
          try reader.readString(), try reader.readString(), leftSelfPath: try reader.readOptionalString(),
          rightSelfPath: try reader.readOptionalString(), rightNames: try reader.readStrings())
      case 2: return .other(try reader.readString())
      default: throw BinaryArchiveError()
      }
    }
  }

  mutating func readShape() throws(BinaryArchiveError) -> TypeShape {
    var shape = TypeShape(
      isPackExpansion: try readBool(), isFunction: try readBool(), existentialConstraint: try readOptionalString(),
      unlabeledSpelling: try readOptionalString(), baseName: try readOptionalString(),
      referencedNames: try readStrings(), optionalWrapped: try readOptionalString())
    shape.existentialSpelling = try readOptionalString()
    return shape
  }

  mutating func readInherited() throws(BinaryArchiveError) -> InheritedType {
    InheritedType(text: try readString(), name: try readString(), arguments: try readStrings())
  }

  mutating func readTypeAttributes() throws(BinaryArchiveError) -> [TypeAttribute] {
    try readArray { reader throws(BinaryArchiveError) in TypeAttribute(try reader.read(), try reader.readString()) }
  }

  mutating func readAttributes() throws(BinaryArchiveError) -> [AttributeSpec] {
    try readArray { reader throws(BinaryArchiveError) in
      AttributeSpec(try reader.read(), try reader.readString())
    }
  }

  mutating func readGeneric() throws(BinaryArchiveError) -> GenericParameter {
    GenericParameter(name: try readString(), constraint: try readOptionalString(), constraintNames: try readStrings())
  }

  mutating func readLocation() throws(BinaryArchiveError) -> SourceLocationSpec {
    SourceLocationSpec(file: try readString(), line: try readInt(), column: try readInt())
  }

  mutating func readDiagnostic() throws(BinaryArchiveError) -> DiagnosticSpec {
    let severity: DiagnosticSpec.Severity = try read()
    return DiagnosticSpec(severity, try readString(), at: try readLocation())
  }

  private mutating func readOptional<Value: RawRepresentable<String>>(
    _: Value.Type
  ) throws(BinaryArchiveError) -> Value? {
    guard let raw = try readOptionalString() else { return nil }
    guard let value = Value(rawValue: raw) else { throw BinaryArchiveError() }
    return value
  }
}
