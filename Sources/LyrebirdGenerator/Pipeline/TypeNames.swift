import LyrebirdSyntax

/// The types each module declares, for spelling references to them in generated code.
struct TypeNames: Sendable {
  private let resolvers: [String: TypeNameResolver]
  private let unnamed: TypeNameResolver

  init(inputs: [ParsedFile], support: [ParsedFile], moduleOf: [String: String?]) {
    var declared: [String: [String]] = [:]
    for file in inputs {
      declared[(moduleOf[file.path] ?? nil) ?? "", default: []] += file.declaredTypes
    }
    var resolvers: [String: TypeNameResolver] = [:]
    for (module, types) in declared {
      resolvers[module] = TypeNameResolver(declaredTypes: types, module: module.isEmpty ? nil : module)
    }
    self.resolvers = resolvers
    // One module and no support files (a directory walk): every input's types are that module's.
    if support.isEmpty, resolvers.count == 1, let only = resolvers.values.first {
      unnamed = only.withoutModule
    } else {
      unnamed = TypeNameResolver(declaredTypes: (inputs + support).flatMap(\.declaredTypes), module: nil)
    }
  }

  /// Reads each nested type's references in the scope that declares it.
  func resolveScopes(in inputs: inout [ParsedFile], _ support: inout [ParsedFile]) {
    resolveScopes(in: &inputs)
    resolveScopes(in: &support)
  }

  private func resolveScopes(in files: inout [ParsedFile]) {
    for index in files.indices where files[index].types.contains(where: { $0.name.utf8.contains(UInt8(ascii: ".")) }) {
      files[index].types = files[index].types.map(unnamed.resolvingScopes)
    }
  }

  /// Qualifies a resolved type's references to its module's types with the module's name.
  func qualifying(_ type: MockableType, module: String?) -> MockableType {
    guard let module, let resolver = resolvers[module] else { return type }
    return resolver.qualifyingModule(type)
  }
}
