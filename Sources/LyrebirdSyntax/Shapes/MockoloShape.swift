/// Renders a type in Mockolo 2.6.1's shape: a `FooMock` class whose members tests drive directly
/// (`barHandler`, `barCallCount`, `barArgValues`, `numSetCallCount`, `init(num:)`), and which
/// needs no library.
///
/// A `Sendable` protocol's or an actor's mock keeps its counts and handlers behind a lock, as
/// Mockolo's does; where Mockolo's output would not compile in Swift 6 mode, this one does, with
/// the same member names.
package struct MockoloShape: MockShape {
  package init() {}

  /// Mockolo indents by 4: its users commit their mocks, and compare them with what it writes.
  package var indentWidth: Int { 4 }

  package func render(_ mock: PreparedMock, into writer: inout CodeWriter) {
    MockoloMock(mock: mock).render(into: &writer)
  }

  /// Whether the mock's file must import Foundation.
  ///
  /// A locked mock needs its `NSLock`, and a default such as `Foundation.Date()` needs the module;
  /// other files import only what their sources do, as Mockolo's.
  package static func needsFoundation(_ mock: PreparedMock) -> Bool {
    if MockoloContext.locks(mock.type) { return true }
    return mock.type.members.flattenedMembers.contains { member in
      let types: [String?]
      switch member {
      case .method(let method): types = [method.returnType]
      case .property(let property): types = [property.type]
      case .subscript(let subscriptMember): types = [subscriptMember.returnType]
      case .initializer(let initializer): types = initializer.parameters.map(\.type)
      }
      return types.contains { type in type.flatMap(MockoloDefaults.value(for:))?.contains("Foundation.") == true }
    }
  }

  /// The lock-guarded state each method of a locked mock keeps, nested in the mock.
  static let lockedStateName = "_LyrebirdMockoloState"
  /// The `rethrows` function a `rethrows` method calls its throwing handler through.
  static let rethrowingName = "_lyrebirdRethrowing"
}

/// One type's Mockolo mock as it renders.
private struct MockoloMock {
  let mock: PreparedMock
  private var type: MockableType { mock.type }

  func render(into writer: inout CodeWriter) {
    let mockName = mock.mockolo.mockName ?? type.mockName
    let context = MockoloContext(mock: mock, mockName: mockName)
    for condition in type.conditions { writer.line("#if \(condition)") }
    for attribute in type.attributes where attribute.kind == .globalActor || attribute.kind == .availability {
      writer.line(attribute.text)
    }
    writer.block(header(context)) { writer in
      if context.usesDSL {
        let isolation = context.scope.isIsolated ? "nonisolated " : ""
        writer.line("\(context.access)\(isolation)let __lyrebirdContext: Lyrebird.MockingContext")
      }
      let members = type.members.flattenedMembers
      let initializers = members.compactMap { member -> Initializer? in
        if case .initializer(let initializer) = member { return initializer }
        return nil
      }
      let properties = members.compactMap { member -> Property? in
        if case .property(let property) = member, property.builtIn == nil { return property }
        return nil
      }
      MockoloInitializerRenderer(context: context, properties: properties, initializers: initializers)
        .render(into: &writer)
      renderTypeAliases(context, into: &writer)
      renderItems(type.members, context: context, into: &writer)
      renderHelpers(context, members: members, into: &writer)
    }
    for _ in type.conditions { writer.line("#endif") }
  }

  /// `public final class FooMock<Key: Hashable>: Foo, @unchecked Sendable`.
  private func header(_ context: MockoloContext) -> String {
    let keyword: String
    if context.isActor {
      keyword = "actor"
    } else if context.isLocked || context.isSendable || mock.mockolo.isFinal
      || (!context.isClassMock && context.mentionsSelf)
    {
      keyword = "final class"
    } else {
      keyword = "class"
    }
    var conformances: [String]
    var generics: [String]
    if type.kind == .classType {
      generics = type.genericParameters.map(\.declaration)
      let arguments =
        type.genericParameters.isEmpty ? "" : "<\(type.genericParameters.map(\.name).joined(separator: ", "))>"
      // As the default shape's class mocks: a `Sendable` class's subclass must restate it.
      conformances = [context.scope.typeReference + arguments]
      // A class's `Sendable` may come from an extension the model doesn't see.
      if !type.attributes.hasGlobalActor { conformances.append("@unchecked Swift.Sendable") }
    } else {
      generics = context.genericAssociatedTypes.map(\.declaration)
      conformances = [mock.mockolo.modulePrefix.map { "\($0).\(type.name)" } ?? context.scope.typeReference]
      // `protocol P: Base` requires its conformers to be `Base`s.
      if let superclass = type.superclass { conformances.insert(superclass, at: 0) }
      if context.usesDSL { conformances.append("Lyrebird.MockObject") }
      // `Lyrebird.MockObject` is `Sendable`: a global actor's mock is already.
      if (context.isLocked || context.usesDSL) && !context.isActor && !type.attributes.hasGlobalActor {
        conformances.append("@unchecked Swift.Sendable")
      }
    }
    // A protocol's `where Value: Decodable` constrains the generic associated types it names.
    let generic = Set(context.genericAssociatedTypes.map(\.name))
    let requirements =
      type.kind == .classType
      ? type.requirements
      : type.requirements.filter { requirement in
        let names = requirement.identifiers
        return !names.contains("Self") && names.contains { generic.contains(String($0)) }
      }
    return DeclarationHeader(
      access: context.access, keyword: keyword, name: context.mockName, generics: generics,
      annotation: conformances.joined(separator: ", "), requirements: requirements
    ).text.description
  }

