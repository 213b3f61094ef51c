/// What Mockable's builders need to know about one method: its `Parameter`s, the member as the
/// mock's body names it, and the producer closure `willProduce` takes.
struct MockableMethod {
  let method: Method
  let scope: MockRenderingScope
  /// `.method("fetch(id:)")`, or with the result type for a generic result, as the body names it.
  let memberLiteral: CodeText
  let returnType: String
  let call: CallSpelling
  /// The member's stub closure type, as the mock's body calls it: `(Swift.Int) async throws -> User`.
  let signature: String

  /// Whether `method` stands for a subscript's getter, whose parameters have no argument label
  /// unless one is written.
  let isSubscript: Bool

  /// - Parameters:
  ///   - getter: The member literal of a property's or subscript's getter, which `method` stands for.
  ///   - isSubscript: Whether `method` stands for a subscript's getter.
  init(method: Method, scope: MockRenderingScope, getter: CodeText? = nil, isSubscript: Bool = false) {
    self.method = method
    self.scope = scope
    self.isSubscript = isSubscript
    let name = scope.naming(for: .method(method)).runtimeName ?? method.selector
    returnType = method.returnType.map(scope.resolvingSelf) ?? "Swift.Void"
    let generics = Set(method.genericParameters.map(\.name))
    let genericResult =
      scope.distinguishesGenericResults && method.returnShape.referencedNames.contains(where: generics.contains)
    memberLiteral =
      getter ?? (genericResult ? MemberLiteral.method(name, returning: returnType) : MemberLiteral.method(name))
    familyLiteral = genericResult ? MemberLiteral.method(name) : nil
    let usedInParameters = Set(method.parameters.flatMap(\.shape.referencedNames))
    parameterGenerics = method.genericParameters.filter { usedInParameters.contains($0.name) }
    call = CallSpelling(effects: method.effects, isStatic: false)
    let parameters = ParameterSpelling(parameters: method.parameters, scope: scope)
    signature = "\(parameters.signatureTypes)\(call.signatureEffects) -> \(returnType)"
    parameterTypes = parameters.signatureTypeList
  }

  /// The stub closure's parameter types, `inout` ones included.
  private let parameterTypes: [String]
  /// The member of a generic method's calls at every result type, which `when` and `verify` name
  /// (they can't name a result type); `nil` when the result isn't generic.
  private let familyLiteral: CodeText?
  /// The generic parameters the parameters use: all `when` and `verify` can infer.
  private let parameterGenerics: [GenericParameter]

  /// Whether the builders can offer the method: one of plain, copyable parameters.
  static func isSupported(_ method: Method) -> Bool {
    method.builtIn == nil && !method.isOperator && !method.returnsNoncopyable
      && method.parameters.allSatisfy { !$0.isPack && $0.storage != .noncopyable }
  }

  /// Each parameter as a `Parameter<T>` of the value the call records (`[T]` for `T...`).
  var parameters: String {
    method.parameters.map { parameter in
      let label =
        isSubscript
        ? parameter.label.map { "\($0) " } ?? ""
        : parameter.label.map { $0.trimmingBackticks == parameter.name.trimmingBackticks ? "" : "\($0) " } ?? "_ "
      return "\(label)\(parameter.name): LyrebirdMockable.Parameter<\(argumentType(parameter))>"
    }.joined(separator: ", ")
  }

  private func argumentType(_ parameter: Parameter) -> String {
    let type = scope.resolvingSelf(parameter.valueSpelling)
    if parameter.isVariadic { return "[\(type)]" }
    if parameter.isAutoclosure { return "() -> \(type)" }
    let attributes = parameter.typeAttributes.excluding(.escaping, .autoclosure)
    return attributes.isEmpty ? type : "(\(attributes.prefixText)\(type))"
  }

