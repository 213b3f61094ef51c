import Foundation

/// Renders one mock class (or actor) and its `mock(_:)` function from a prepared type.
///
/// Every shape writes its mock classes with this, so member bodies, handles and initializers are
/// the same in every dialect; what a shape changes is in its ``ShapeTraits``, and what it chooses
/// for this mock (its name, kind, context and whether `mock(_:)` follows) is given at `init`.
struct MockClassRenderer {
  let type: MockableType
  let traits: ShapeTraits
  let classKind: MockClassKind
  /// The mock type's name when the shape names it differently (Cuckoo's `MockBird`).
  let mockName: String?
  /// Whether the `mock(_:)` function follows the type; a shape with its own construction omits it.
  let includesMockFunction: Bool
  /// The expression the mock's initializers make a context with, when the shape's differs.
  let newContext: String?
  /// Associated types fixed by a same-type requirement (`where ID == UUID`) become typealiases.
  private let aliases: [FixedAssociatedType]
  /// Shares inherited members' text between mocks rendered in one run.
  let cache: RenderCache?
  /// What a shape adds to the mock type itself: conformances, and members after the mocked ones
  /// (Mockable's builders, which a macro's peer mock can't get from an extension).
  let additions: MockTypeAdditions?
  /// The own members rendered in the protocol's extension for mocks (``SharedMembers``).
  private let membersInExtension: Set<SourceLocationSpec>
  /// The inherited members a parent's extension gives this mock.
  private let membersInParentExtensions: Set<SourceLocationSpec>

  init(
    _ mock: PreparedMock, traits: ShapeTraits = ShapeTraits(), classKind: MockClassKind = .final,
    mockName: String? = nil, includesMockFunction: Bool = true, newContext: String? = nil, cache: RenderCache? = nil,
    additions: MockTypeAdditions? = nil
  ) {
    self.additions = additions
    self.type = mock.type
    self.aliases = mock.fixedAssociatedTypes
    self.membersInExtension = mock.membersInExtension
    self.membersInParentExtensions = mock.membersInParentExtensions
    self.traits = traits
    self.classKind = classKind
    self.mockName = mockName
    self.includesMockFunction = includesMockFunction
    self.newContext = newContext
    self.cache = cache
  }

  private var includesHandles: Bool { traits.includesHandles }
  private var backing: MemberBacking { traits.backing }

  private var isActor: Bool { type.refinesActor }
  private var hasGlobalActor: Bool { type.attributes.hasGlobalActor }

  private var scope: MockRenderingScope {
    MockRenderingScope(
      type: type, isIsolated: isActor || hasGlobalActor, traits: traits, classKind: isActor ? .final : classKind,
      mockName: mockName, newContext: newContext, cache: cache)
  }

  /// The mock class (or actor) followed by its `mock(_:)` function, inside the type's `#if`s.
  func render(into writer: inout CodeWriter) {
    let scope = self.scope
    withinConditions(into: &writer) { writer in
      mockType(scope, into: &writer)
      sharedExtension(scope, into: &writer)
      if includesMockFunction {
        writer.blankLine()
        mockFunction(scope, into: &writer)
      }
    }
  }

  /// The mock type without its `mock(_:)` function, and the function apart, each inside the type's
  /// `#if`s, from one scope: a scope's setup cost a third of rendering the function again.
  func renderedSplitBytes() -> (type: [UInt8], function: [UInt8]) {
    let scope = self.scope
    var type = CodeWriter()
    withinConditions(into: &type) { writer in
      mockType(scope, into: &writer)
      sharedExtension(scope, into: &writer)
    }
    var function = CodeWriter(capacity: 1_024)
    withinConditions(into: &function) { writer in mockFunction(scope, into: &writer) }
    return (type.takeTrimmedBytes(), function.takeTrimmedBytes())
  }

  /// Writes `body` between the `#if` lines of the type's conditions and their `#endif`s.
  private func withinConditions(into writer: inout CodeWriter, _ body: (inout CodeWriter) -> Void) {
    for condition in type.conditions { writer.line("#if \(condition)") }
    body(&writer)
    for _ in type.conditions { writer.line("#endif") }
  }

  /// The parameter of the initializer every mock is created with.
  private let contextParameter = "__lyrebirdContext: Lyrebird.MockingContext"

  /// The mock's generic parameters: the protocol's associated types, or the class's own generics.
  private var genericDeclarations: [String] { (type.associatedTypes + type.genericParameters).map(\.declaration) }

  /// The protocol's type aliases that name an associated type: the mock's generic parameter
  /// stands for it, so the inherited alias can't be used and the mock declares it again.
  private func redeclaredAliases(_ scope: MockRenderingScope) -> [TypeAliasSpec] {
    let fixed = Set(aliases.map(\.name))
    return type.typeAliases.filter { alias in
      !fixed.contains(alias.name) && alias.referencedNames.contains(where: scope.isSelfOrAssociatedType)
    }
  }

