import LyrebirdSyntax

/// The parsed model of one source file in the cache's binary form, so an unchanged file is
/// never parsed again.
///
/// Fields are written in declaration order. `ModelArchiveTests` round-trips every fixture and
/// checks the field counts against the model types, so a new field can't be forgotten here.
enum ModelArchive {
  static func encode(_ file: ParsedFile) -> [UInt8] {
    var writer = BinaryWriter(capacity: 4_096)
    writer.write(file.path)
    writer.write(file.types) { $0.write($1) }
    writer.write(file.imports) { writer, spec in
      writer.write(spec.module)
      writer.write(spec.condition)
    }
    writer.write(file.diagnostics) { $0.write($1) }
    writer.write(file.noncopyableTypes)
    writer.write(file.declaredTypes)
    writer.write(file.compositions) { writer, composition in
      writer.write(composition.name)
      writer.write(composition.components) { $0.write($1) }
    }
    writer.write(file.sendableUnavailable)
    writer.write(file.skipsClasses)
    return writer.bytes
  }

  static func decode(_ bytes: [UInt8]) throws(BinaryArchiveError) -> ParsedFile {
    var reader = BinaryReader(bytes)
    var file = ParsedFile(path: try reader.readString())
    file.types = try reader.readArray { reader throws(BinaryArchiveError) in try reader.readType() }
    file.imports = try reader.readArray { reader throws(BinaryArchiveError) in
      ImportSpec(module: try reader.readString(), condition: try reader.readOptionalString())
    }
    file.diagnostics = try reader.readArray { reader throws(BinaryArchiveError) in try reader.readDiagnostic() }
    file.noncopyableTypes = try reader.readStrings()
    file.declaredTypes = try reader.readStrings()
    file.compositions = try reader.readArray { reader throws(BinaryArchiveError) in
      TypeComposition(
        name: try reader.readString(),
        components: try reader.readArray { reader throws(BinaryArchiveError) in try reader.readInherited() })
    }
    file.sendableUnavailable = try reader.readStrings()
    file.skipsClasses = try reader.readBool()
    guard reader.isAtEnd else { throw BinaryArchiveError() }
    return file
  }
}

extension BinaryWriter {
  mutating func write(_ type: MockableType) {
    write(type.name)
    write(type.kind)
    write(type.access)
    write(type.inheritedTypes) { $0.write($1) }
    write(type.associatedTypes) { $0.write($1) }
    write(type.genericParameters) { $0.write($1) }
    write(type.requirements) { $0.write($1) }
    write(type.attributes) { $0.write($1) }
    write(type.members) { $0.write($1) }
    write(type.conditions)
    write(type.isFinal)
    write(type.location)
    write(type.primaryAssociatedTypes)
    write(type.typeAliases.map(\.name))
    write(type.typeAliases.map(\.type))
    write(type.typeAliases) { $0.write($1.referencedNames) }
    write(type.superclass)
    write(type.moduleName)
    write(type.hasHiddenInitializer)
    write(type.adoptedProtocolOrigins.sorted())
    write(type.superclassInitializers.map { MemberItem.member(.initializer($0)) }) { $0.write($1) }
    write(type.docAnnotations)
  }

  mutating func write(_ item: MemberItem) {
    switch item {
    case .member(let member):
      write(0)
      write(member)
    case .conditional(let clauses):
      write(1)
      write(clauses) { writer, clause in
        writer.write(clause.condition)
        writer.write(clause.items) { $0.write($1) }
      }
    }
  }

  mutating func write(_ member: MemberSpec) {
    switch member {
    case .method(let method):
      write(0)
      write(method)
    case .property(let property):
      write(1)
      write(property)
    case .subscript(let subscriptMember):
      write(2)
      write(subscriptMember)
    case .initializer(let initializer):
      write(3)
      write(initializer)
    }
  }

