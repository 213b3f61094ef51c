/// What both Cuckoo proxies need to know about one method, or the getter of a subscript or
/// property: its matcher generics and the types that `StubFunction` names.
struct CuckooMethod {
  let method: Method
  /// `.method("greet(name:)")`, the runtime's name for the member, as the mock's body uses it.
  let memberLiteral: CodeText
  /// A property's or subscript's getter, which Lyrebird marks as a getter unless it throws.
  let isGetter: Bool
  /// A subscript's parameters have no argument label unless one is written before the name.
  let isSubscript: Bool
  /// One generic name per parameter, `__M1`…, chosen to avoid the method's own names.
  let matcherNames: [String]
  /// Each parameter's type as an argument matcher sees it (`[Int]` for `Int...`).
  let argumentTypes: [String]
  /// The wrapped type of each optional parameter, whose matcher is an `OptionalMatchable` of it.
  let optionalWrapped: [String?]
  let returnType: String
  let call: CallSpelling
  let scope: MockRenderingScope

  init(method: Method, scope: MockRenderingScope, naming: MemberNaming) {
    self.init(method, scope: scope, memberLiteral: MemberLiteral.method(naming.runtimeName ?? method.selector))
  }

  /// A getter as a method: its parameters (a subscript's), value type and effects.
  init(getter memberLiteral: CodeText, of method: Method, scope: MockRenderingScope, isSubscript: Bool) {
    self.init(method, scope: scope, memberLiteral: memberLiteral, isGetter: true, isSubscript: isSubscript)
  }

  private init(
    _ method: Method, scope: MockRenderingScope, memberLiteral: CodeText, isGetter: Bool = false,
    isSubscript: Bool = false
  ) {
    self.method = method
    self.scope = scope
    self.memberLiteral = memberLiteral
    self.isGetter = isGetter
    self.isSubscript = isSubscript
    let taken = Set(method.genericParameters.map(\.name) + method.parameters.map(\.name))
    matcherNames = method.parameters.indices.map { index in
      var name = "__M\(index + 1)"
      while taken.contains(name) { name += "_" }
      return name
    }
    argumentTypes = method.parameters.map { parameter in
      var type = scope.resolvingSelf(parameter.valueSpelling)
      if parameter.isVariadic { return "[\(type)]" }
      // An `@autoclosure` argument is matched and handed to `then` as its closure, as Cuckoo's is.
      if parameter.isAutoclosure { type = "() -> \(type)" }
      // `@Sendable`, `@MainActor` and the like are part of the closure's type; `@escaping` isn't.
      let attributes = parameter.typeAttributes.excluding(.escaping, .autoclosure)
      return attributes.isEmpty ? type : "(\(attributes.prefixText)\(type))"
    }
    optionalWrapped = method.parameters.map { parameter in
      parameter.isVariadic || parameter.isAutoclosure ? nil : parameter.shape.optionalWrapped.map(scope.resolvingSelf)
    }
    returnType = method.returnType.map(scope.resolvingSelf) ?? "Swift.Void"
    call = CallSpelling(
      effects: method.effects, isStatic: method.isStatic, rethrowingWrapper: CuckooShape.rethrowingWrapper)
  }

  /// Whether the proxies can offer the method: instance methods whose arguments are plain values.
  static func isSupported(_ method: Method) -> Bool {
    method.builtIn == nil && !method.isStatic && !method.isOperator && !method.returnsNoncopyable
      && method.parameters.allSatisfy { !$0.isPack && $0.storage != .noncopyable }
      // `then` gets several arguments as a tuple, which holds a non-escaping closure only through
      // `withoutActuallyEscaping`, whose body can't be `async`.
      && (method.parameters.count < 2 || !method.effects.isAsync
        || !method.parameters.contains { $0.storage == .nonEscapingClosure })
  }

  /// The generic parameter list: the method's own, then one matcher per parameter.
  var generics: [String] {
    method.genericParameters.map(\.declaration)
      + zip(matcherNames, optionalWrapped).map { name, wrapped in
        "\(name): LyrebirdCuckoo.\(wrapped == nil ? "Matchable" : "OptionalMatchable")"
      }
  }

  /// The method's requirements and each matcher's argument type (the wrapped one for an optional).
  var requirements: [RequirementSpec] {
    method.requirements
      + matcherNames.indices.map { index in
        if let wrapped = optionalWrapped[index] {
          return .sameType("\(matcherNames[index]).OptionalMatchedType", wrapped)
        }
        return .sameType("\(matcherNames[index]).MatchedType", argumentTypes[index])
      }
  }

  /// The proxy member's parameters, labelled as the method's are, each taking a matcher.
  var parameters: String {
    zip(method.parameters, matcherNames).map { parameter, matcher in
      // A subscript's parameter has a label only when one is written, `position position` included.
      if isSubscript { return (parameter.label.map { "\($0) " } ?? "") + "\(parameter.name): \(matcher)" }
      // `in in`: a name equal to its label is written once (the compiler warns about the second).
      let label =
        parameter.label.map { $0.trimmingBackticks == parameter.name.trimmingBackticks ? "" : "\($0) " } ?? "_ "
      return "\(label)\(parameter.name): \(matcher)"
    }.joined(separator: ", ")
  }