  /// The type's requirements as the mock states them, with `Self` spelled as the mock.
  private func requirements(_ scope: MockRenderingScope) -> [RequirementSpec] {
    type.requirements.map { $0.mappingTypes(scope.resolvingSelf) }
  }

  private func mockType(_ scope: MockRenderingScope, into writer: inout CodeWriter) {
    let keyword: String
    switch classKind {
    case _ where isActor: keyword = "actor"
    case .final: keyword = "final class"
    case .subclassable, .subclass: keyword = scope.accessPrefix == "public " ? "open class" : "class"
    }
    // `open` carries the access level itself.
    let access = keyword == "open class" ? "" : scope.accessPrefix
    for attribute in type.attributes { writer.line(attribute.text) }
    let arguments =
      type.genericParameters.isEmpty ? "" : "<\(type.genericParameters.map(\.name).joined(separator: ", "))>"
    var conformances = [scope.typeReference + (type.kind == .classType ? arguments : ""), "Lyrebird.MockObject"]
    if case .subclass(let parent) = classKind, !isActor {
      conformances = [parent, scope.typeReference, "@unchecked Swift.Sendable"]
    } else if let superclass = type.superclass, !isActor {
      // `protocol P: SomeClass`: the mock is that class, so it satisfies the constraint.
      conformances = [superclass] + conformances + (hasGlobalActor ? [] : ["@unchecked Swift.Sendable"])
    } else if (type.kind == .classType || classKind != .final) && !hasGlobalActor && !isActor {
      conformances.append("@unchecked Swift.Sendable")
    }
    conformances += additions?.conformances ?? []
    let isolation = scope.isIsolated ? "nonisolated" : nil
    let header = DeclarationHeader(
      access: access, keyword: keyword, name: scope.mockName, generics: genericDeclarations,
      annotation: conformances.joined(separator: ", "), requirements: requirements(scope))
    writer.block(header.text) { writer in
      for alias in aliases { writer.line("\(scope.accessPrefix)typealias \(alias.name) = \(alias.type)") }
      for alias in redeclaredAliases(scope) {
        writer.line("\(scope.accessPrefix)typealias \(alias.name) = \(scope.declaredType(alias.type))")
      }
      if case .subclass = classKind, !isActor {
        // The parent protocol's mock owns the context and implements the parent's members.
        let header = DeclarationHeader(
          access: scope.accessPrefix, modifiers: ["override"], keyword: "init", parameters: contextParameter)
        writer.block(header.text) { writer in
          writer.line("super.init(__lyrebirdContext: __lyrebirdContext)")
        }
      } else {
        let property = DeclarationHeader(
          access: scope.accessPrefix, modifiers: [isolation], keyword: "let", name: "__lyrebirdContext",
          annotation: "Lyrebird.MockingContext")
        writer.line(property.text)
        if type.kind == .protocolType && !ClassInitializers(type: type, scope: scope).offersSuperclassInitializers {
          writer.blankLine()
          let header = DeclarationHeader(
            access: scope.accessPrefix, modifiers: [hasGlobalActor && type.superclass == nil ? "nonisolated" : nil],
            keyword: "init", parameters: contextParameter)
          writer.block(header.text) { writer in
            writer.line("self.__lyrebirdContext = __lyrebirdContext")
            if type.superclass != nil { writer.line("super.init()") }
          }
          // The superclass's `init()` can only be overridden here, not in an extension.
          if type.superclass != nil, let newContext {
            writer.blankLine()
            let header = DeclarationHeader(
              access: scope.accessPrefix, modifiers: ["override", "convenience"], keyword: "init", parameters: "")
            writer.block(header.text) { writer in writer.line("self.init(__lyrebirdContext: \(newContext))") }
          }
        }
      }
      ClassInitializers(type: type, scope: scope).render(into: &writer)
      backing.typeMembers(scope: scope, isNonisolated: hasGlobalActor, into: &writer)
      let members = MemberItemRenderer(scope: scope, cache: cache)
      for item in type.members where !isInAnExtension(item) { members.render(item, into: &writer) }
      additions?.members(scope, &writer)
    }
  }

  /// Whether an extension, the protocol's own or a parent's, declares `item` for this mock.
  private func isInAnExtension(_ item: MemberItem) -> Bool {
    guard !membersInExtension.isEmpty || !membersInParentExtensions.isEmpty, case .member(let member) = item else {
      return false
    }
    let location = member.location
    return membersInExtension.contains(location) || membersInParentExtensions.contains(location)
  }

