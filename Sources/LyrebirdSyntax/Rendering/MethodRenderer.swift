/// Renders a mocked method: the implementation, which routes through the context, and the
/// handle overloads that `given`/`verify` pick.
struct MethodRenderer {
  let method: Method
  let scope: MockRenderingScope
  private let parameters: ParameterSpelling
  private let call: CallSpelling
  private let returnType: String
  /// What `given`/`verify` see as the result: a `~Copyable` one can't be a generic argument.
  private let handleReturnType: String
  private let recordName: String?
  private let names: SyntheticNames
  /// The stub closure type, in parts for swift-mocking's implementation enum.
  private let closure: MockedClosureType
  private let signature: String
  /// `.method("fly(to:)")`, written three times per method.
  private let memberLiteral: CodeText
  /// The member the `_member` records read: a generic result's calls of every type.
  private let recordsLiteral: CodeText
  /// Another member shares this one's selector.
  private let isOverloaded: Bool
  /// swift-mocking's closures of a generic method, which take and return `Any`.
  private let erasure: MockedGenericErasure?
  /// A synchronous `rethrows` member whose stubs may throw, as Mockingbird's: the body throws only
  /// after one of its closures threw (`Lyrebird.rethrowing`).
  private let rethrowsFromStubs: Bool

  init(method: Method, scope: MockRenderingScope, naming: MemberNaming) {
    self.method = method
    self.scope = scope
    parameters = ParameterSpelling(parameters: method.parameters, scope: scope)
    // Mockingbird's shape lets a stub throw through `rethrows` via `Lyrebird.rethrowing`; Cuckoo's
    // shape has a wrapper of its own (`rethrowingWrapper`), as Cuckoo's mocks do.
    rethrowsFromStubs =
      method.effects == Effects(throwing: .rethrowing) && scope.backing.letsStubsThrowThroughRethrows
      && !method.returnsNoncopyable
      && scope.rethrowingWrapper == nil
    call = CallSpelling(
      effects: rethrowsFromStubs ? Effects(throwing: .throwing) : method.effects, isStatic: method.isStatic,
      rethrowingWrapper: scope.rethrowingWrapper)
    returnType = Self.returnType(of: method, scope: scope)
    handleReturnType = method.returnsNoncopyable ? "Lyrebird.NoncopyableArgument" : returnType
    let memberName = naming.runtimeName ?? method.selector
    recordName = naming.recordName
    names = SyntheticNames(parameters: method.parameters, generics: method.genericParameters)
    let parameterTypes = parameters.signatureTypeList
    erasure =
      scope.backing.erasesGenericClosures
      ? MockedGenericErasure(
        method: method, parameterTypes: parameterTypes, effects: call.signatureEffects, returnType: returnType)
      : nil
    closure =
      erasure?.closure
      ?? MockedClosureType(parameterTypes: parameterTypes, effects: call.signatureEffects, returnType: returnType)
    signature = closure.text
    recordsLiteral = MemberLiteral.method(memberName)
    // As in Mockingbird, calls of a generic method at different result types are stubbed and
    // counted apart: the member's name takes the type the call returns.
    let genericNames = Set(method.genericParameters.map(\.name))
    let hasGenericResult =
      scope.distinguishesGenericResults && !method.returnsNoncopyable
      && method.returnShape.referencedNames.contains(where: genericNames.contains)
    memberLiteral =
      hasGenericResult ? MemberLiteral.method(memberName, returning: returnType) : recordsLiteral
    isOverloaded = naming.runtimeName != nil
  }

  func render(into writer: inout CodeWriter) {
    let isTyped = implementation(into: &writer)
    companions(typedByMember: isTyped, into: &writer)
  }

