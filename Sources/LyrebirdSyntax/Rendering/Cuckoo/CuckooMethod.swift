/// What both Cuckoo proxies need to know about one method: its matcher generics and the types
/// that `StubFunction` names.
struct CuckooMethod {
  let method: Method
  /// `.method("greet(name:)")`, the runtime's name for the member, as the mock's body uses it.
  let memberLiteral: CodeText
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
    self.method = method
    self.scope = scope
    memberLiteral = MemberLiteral.method(naming.runtimeName ?? method.selector)
    let taken = Set(method.genericParameters.map(\.name) + method.parameters.map(\.name))
    matcherNames = method.parameters.indices.map { index in
      var name = "__M\(index + 1)"
      while taken.contains(name) { name += "_" }
      return name
    }
    argumentTypes = method.parameters.map { parameter in
      let type = scope.resolvingSelf(parameter.valueSpelling)
      return parameter.isVariadic ? "[\(type)]" : type
    }
    optionalWrapped = method.parameters.map { parameter in
      parameter.isVariadic ? nil : parameter.shape.optionalWrapped.map(scope.resolvingSelf)
    }
    returnType = method.returnType.map(scope.resolvingSelf) ?? "Swift.Void"
    call = CallSpelling(effects: method.effects, isStatic: method.isStatic)
  }

  /// Whether the proxies can offer the method: instance methods whose arguments are plain values.
  static func isSupported(_ method: Method) -> Bool {
    method.builtIn == nil && !method.isStatic && !method.isOperator && !method.returnsNoncopyable
      && method.parameters.allSatisfy { !$0.isPack && $0.storage != .noncopyable }
      // `then` gets several arguments as a tuple, which can't hold a non-escaping closure.
      && (method.parameters.count < 2 || !method.parameters.contains { $0.storage == .nonEscapingClosure })
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

  /// The closure `then` takes: the arguments as one value, synchronous, throwing if the method throws.
  var implementation: String {
    let input = argumentTypes.count == 1 ? "(\(argumentTypes[0]))" : "((\(argumentTypes.joined(separator: ", "))))"
    return "\(argumentTypes.isEmpty ? "()" : input)\(method.effects.canThrow ? " throws" : "") -> \(returnType)"
  }

  /// Turns a `then` closure into the member's signature: `{ __then in { try __then(($0, $1)) } }`.
  ///
  /// An `@autoclosure` argument reaches the stub as its closure and `then` as its value: `$2()`.
  var adapter: String {
    let arguments = method.parameters.enumerated().map { index, parameter in
      parameter.isAutoclosure ? "$\(index)()" : "$\(index)"
    }
    let passed = arguments.count > 1 ? "(\(arguments.joined(separator: ", ")))" : arguments.joined()
    let prefix = method.effects.canThrow ? "try " : ""
    return "{ __then in { \(prefix)__then(\(passed)) } }"
  }

  /// `LyrebirdCuckoo.StubFunction<…>`, what the stubbing proxy's member returns.
  var stubFunctionType: String {
    "LyrebirdCuckoo.StubFunction<\(implementation), \(returnType), \(signature), \(call.declaration)>"
  }

  /// The method's name as declared.
  var name: String { method.name }
}