  /// `[LyrebirdCuckoo.matcher(for: name), LyrebirdCuckoo.matcher(forOptional: nickname), …]`.
  var matchers: String {
    let matchers = zip(method.parameters, optionalWrapped).map { parameter, wrapped in
      "LyrebirdCuckoo.matcher(\(wrapped == nil ? "for" : "forOptional"): \(parameter.name))"
    }
    return "[" + matchers.joined(separator: ", ") + "]"
  }

  /// The member's function type, as the mock's body casts stub closures to.
  var signature: String {
    let parameters = ParameterSpelling(parameters: method.parameters, scope: scope)
    return "\(parameters.signatureTypes)\(call.signatureEffects) -> \(returnType)"
  }

  /// The arguments as one value, Cuckoo's `IN`: `(String, Int)`, `Int`, or `()` with none.
  var input: String { "(\(argumentTypes.joined(separator: ", ")))" }

  /// The closure `then` takes: the arguments as one value, throwing if the method throws or rethrows.
  ///
  /// With no arguments it takes `()`, as Cuckoo's does, so both `then { 1 }` and `then { _ in 1 }` compile.
  var implementation: String {
    let input = argumentTypes.count == 1 ? "(\(argumentTypes[0]))" : "((\(argumentTypes.joined(separator: ", "))))"
    let effects = (method.effects.isAsync ? " async" : "") + (call.stubsThrow ? " throws" : "")
    return "\(argumentTypes.isEmpty ? "(())" : input)\(effects) -> \(returnType)"
  }

  /// Turns a `then` closure into the member's signature: `{ __then in { try __then(($0, $1)) } }`.
  ///
  /// An `async` member's `then` closure may be `async` too, as its body awaits the stub anyway.
  ///
  /// The closure's types are written out, as the member's signature is inferred from them.
  var adapter: String {
    let prefix = (call.stubsThrow ? "try " : "") + (method.effects.isAsync ? "await " : "")
    let values = method.parameters.indices.map { "$\($0)" }
    let head = "{ (__then: @escaping \(implementation)) -> \(signature) in"
    guard method.parameters.count > 1 else {
      return "\(head) { \(prefix)__then(\(values.first ?? "()")) } }"
    }
    // A tuple can't hold a non-escaping closure: each is made escapable for the call's duration.
    var arguments: [String] = []
    var opened: [String] = []
    for (index, parameter) in method.parameters.enumerated() {
      // An `@autoclosure` argument reaches the stub as its closure, which may be non-escaping too.
      guard parameter.storage == .nonEscapingClosure || parameter.isAutoclosure else {
        arguments.append(values[index])
        continue
      }
      arguments.append("__a\(index)")
      opened.append("\(prefix)withoutActuallyEscaping($\(index)) { __a\(index) in ")
    }
    let call = "\(prefix)__then((\(arguments.joined(separator: ", "))))"
    guard !opened.isEmpty else { return "\(head) { \(call) } }" }
    // The inner closures name their parameter, so the outer closure's arguments are named too.
    let names = method.parameters.indices.map { "__p\($0)" }
    let body = (opened.joined() + call).replacingOccurrences(of: "$", with: "__p")
    return
      "\(head) { \(names.joined(separator: ", ")) in \(body)\(String(repeating: " }", count: opened.count)) } }"
  }

  /// `LyrebirdCuckoo.StubFunction<…>`, what the stubbing proxy's member returns.
  var stubFunctionType: String {
    "LyrebirdCuckoo.StubFunction<\(implementation), \(returnType), \(declaration)>"
  }

  /// Writes `LyrebirdCuckoo.StubFunction(…)`, the stubbing proxy's value, then `closing`.
  func writeStubFunction(closing: String = "", into writer: inout CodeWriter) {
    writer.line("LyrebirdCuckoo.StubFunction(")
    writer.indent { writer in
      writer.line("__lyrebirdMock, \(memberLiteral), \(matchers),")
      writer.line("adapt: \(adapter))\(closing)")
    }
  }

  /// Writes `LyrebirdCuckoo.StubGetter(…)`, a read-only member's stubbing value.
  func writeStubGetter(into writer: inout CodeWriter) {
    writer.line("LyrebirdCuckoo.StubGetter(")
    writer.indent { writer in writeStubFunction(closing: ")", into: &writer) }
  }

  /// Lyrebird's marker for the member, as its handle names it: a getter that can't throw is a getter.
  private var declaration: String {
    isGetter && !call.stubsThrow ? "Lyrebird.PropertyGetterDeclaration" : call.declaration
  }

  /// The method's name as declared.
  var name: String { method.name }
}