  /// The handles and the `_member` property written after the member; `typedByMember` says the
  /// implementation's calls are typed by the context, so its records are made by member.
  func companions(typedByMember: Bool = false, into writer: inout CodeWriter) {
    guard scope.includesHandles else { return }
    let asyncOnly = method.effects.isAsync && !method.isOperator && scope.hasSynchronousOverload(method)
    if !asyncOnly {
      writer.blankLine()
      handle(isAsync: false, into: &writer)
    }
    if hasAsyncHandle {
      writer.blankLine()
      handle(isAsync: true, into: &writer)
    }
    // A pack records a varying number of values, which a typed record can't describe.
    guard !method.parameters.contains(where: \.isPack) else { return }
    // A generic method whose arguments can't be erased has no swift-mocking backing property.
    let erased = method.genericParameters.isEmpty || erasure != nil
    scope.backing.methodCompanion(
      method, memberLiteral: recordsLiteral, recordName: recordName, typedByMember: typedByMember,
      closure: erased ? closure : nil, scope: scope, into: &writer)
  }

  /// Whether the member has a handle for `given(await …)`, which takes its caller's isolation, as
  /// the member it ranks below is disfavored (here, or by `@MockedMembers` on a member the test wrote).
  private var hasAsyncHandle: Bool { scope.includesHandles && method.effects.isAsync && !method.isOperator }

  private var spacedName: String { method.isOperator ? "\(method.name) " : method.name }

  /// Operators can't take autoclosures of the mock type, so their handles are named functions:
  /// `+` → `operatorPlus(_:_:)`, prefix `-` → `prefixOperatorMinus(_:)`.
  private var handleName: String {
    guard let fixity = method.fixity else { return method.name }
    let words = method.name.map { OperatorNames.words[$0] ?? "Symbol" }.joined()
    switch fixity {
    case .infix: return "operator\(words)"
    case .prefix: return "prefixOperator\(words)"
    case .postfix: return "postfixOperator\(words)"
    }
  }

  private var fixityModifier: String? {
    switch method.fixity {
    case .prefix?: "prefix"
    case .postfix?: "postfix"
    default: nil
    }
  }

  /// How the member's call reaches the context: typed, when `typed` and the member's types allow
  /// it (its slot's types are known, so the call may take the forms without `apply:`), by name
  /// otherwise.
  private func slot(typed: Bool) -> MemberSlotSpelling {
    let canType =
      typed
      && MemberSlotSpelling.canType(
        isStatic: method.isStatic, isGeneric: !method.genericParameters.isEmpty, attributes: method.attributes)
    return MemberSlotSpelling(
      member: memberLiteral, recorded: parameters.recordedArguments,
      types: canType ? parameters.recordedTypes : nil,
      returnType: method.returnShape.unlabeledSpelling.map(scope.resolvingSelf) ?? returnType)
  }

  /// The declared result, `Swift.Void` for none.
  private static func returnType(of method: Method, scope: MockRenderingScope) -> String {
    method.returnType.map(scope.resolvingSelf) ?? "Swift.Void"
  }

  /// The member; returns whether its calls are typed by the context (see ``MemberSlotSpelling/isTyped``).
  @discardableResult
  func implementation(into writer: inout CodeWriter) -> Bool {
    let slot = method.returnsNoncopyable ? nil : self.slot(typed: true)
    // The `async` handle's defaulted isolation parameter makes it rank below this member, which
    // would then be taken inside `given(await …)` (and rejected for its missing `try`); plain
    // calls can't infer a handle's context, so they still reach this member. Written first: a
    // member's kept `nonisolated` is a modifier, which must follow every attribute.
    if disfavorsImplementation { writer.line("@_disfavoredOverload") }
    for attribute in method.attributes { writer.line(attribute.text) }
    let sending = method.returnsSending ? "sending " : ""
    let header = DeclarationHeader(
      access: scope.accessPrefix,
      modifiers: [
        scope.overrideModifier(origin: method.origin),
        DeclarationHeader.staticModifier(isStatic: method.isStatic, isClassMember: method.isClassMember),
        fixityModifier, scope.isInSharedExtension ? "nonisolated" : nil,
      ],
      keyword: "func", name: spacedName, generics: method.genericParameters.map(\.declaration),
      parameters: parameters.declaration, effects: rethrowsFromStubs ? " rethrows" : call.declarationEffects,
      returnType: method.returnType.map { sending + scope.declaredType($0) }, requirements: method.requirements)
    writer.block(header.text) { writer in body(through: slot, into: &writer) }
    return slot?.isTyped ?? false
  }