  /// `LyrebirdMockable.MemberClause(…)`: the member and its parameters as matchers; for `when` and
  /// `verify` (`ofEveryResult`), a generic result's calls at every result type.
  func clause(ofEveryResult: Bool = false) -> String {
    let matchers = method.parameters.map { "\($0.name).argumentMatcher(at: $0)" }
    let closure = matchers.isEmpty ? "{ _ in [] }" : "{ [\(matchers.joined(separator: ", "))] }"
    let owner = Self.owner(isStatic: method.isStatic, scope: scope)
    guard ofEveryResult, let familyLiteral else {
      return "LyrebirdMockable.MemberClause(\(owner), \(memberLiteral), \(closure))"
    }
    return "LyrebirdMockable.MemberClause(\(owner), \(familyLiteral), everyResult: true, \(closure))"
  }

  /// What a clause's calls are recorded on: the mock, or for a `static` member the mock type's
  /// static mock in the current test's scope, as the member's body records them.
  static func owner(isStatic: Bool, scope: MockRenderingScope) -> String {
    isStatic ? "Lyrebird.StaticMock.shared(for: \(scope.mockType).self)" : "__lyrebirdMock"
  }

  /// The member's signature as a `when` or `verify` member can name it: a generic it can't infer
  /// (one only the result uses) reads `Any`.
  var inferredSignature: String {
    let dropped = Set(method.genericParameters.map(\.name)).subtracting(parameterGenerics.map(\.name))
    guard !dropped.isEmpty else { return signature }
    var text = ""
    var word = ""
    for character in signature + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      text += dropped.contains(word) ? "Any" : word
      word = ""
      text.append(character)
    }
    return String(text.dropLast())
  }

  /// The `when` and `verify` members' declaration, which two overloads may share.
  var inferredDeclaration: String {
    let requirements = requirements(ofParameters: true).map(\.text).joined(separator: ", ")
    return "\(method.name)\(generics(ofParameters: true))(\(parameters)) \(requirements)"
  }

  /// What `willProduce` takes: the stub closure, without `async`, as Mockable's producers are; an
  /// `async` overload of a synchronous method keeps it, so the two builders differ.
  var produceType: String {
    guard method.effects.isAsync, !scope.hasSynchronousOverload(method) else { return signature }
    return "(\(parameterTypes.joined(separator: ", ")))\(call.stubsThrow ? " throws" : "") -> \(returnType)"
  }

  /// Turns a producer into the stub closure: itself, or an `async` closure that calls it.
  var adapter: String {
    guard method.effects.isAsync, !scope.hasSynchronousOverload(method) else { return "{ $0 }" }
    let names = parameterTypes.indices.map { "__p\($0)" }
    let declared = zip(names, parameterTypes).map { "\($0): \($1)" }.joined(separator: ", ")
    let arguments = zip(names, parameterTypes).map { $1.hasPrefix("inout ") ? "&\($0)" : $0 }
    let effects = call.signatureEffects
    return "{ __produce in { (\(declared))\(effects) -> \(returnType) in "
      + "\(call.stubsThrow ? "try " : "")__produce(\(arguments.joined(separator: ", "))) } }"
  }

  /// The error a `willThrow` takes: the typed one, or any.
  var errorType: String? {
    switch method.effects.throwing {
    case .typed(let type): scope.resolvingSelf(type)
    case .throwing: "any Swift.Error"
    case .none, .rethrowing: nil
    }
  }

  /// The method's generic parameter list, `<T: Hashable>`, or nothing; `ofParameters` keeps those
  /// the parameters use, which `when` and `verify` can infer.
  func generics(ofParameters: Bool = false) -> String {
    let generics = ofParameters ? parameterGenerics : method.genericParameters
    return generics.isEmpty ? "" : "<\(generics.map(\.declaration).joined(separator: ", "))>"
  }

  /// The method's requirements; `ofParameters` keeps those that name only the parameters' generics.
  func requirements(ofParameters: Bool = false) -> [RequirementSpec] {
    guard ofParameters, parameterGenerics.count < method.genericParameters.count else { return method.requirements }
    let dropped = Set(method.genericParameters.map(\.name)).subtracting(parameterGenerics.map(\.name))
    return method.requirements.filter { requirement in
      let words = requirement.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
      return !words.contains(where: dropped.contains)
    }
  }
}