  /// `extension P where Self: Lyrebird.MockObject`, after the mock, with the members that the mocks of
  /// protocols refining P take from it.
  private func sharedExtension(_ scope: MockRenderingScope, into writer: inout CodeWriter) {
    guard !membersInExtension.isEmpty else { return }
    scope.position = .sharedExtension
    defer { scope.position = .mockType }
    writer.blankLine()
    writer.block("extension \(scope.typeReference) where Self: Lyrebird.MockObject") { writer in
      // Not cached: the cache's keys don't tell the extension's text from a mock's.
      let members = MemberItemRenderer(scope: scope, cache: nil)
      for item in type.members {
        guard case .member(let member) = item, membersInExtension.contains(member.location) else { continue }
        members.render(item, into: &writer)
      }
    }
  }

  private func mockFunction(_ scope: MockRenderingScope, into writer: inout CodeWriter) {
    let generics = type.associatedTypes + type.genericParameters
    let parameterType: String
    let result: String
    let implicitInitializer = ClassInitializers(type: type, scope: scope).usesImplicitInitializer
    if implicitInitializer {
      parameterType = scope.forwardingType ?? scope.typeReference
      result = scope.mockType
    } else if type.kind == .classType {
      parameterType = scope.forwardingType ?? scope.typeReference
      result = "\(scope.mockType).InitializerProxy"
    } else if ClassInitializers(type: type, scope: scope).offersSuperclassInitializers {
      parameterType = "(any \(scope.typeReference))"
      result = "\(scope.mockType).InitializerProxy"
    } else if generics.isEmpty {
      parameterType = "(any \(scope.typeReference))"
      result = scope.mockType
    } else {
      parameterType = scope.mockType
      result = scope.mockType
    }
    var parameterTypes = [parameterType]
    if let alias = mockingbirdGenericName(scope) {
      writer.line(
        "/// Mockingbird's name for a mock of a protocol with associated types: `mock(\(type.name)<…>.self)`.")
      writer.line("\(scope.accessPrefix)enum \(type.name)<\(genericDeclarations.joined(separator: ", "))> {}")
      writer.blankLine()
      parameterTypes.append(alias)
    }
    let initializers = ClassInitializers(type: type, scope: scope)
    let throughProxy = !implicitInitializer && (type.kind == .classType || initializers.offersSuperclassInitializers)
    for (index, parameterType) in parameterTypes.enumerated() {
      if index > 0 { writer.blankLine() }
      mockFunction(scope, parameterType: parameterType, result: result, throughProxy: throughProxy, into: &writer)
    }
    // `mock(P.self)` gives the mock; `mock(P.self).initialize()` picks this overload instead.
    guard initializers.offersPlainProxy else { return }
    for parameterType in parameterTypes {
      writer.blankLine()
      writer.line("@_disfavoredOverload")
      mockFunction(
        scope, parameterType: parameterType, result: "\(scope.mockType).InitializerProxy", throughProxy: true,
        into: &writer)
    }
  }

  /// `P<A, B>`, the name Mockingbird gives a mock of a protocol with associated types, when the
  /// mocks import the protocol's module: an enum of that name in the test module stands for it,
  /// so there the protocol itself is spelled with its module, `Module.P`, as with Mockingbird.
  private func mockingbirdGenericName(_ scope: MockRenderingScope) -> String? {
    // A protocol with primary associated types keeps its name: `any P<A>` and `some P` need it.
    guard type.kind == .protocolType, type.primaryAssociatedTypes.isEmpty, type.moduleName != nil,
      !type.name.contains("."),
      scope.backing.namesGenericMocksAsMockingbird, scope.includesHandles
    else { return nil }
    let names = (type.associatedTypes + type.genericParameters).map(\.name)
    return names.isEmpty ? nil : "\(type.name)<\(names.joined(separator: ", "))>"
  }

  private func mockFunction(
    _ scope: MockRenderingScope, parameterType: String, result: String, throughProxy: Bool,
    into writer: inout CodeWriter
  ) {
    for attribute in type.attributes.of(.availability) { writer.line(attribute.text) }
    let location = "Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)"
    let mockingContext =
      "Lyrebird.MockingContext(mockName: \(MemberLiteral.quoted(scope.mockName)), location: \(location))"
    let header = DeclarationHeader(
      access: scope.accessPrefix, keyword: "func", name: "mock", generics: genericDeclarations,
      parameters: """

          _ type: \(parameterType).Type,
          fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, \
        line: Swift.UInt = #line, column: Swift.UInt = #column

        """,
      returnType: result, requirements: requirements(scope))
    writer.block(header.text) { writer in
      if throughProxy {
        writer.line("\(scope.mockType).InitializerProxy(context: \(mockingContext))")
      } else {
        writer.line("\(scope.mockType)(__lyrebirdContext: \(mockingContext))")
      }
    }
  }
}

/// What a shape adds to the mock type ``MockClassRenderer`` writes.
struct MockTypeAdditions {
  /// Written after the mock's own conformances.
  let conformances: [String]
  /// Writes members at the end of the type's body, with the mock's scope.
  let members: (MockRenderingScope, inout CodeWriter) -> Void
}