  /// The statements of a body whose mock stores no slot for it (`@MockedMembers` fills in the
  /// bodies of a hand-written class): one call into the mock's context, by name.
  func body(into writer: inout CodeWriter) {
    body(through: method.returnsNoncopyable ? nil : slot(typed: false), into: &writer)
  }

  /// The call a Mockolo-shaped mock (`--lyrebird-dsl`) makes after its handler.
  ///
  /// It is `return`ed, by name, and answered with `unstubbed` when no stub matches; without it, a
  /// missing stub is reported. A method with a `~Copyable` result has no such call: the Mockolo
  /// shape keeps its own body.
  func bodyAfterHandler(unstubbed: String?, into writer: inout CodeWriter) {
    body(
      through: slot(typed: false), trailing: unstubbed.map { [.line("unstubbed: { \($0) }")] } ?? [],
      prefix: "return ", into: &writer)
  }

  /// `.method("fly(to:)"), arguments: destination`: the member and arguments a call by name records.
  var recordedTarget: CodeText { slot(typed: false).target }

  /// Whether the implementation is `@_disfavoredOverload`, below its `async` handle.
  var disfavorsImplementation: Bool { hasAsyncHandle && !scope.backing.isHandWritten }

  /// One call into the mock's context, through `slot`; a `~Copyable` result (no slot) is produced.
  ///
  /// `trailing` arguments follow the others, and `prefix` (`return `) precedes the call.
  private func body(
    through slot: MemberSlotSpelling?, trailing: [CallArgument] = [], prefix: String = "",
    into writer: inout CodeWriter
  ) {
    guard let slot else {
      producing(recorded: parameters.recordedArguments, into: &writer)
      return
    }
    // Without `apply:` when the runtime can call the stub itself; `trailing` is then empty.
    var arguments: [CallArgument] =
      directTarget(slot, trailing: trailing).map { [.line($0)] }
      ?? [.line(slot.target), .line("apply: { (\(names.body): \(signature)) in \(appliedBody) }")]
    if let forward = forwarding() { arguments.append(forward) }
    arguments += trailing
    // A call of no closures has nothing but its context to infer its result from, `Void` included.
    let prefix = arguments.count == 1 && prefix.isEmpty ? "return " : prefix
    if rethrowsFromStubs {
      writer.line("\(prefix)try Lyrebird.rethrowing(in: \(call.contextExpression)) { \(Self.rethrowTracker) in")
      writer.indent { writer in call.write(arguments, into: &writer) }
      return writer.line("}")
    }
    // `rethrows` can't be spelled in the non-throwing `superclass:` closure.
    guard scope.isClass && parameters.canCallSuper && call.canCallRethrowing else {
      return call.write(arguments, prefix: prefix, into: &writer)
    }
    let superCall = "{ \(call.effectPrefix)super.\(method.name)(\(parameters.forwardedArguments))\(resultCast) }"
    guard method.parameters.contains(where: { $0.ownership == .inout }) else {
      arguments.append(.line("superclass: \(superCall)"))
      return call.write(arguments, into: &writer)
    }
    guard !method.effects.isAsync else { return call.write(arguments, into: &writer) }
    // An escaping `superclass:` closure can't capture an `inout` parameter; this one never outlives the call.
    arguments.append(.line("superclass: __lyrebirdSuper"))
    writer.line("\(call.effectPrefix)withoutActuallyEscaping(\(superCall)) { __lyrebirdSuper in")
    writer.indent { writer in call.write(arguments, into: &writer) }
    writer.line("}")
  }

