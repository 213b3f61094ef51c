/// How swift-mocking's backing property reaches a generic method: a property can't name the
/// method's generic parameters, so its closures take and return `Any` where the method has them
/// (`[Any]` for a variadic one), as its records do.
///
/// The same erased closure type is the method's stub signature, so `implementation = .invokes { … }`
/// and `given(…).will { … }` store one kind of closure, and the body casts an erased result back
/// to the call's type through `MockingContext.erasedResult(_:as:for:)`.
struct MockedGenericErasure {
  /// The stub closure type with the generic parameters erased: `(Swift.Int) -> Any`.
  let closure: MockedClosureType
  /// Whether the result is erased, so the body must cast it back.
  let erasesResult: Bool

  /// `nil` when the method isn't generic, or an argument mentioning a generic parameter can't
  /// be passed as `Any` (`inout`, non-escaping, autoclosure or pack).
  init?(method: Method, parameterTypes: [String], effects: String, returnType: String) {
    let generics = Set(method.genericParameters.map(\.name))
    guard !generics.isEmpty else { return nil }
    func mentions(_ shape: TypeShape) -> Bool { shape.referencedNames.contains(where: generics.contains) }
    var types: [String] = []
    for (parameter, type) in zip(method.parameters, parameterTypes) {
      guard mentions(parameter.shape) else {
        types.append(type)
        continue
      }
      guard parameter.storage == .value, parameter.ownership == .none, !parameter.isAutoclosure, !parameter.isPack
      else { return nil }
      types.append(parameter.isVariadic ? "[Any]" : "Any")
    }
    erasesResult = mentions(method.returnShape)
    closure = MockedClosureType(parameterTypes: types, effects: effects, returnType: erasesResult ? "Any" : returnType)
  }
}
