/// Spells the module's own types so generated code finds them from the top level of the mock file.
///
/// Two steps, because inherited members must be read in the scope that declared them:
/// - ``resolvingScopes(_:)``, before inheritance: a nested protocol's `Event` becomes
///   `Outer.Event` when `Outer` declares one, as the compiler would read it in place.
/// - ``qualifyingModule(_:)``, after inheritance: every reference to one of the module's types
///   gets the module name (`App.Member`), so it can't be ambiguous with a type of the same name
///   in Lyrebird, Foundation or another import.
package struct TypeNameResolver: Sendable {
  /// Every declared type, by its path from the module's top level (`Outer.Event`).
  private let declared: Set<String>
  /// The types declared at the module's top level: the names that start a reference to a module type.
  ///
  /// Only declarations count. `extension String { struct Key {} }` declares `String.Key`, but
  /// `String` is not the module's, so `App.String` would name nothing.
  private let topLevel: Set<String>
  /// `nil` when the module's name can't qualify: unknown, or also the name of one of its types.
  package private(set) var module: String?

  package init(declaredTypes: some Collection<String>, module: String?) {
    // Sized up front: growing a set of every name in 15k files rehashed it a dozen times.
    var declared = Set<String>(minimumCapacity: declaredTypes.count)
    for name in declaredTypes { declared.insert(name) }
    self.declared = declared
    topLevel = declared.filter { !$0.utf8.contains(UInt8(ascii: ".")) }
    if let module, !module.isEmpty, !topLevel.contains(module) {
      self.module = module
    } else {
      self.module = nil
    }
  }

  /// The same declared types, qualified by no module: the sets are shared, not built again.
  package var withoutModule: TypeNameResolver {
    var resolver = self
    resolver.module = nil
    return resolver
  }

  /// Rewrites references inside a nested type to their paths from the top level.
  package func resolvingScopes(_ type: MockableType) -> MockableType {
    let scopes = type.name.split(separator: ".").map(String.init)
    guard scopes.count > 1 else { return type }
    let rewrite = { (text: String, generics: Set<String>) -> String in
      TypeText.rewritingReferences(in: text) { first in
        guard !generics.contains(first) else { return nil }
        // Innermost scope first, as the compiler looks names up.
        for depth in stride(from: scopes.count, through: 1, by: -1) {
          let candidate = scopes[0..<depth].joined(separator: ".") + "." + first
          if declared.contains(candidate) { return candidate }
        }
        return nil
      }
    }
    var resolved = type.mappingTypes(rewrite)
    resolved.inheritedTypes = type.inheritedTypes.map { $0.mappingTypes { rewrite($0, []) } }
    return resolved
  }

  /// Prefixes references to the module's types with the module name.
  package func qualifyingModule(_ type: MockableType) -> MockableType {
    guard let module, !topLevel.isEmpty else { return type }
    // The type's own aliases shadow the module's types (`typealias NSObject = Bool` in a class), and
    // in the mock they would be ambiguous with them: they are named through the type. One that names
    // an associated type is declared again by the mock, and stays as written.
    let generic = Set(type.associatedTypes.map(\.name) + ["Self"])
    var aliases: [String: String] = [:]
    for alias in type.typeAliases {
      aliases[alias.name] =
        alias.referencedNames.contains(where: generic.contains) || !type.genericParameters.isEmpty
        ? alias.name : "\(module).\(type.name).\(alias.name)"
    }
    let rewrite = { (text: String, generics: Set<String>) -> String in
      TypeText.rewritingReferences(in: text) { first in
        guard !generics.contains(first) else { return nil }
        if let alias = aliases[first] { return alias == first ? nil : alias }
        return topLevel.contains(first) ? "\(module).\(first)" : nil
      }
    }
    var qualified = type.mappingTypes(rewrite)
    qualified.members = qualified.members.map {
      $0.qualifyingOrigin(module: module, topLevel: topLevel).mappingMembers { Self.qualifyingDefaults($0, rewrite) }
    }
    // The origins a class mock declares without `override` must stay spelled as its members' are.
    qualified.adoptedProtocolOrigins = Set(
      type.adoptedProtocolOrigins.map { MemberItem.qualified($0, module: module, topLevel: topLevel) })
    qualified.moduleName = module
    return qualified
  }
}

extension TypeNameResolver {
  /// `[NSObject]()` as a default argument names the module's type as its parameter does: a test
  /// module that imports Foundation too would find two.
  fileprivate static func qualifyingDefaults(
    _ member: MemberSpec, _ rewrite: (String, Set<String>) -> String
  ) -> MemberSpec {
    func qualify(_ parameters: [Parameter], _ generics: [GenericParameter]) -> [Parameter] {
      parameters.map { parameter in
        // A string literal's text is left alone: only expressions of names are rewritten.
        guard let value = parameter.defaultValue, !value.contains("\"") else { return parameter }
        var parameter = parameter
        parameter.defaultValue = rewrite(value, Set(generics.map(\.name)))
        return parameter
      }
    }
    switch member {
    case .method(var method):
      method.parameters = qualify(method.parameters, method.genericParameters)
      return .method(method)
    case .initializer(var initializer):
      initializer.parameters = qualify(initializer.parameters, initializer.genericParameters)
      return .initializer(initializer)
    case .property, .subscript:
      return member
    }
  }
}

extension MemberItem {
  /// `origin` prefixed with `module` when it names one of the module's top-level types.
  fileprivate static func qualified(_ origin: String, module: String, topLevel: Set<String>) -> String {
    guard let first = origin.split(separator: ".").first, topLevel.contains(String(first)) else { return origin }
    return "\(module).\(origin)"
  }

  fileprivate func qualifyingOrigin(module: String, topLevel: Set<String>) -> MemberItem {
    func qualify(_ origin: String?) -> String? {
      origin.map { Self.qualified($0, module: module, topLevel: topLevel) }
    }
    switch self {
    case .member(.method(var method)):
      method.origin = qualify(method.origin)
      return .member(.method(method))
    case .member(.property(var property)):
      property.origin = qualify(property.origin)
      return .member(.property(property))
    case .member:
      return self
    case .conditional(let clauses):
      return .conditional(
        clauses.map { clause in
          ConditionalClause(
            condition: clause.condition,
            items: clause.items.map { $0.qualifyingOrigin(module: module, topLevel: topLevel) })
        })
    }
  }
}