  /// The first line of a call without `apply:`, when the runtime can call the stub closure with
  /// the slot's arguments as they are: a plain call of the recorded values, through a stored slot.
  private func directTarget(_ slot: MemberSlotSpelling, trailing: [CallArgument]) -> CodeText? {
    // The runtime's types are the arguments' own: a `some P` parameter would be recorded as its
    // concrete type, not as the `any P` the stub closure takes.
    guard trailing.isEmpty, !rethrowsFromStubs, call.rethrowingWrapper == nil, erasure == nil,
      method.parameters.allSatisfy({ $0.valueSpelling == $0.type }),
      let direct = slot.directTarget(signature: signature, effects: call.signatureEffects)
    else { return nil }
    let plainCall = "\(call.effectPrefix)\(names.body)(\(parameters.recordedArguments.joined(separator: ", ")))"
    return appliedBody == plainCall ? direct : nil
  }

  /// The stub closure's call, with non-escaping closure arguments made escapable for it.
  private var appliedBody: String {
    var applied = "\(names.body)(\(applyArguments))"
    if erasure?.erasesResult == true {
      applied = "\(call.contextExpression).erasedResult(\(applied), as: (\(returnType)).self, for: \(memberLiteral))"
    }
    return parameters.wrappingNonEscapingClosures(call.effectPrefix + applied, marker: call.effectPrefix)
  }

  /// The tracker `Lyrebird.rethrowing` hands a `rethrows` member's body.
  private static let rethrowTracker = "__lyrebirdRethrows"

  /// The stub's arguments; a `rethrows` member's throwing closures are tracked, so the body knows
  /// when one of them threw.
  private var applyArguments: String {
    // An isolated mock's `async` member passes values the stub's closure may not be able to take.
    let unchecked = scope.isIsolated && method.effects.isAsync
    guard rethrowsFromStubs else { return parameters.applyArguments(unchecked: unchecked) }
    return method.parameters.map { parameter in
      let spelled = ParameterSpelling(parameters: [parameter], scope: scope).applyArguments(unchecked: unchecked)
      let isThrowingClosure = parameter.storage == .nonEscapingClosure && parameter.type.contains("throws")
      return isThrowingClosure ? "\(Self.rethrowTracker).tracking(\(spelled))" : spelled
    }.joined(separator: ", ")
  }

  /// A `~Copyable` result comes only from a closure stub, through `callProducing`.
  private func producing(recorded: [String], into writer: inout CodeWriter) {
    let function = method.effects.isAsync ? "callProducingAsync" : "callProducing"
    writer.line("\(call.effectPrefix)\(call.contextExpression).\(function)(")
    writer.indent { writer in
      writer.line(
        recorded.isEmpty ? "\(memberLiteral)," : "\(memberLiteral), arguments: \(recorded.joined(separator: ", ")),")
      writer.line("apply: { (\(names.body): \(signature)) in \(appliedBody) })")
    }
  }

  /// Whether calls without a stub can reach a partial mock's forwarding target.
  var forwards: Bool {
    // As with `superclass:`, a `rethrows` call can't be made in the non-throwing `forwarding:` closure.
    guard !method.isStatic, !method.isOperator, call.canCallRethrowing,
      scope.forwardingType(origin: method.origin) != nil,
      parameters.canForward, !scope.isIsolated, !scope.cannotForward(method.returnShape),
      !scope.callerSkips(method.attributes)
    else { return false }
    // A `DefaultImplCaller` keeps each member as a closure, or a generic, constrained or `rethrows`
    // one in its generic forwarder: every member it forwards is one the mock forwards.
    return true
  }