  mutating func write(_ method: Method) {
    write(method.name)
    write(method.fixity?.rawValue)
    write(method.genericParameters) { $0.write($1) }
    write(method.requirements) { $0.write($1) }
    write(method.parameters) { $0.write($1) }
    write(method.returnType)
    write(method.returnShape)
    write(method.returnsSending)
    write(method.returnsNoncopyable)
    write(method.effects)
    write(method.isStatic)
    write(method.isClassMember)
    write(method.isMutating)
    write(method.attributes) { $0.write($1) }
    write(method.access)
    write(method.location)
    write(method.builtIn?.rawValue)
    write(method.origin)
  }

  mutating func write(_ property: Property) {
    write(property.name)
    write(property.type)
    write(property.shape)
    write(property.isStatic)
    write(property.isClassMember)
    write(property.hasSetter)
    write(property.getterEffects)
    write(property.isMutatingGetter)
    write(property.attributes) { $0.write($1) }
    write(property.access)
    write(property.location)
    write(property.builtIn?.rawValue)
    write(property.origin)
  }

  mutating func write(_ subscriptMember: Subscript) {
    write(subscriptMember.genericParameters) { $0.write($1) }
    write(subscriptMember.requirements) { $0.write($1) }
    write(subscriptMember.parameters) { $0.write($1) }
    write(subscriptMember.returnType)
    write(subscriptMember.returnShape)
    write(subscriptMember.isStatic)
    write(subscriptMember.hasSetter)
    write(subscriptMember.getterEffects)
    write(subscriptMember.attributes) { $0.write($1) }
    write(subscriptMember.access)
    write(subscriptMember.location)
  }

  mutating func write(_ initializer: Initializer) {
    write(initializer.parameters) { $0.write($1) }
    write(initializer.effects)
    write(initializer.isFailable)
    write(initializer.isRequired)
    write(initializer.isConvenience)
    write(initializer.genericParameters) { $0.write($1) }
    write(initializer.requirements) { $0.write($1) }
    write(initializer.attributes) { $0.write($1) }
    write(initializer.access)
    write(initializer.location)
    write(initializer.isImplicitlyUnwrapped)
  }

  mutating func write(_ parameter: Parameter) {
    write(parameter.label)
    write(parameter.name)
    write(parameter.type)
    write(parameter.typeAttributes) { $0.write($1) }
    write(parameter.ownership)
    write(parameter.isVariadic)
    write(parameter.isAutoclosure)
    write(parameter.storage)
    write(parameter.shape)
    write(parameter.defaultValue)
  }

  mutating func write(_ effects: Effects) {
    write(effects.isAsync)
    switch effects.throwing {
    case .none: write(0)
    case .throwing: write(1)
    case .rethrowing: write(2)
    case .typed(let type):
      write(3)
      write(type)
    }
  }

  mutating func write(_ requirement: RequirementSpec) {
    switch requirement {
    case .conformance(let type, let constraint):
      write(0)
      write(type)
      write(constraint)
    case .sameType(let left, let right, let leftPath, let rightPath, let rightNames):
      write(1)
      write(left)
      write(right)
      write(leftPath)
      write(rightPath)
      write(rightNames)
    case .other(let text):
      write(2)
      write(text)
    }
  }

  mutating func write(_ shape: TypeShape) {
    write(shape.isPackExpansion)
    write(shape.isFunction)
    write(shape.existentialConstraint)
    write(shape.unlabeledSpelling)
    write(shape.baseName)
    write(shape.referencedNames)
    write(shape.optionalWrapped)
    write(shape.existentialSpelling)
  }

  mutating func write(_ inherited: InheritedType) {
    write(inherited.text)
    write(inherited.name)
    write(inherited.arguments)
  }

  mutating func write(_ attribute: TypeAttribute) {
    write(attribute.kind)
    write(attribute.text)
  }

  mutating func write(_ attribute: AttributeSpec) {
    write(attribute.kind)
    write(attribute.text)
  }

  mutating func write(_ generic: GenericParameter) {
    write(generic.name)
    write(generic.constraint)
    write(generic.constraintNames)
  }

  mutating func write(_ location: SourceLocationSpec) {
    write(location.file)
    write(location.line)
    write(location.column)
  }

  mutating func write(_ diagnostic: DiagnosticSpec) {
    write(diagnostic.severity)
    write(diagnostic.message)
    write(diagnostic.location)
  }
}