  /// `typealias T = String` for each fixed associated type, and `= Any` for an unconstrained one.
  private func renderTypeAliases(_ context: MockoloContext, into writer: inout CodeWriter) {
    var aliases: [(String, String)] = mock.fixedAssociatedTypes.map { ($0.name, $0.type) }
    for associated in type.associatedTypes {
      if let fixed = mock.mockolo.typeAliases[associated.name] {
        aliases.append((associated.name, fixed))
      } else if !context.genericAssociatedTypes.contains(where: { $0.name == associated.name }) {
        aliases.append((associated.name, "Any"))
      }
    }
    guard !aliases.isEmpty else { return }
    writer.blankLine()
    for (name, value) in aliases { writer.line("\(context.access)typealias \(name) = \(value)") }
  }

  private func renderItems(_ items: [MemberItem], context: MockoloContext, into writer: inout CodeWriter) {
    for item in items {
      switch item {
      case .member(let member):
        renderMember(member, context: context, into: &writer)
      case .conditional(let clauses):
        writer.conditional(clauses) { writer, items in renderItems(items, context: context, into: &writer) }
      }
    }
  }

  private func renderMember(_ member: MemberSpec, context: MockoloContext, into writer: inout CodeWriter) {
    switch member {
    case .method(let method):
      if let builtIn = method.builtIn {
        writer.blankLine()
        BuiltInRenderer(scope: context.scope).method(method, builtIn, into: &writer)
      } else if !context.isClassMock || !method.isStatic || method.isClassMember {
        MockoloMethodRenderer(method: method, context: context).render(into: &writer)
      }
    case .property(let property):
      if property.builtIn != nil {
        writer.blankLine()
        BuiltInRenderer(scope: context.scope).property(property, into: &writer)
      } else if !context.isClassMock || !property.isStatic || property.isClassMember {
        MockoloPropertyRenderer(property: property, context: context).render(into: &writer)
      }
    case .subscript(let subscriptMember):
      MockoloSubscriptRenderer(member: subscriptMember, context: context).render(into: &writer)
    case .initializer:
      break
    }
  }

  /// The lock a locked mock's methods keep their state behind, and the `rethrows` helper.
  private func renderHelpers(_ context: MockoloContext, members: [MemberSpec], into writer: inout CodeWriter) {
    var hasMethods = false
    var hasRethrowing = false
    for case .method(let method) in members where method.builtIn == nil {
      hasMethods = true
      if method.effects.throwing == .rethrowing { hasRethrowing = true }
    }
    if hasRethrowing {
      writer.blankLine()
      writer.block(
        "private static func \(MockoloShape.rethrowingName)<Result>(_ body: () throws -> Result) rethrows -> Result"
      ) { writer in
        writer.line("try body()")
      }
    }
    guard context.isLocked, hasMethods else { return }
    let state = "(callCount: Swift.Int, argValues: [Arguments], handler: Handler?)"
    writer.blankLine()
    writer.block("private final class \(MockoloShape.lockedStateName)<Arguments, Handler>: @unchecked Swift.Sendable") {
      writer in
      writer.line("private let lock = Foundation.NSLock()")
      writer.line("private var state: \(state) = (0, [], nil)")
      writer.block("func withLock<Result>(_ body: (inout \(state)) throws -> Result) rethrows -> Result") { writer in
        writer.line("lock.lock()")
        writer.line("defer { lock.unlock() }")
        writer.line("return try body(&state)")
      }
    }
  }
}