  private func forwarding() -> CallArgument? {
    guard forwards, let type = scope.forwardingType(origin: method.origin) else { return nil }
    let invocation = "\(method.name)(\(parameters.forwardedArguments))\(resultCast)"
    let target = names.target
    let body =
      method.isMutating
      ? "\(call.effectPrefix)Lyrebird.withMutableCopy(of: \(target)) { \(call.effectPrefix)$0.\(invocation) }"
      : "\(call.effectPrefix)\(target).\(invocation)"
    // `sending` arguments were recorded too: the forwarded call takes them through
    // `Lyrebird.uncheckedSending`, whose results the checker lets go.
    let sent = method.parameters.filter { $0.ownership == .sending }.map(\.name)
    guard !sent.isEmpty else { return .forward(target, as: type, to: body) }
    let names = sent.count == 1 ? sent[0] : "(\(sent.joined(separator: ", ")))"
    let values = sent.map { "Lyrebird.uncheckedSending(\($0))" }
    let rebound = sent.count == 1 ? values[0] : "(\(values.joined(separator: ", ")))"
    return .forward(target, as: type, to: "let \(names) = \(rebound); return \(body)")
  }

  /// ` as Int`: which overload a call of the real member means.
  ///
  /// A sibling that differs only in
  /// its result (`refresh() throws` beside `refresh() throws -> Bool`) makes the call ambiguous in
  /// a closure whose result is `Void`, which takes any result; a generic result needs its type.
  private var resultCast: String {
    isOverloaded || (method.returnType != nil && !method.genericParameters.isEmpty) ? " as \(returnType)" : ""
  }

  /// A throwing or `async` member with one argument takes it as a plain value in its handle.
  ///
  /// With an autoclosure, the type checker resolves `given(validator.validate("ok"))` to the real
  /// member (its parameter matches the literal exactly) and then rejects the missing `try`. One
  /// argument can't be confused with another, so evaluating it before the handle runs is safe.
  private var takesEagerArgument: Bool {
    (method.effects.canThrow || method.effects.isAsync) && method.parameters.count == 1
      && method.parameters.allSatisfy {
        // A closure is taken as an autoclosure's result: a value parameter would drop `@escaping`.
        $0.storage == .value && !$0.isPack && $0.ownership != .inout && !$0.shape.isFunction
      }
  }

  /// The parameter that keeps an `async` handle on its caller's actor.
  static let isolationParameter = "__lyrebirdIsolation: isolated (any _Concurrency.Actor)? = #isolation"

  func handle(isAsync: Bool, into writer: inout CodeWriter) {
    let handle = HandleSpelling(
      context: names.handle, declaration: call.declaration, signature: signature, returnType: handleReturnType)
    for attribute in method.attributes.of(.availability) { writer.line(attribute.text) }
    // A generic overload (`getMessage<T>() -> T` beside `getMessage() -> String`) is as specific
    // as its sibling's handle, so it gives way. Alone, it must win over the real member, or
    // `given(calculator.add(1, any()))` would be captured without knowing where the matcher goes.
    if !method.genericParameters.isEmpty && isOverloaded { writer.line("@_disfavoredOverload") }
    var handleParameters = takesEagerArgument ? parameters.eagerHandle : parameters.handle
    // An `async` handle runs on its caller's actor: matchers made while its arguments were
    // evaluated are kept by that thread, and values that aren't `Sendable` stay where they are.
    let isolated = isAsync && hasAsyncHandle
    if isolated { handleParameters += (handleParameters.isEmpty ? "" : ", ") + Self.isolationParameter }
    let header = DeclarationHeader(
      access: scope.accessPrefix,
      // An isolation parameter already makes the handle independent of the mock's actor.
      modifiers: [
        scope.nonisolatesCompanions && !method.isStatic && !isolated ? "nonisolated" : nil,
        method.isStatic ? "static" : nil,
      ],
      keyword: "func", name: handleName, generics: method.genericParameters.map(\.declaration) + [names.handle],
      parameters: handleParameters, effects: isAsync ? " async" : "")
    handle.write(
      header: header, requirements: method.requirements, owner: call.handleOwner, member: memberLiteral,
      matchers: takesEagerArgument ? .list(parameters.eagerMatchers) : parameters.handleMatchers(), into: &writer)
  }
}
