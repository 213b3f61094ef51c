/// Binds a generic class's parameters to the arguments a subclass gives it.
///
/// `class ThumbnailCache: Cache<String, [UInt8]>` inherits `value(for key: Key) -> Value?` as
/// `value(for key: String) -> [UInt8]?`: the mock of the subclass overrides it with those types.
extension MockableType {
  package func bindingGenericParameters(to arguments: [String]) -> MockableType {
    let bindings = Array(zip(genericParameters.map(\.name), arguments.map(Self.grouped)).filter { $0.0 != $0.1 })
    guard !bindings.isEmpty else { return self }
    func bind(_ text: String, _ bindings: [(String, String)]) -> String {
      bindings.reduce(text) { text, binding in TypeText.replacingIdentifier(binding.0, with: binding.1, in: text) }
    }
    var bound = mappingTypes { text, _ in bind(text, bindings) }
    // A method's own generic parameter of the same name (`func map<Value>(…)`) hides the class's.
    bound.members = zip(members, bound.members).map { original, mapped in
      guard case .member(.method(let method)) = original,
        method.genericParameters.contains(where: { generic in bindings.contains { $0.0 == generic.name } })
      else { return mapped }
      let hidden = Set(method.genericParameters.map(\.name))
      let kept = bindings.filter { !hidden.contains($0.0) }
      return original.mappingTypes([]) { text, _ in bind(text, kept) }
    }
    bound.inheritedTypes = inheritedTypes.map { $0.mappingTypes { bind($0, bindings) } }
    return bound
  }

  /// `(any Sendable)`: an argument that a `?` or `.Type` after the parameter would otherwise split.
  private static func grouped(_ argument: String) -> String {
    argument.contains(" ") || argument.contains("->") ? "(\(argument))" : argument
  }
}
