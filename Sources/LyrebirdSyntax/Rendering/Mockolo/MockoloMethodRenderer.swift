/// A method in Mockolo's shape: `fooCallCount`, `fooArgValues` when history is on, `fooHandler`,
/// and the method, which counts, records, and answers with the handler or a default.
struct MockoloMethodRenderer {
  let method: Method
  let context: MockoloContext

  private var name: String { context.name(of: .method(method)) }
  private var handlerName: String { name + "Handler" }
  private var handler: MockoloHandler {
    MockoloHandler(
      parameters: method.parameters, genericNames: Set(method.genericParameters.map(\.name)), effects: method.effects,
      returnType: method.returnType, returnShape: method.returnShape, context: context)
  }
  /// Static counters and handlers are shared by every test, as Mockolo's are: `nonisolated(unsafe)`
  /// lets Swift 6 compile them.
  private var staticPrefix: String { method.isStatic ? "nonisolated(unsafe) static " : "" }
  /// The counter's and handler's: a static one's, or an instance one's in a `Sendable` class's mock.
  private var storagePrefix: String { method.isStatic ? staticPrefix : context.instanceStoragePrefix }
  /// The member's `@available` attributes, repeated on its counters and handler so a deprecated
  /// type they name is no warning.
  private var availability: String { method.attributes.of(.availability).map { $0.text + " " }.joined() }
  private var recordsArguments: Bool {
    context.settings.recordsArguments(of: method.name) && handler.argumentValuesElement != nil
  }
  /// With `--lyrebird-dsl`, the instance method's Lyrebird renderer: its handles, records and the
  /// call into the mock's context that follows the handler.
  ///
  /// A `~Copyable` argument, which the recording closure can't capture, or result keeps Mockolo's body.
  private var lyrebird: MethodRenderer? {
    guard context.usesDSL, !method.isStatic, !method.returnsNoncopyable, !context.settings.usesTemplateFunction,
      !method.parameters.contains(where: { $0.storage == .noncopyable })
    else { return nil }
    return MethodRenderer(method: method, scope: context.scope, naming: context.scope.naming(for: .method(method)))
  }

  func render(into writer: inout CodeWriter) {
    writer.blankLine()
    if context.isLocked {
      renderLockedStorage(into: &writer)
    } else {
      let access = availability + context.access
      writer.line("\(access)\(storagePrefix)\(context.counterDeclaration) \(name)CallCount = 0")
      if recordsArguments, let element = handler.argumentValuesElement {
        writer.line("\(access)\(staticPrefix)var \(name)ArgValues = [\(element)]()")
      }
      writer.line("\(access)\(storagePrefix)var \(handlerName): \(handler.closureType)?")
    }
    let lyrebird = self.lyrebird
    if lyrebird?.disfavorsImplementation == true { writer.line("@_disfavoredOverload") }
    writer.block(declaration) { writer in
      if context.settings.usesTemplateFunction, let call = templateCall {
        writer.line(call)
        return
      }
      if context.isLocked { renderLockedCount(into: &writer) }
      renderBody(lyrebird, into: &writer)
    }
    lyrebird?.companions(into: &writer)
  }

  /// Counts and records the call under the lock, and takes the handler out of it.
  private func renderLockedCount(into writer: inout CodeWriter) {
    writer.line("let \(handlerName) = \(name)State.withLock { state in")
    writer.indent { writer in
      writer.line("state.callCount += 1")
      if recordsArguments { writer.line("state.argValues.append(\(handler.argumentValuesEntry))") }
      writer.line("return state.handler")
    }
    writer.line("}")
  }

  /// The count, the record and the handler's call, then the default; with `lyrebird`, the handler's
  /// call is recorded in the mock's context, and the context's stubs answer without a handler.
  private func renderBody(_ lyrebird: MethodRenderer?, into writer: inout CodeWriter) {
    if !context.isLocked {
      writer.line("\(name)CallCount += 1")
      if recordsArguments { writer.line("\(name)ArgValues.append(\(handler.argumentValuesEntry))") }
    }
    let handler = self.handler
    // A non-escaping closure the handler sees as `Any` is passed as an escaping one.
    var invocation = ParameterSpelling(parameters: handler.unescapedParameters, scope: context.scope)
      .wrappingNonEscapingClosures(
        handler.callPrefix + "\(handlerName)(\(handler.callArguments))\(handler.resultCast)", marker: handler.callPrefix
      )
    // A `rethrows` method calls its throwing handler through a `rethrows` function, as Swift allows.
    if method.effects.throwing == .rethrowing {
      invocation = "try Self.\(MockoloShape.rethrowingName) { \(invocation) }"
    }
    if let lyrebird {
      let function = method.effects.isAsync ? "handledAsync" : "handled"
      // A closure's thrown type is inferred as `any Error`: a typed one is spelled.
      let signature = method.effects.typedClosureSignature
      let target = lyrebird.recordedTarget
      invocation = "\(handler.callPrefix)__lyrebirdContext.\(function)(\(target)) {\(signature) \(invocation) }"
    }
    // Without a handler, the Lyrebird call follows: the handler's branch returns even for `Void`.
    let returnsVoid = isVoid && lyrebird == nil
    writer.block("if let \(handlerName) = \(handlerName)") { writer in
      let boxed = handler.boxedInoutParameters
      guard !boxed.isEmpty else {
        writer.line(returnsVoid ? invocation : "return " + invocation)
        return
      }
      // An `inout` argument the handler sees as `Any` goes through a copy, written back while its type fits.
      for parameter in boxed { writer.line("var \(MockoloHandler.boxName(parameter)): Any = \(parameter.name)") }
      writer.line(isVoid ? invocation : "let result = " + invocation)
      for parameter in boxed {
        let box = MockoloHandler.boxName(parameter)
        writer.line(
          "if let \(box) = \(box) as? \(context.scope.declaredType(parameter.type)) { \(parameter.name) = \(box) }")
      }
      if !isVoid { writer.line("return result") } else if lyrebird != nil { writer.line("return") }
    }
    let value = isVoid ? nil : method.returnType.flatMap(MockoloDefaults.value(for:))
    let usesDefault = value != nil && !handler.resultCast.contains("as!")
    if let lyrebird { return lyrebird.bodyAfterHandler(unstubbed: usesDefault ? value : nil, into: &writer) }
    if isVoid { return }
    if usesDefault, let value {
      writer.line("return \(value)")
    } else if context.isClassMock, method.access > .private {
      writer.line("return \(handler.callPrefix)super.\(superCall)")
    } else {
      writer.line(MockoloHandler.missingHandler(handlerName, type: method.returnType ?? ""))
    }
  }

  /// A locked mock's state, and the count, arguments and handler read through it.
  private func renderLockedStorage(into writer: inout CodeWriter) {
    let access = availability + context.access
    let isolation = context.nonisolatedPrefix
    let element = recordsArguments ? handler.argumentValuesElement ?? "Swift.Never" : "Swift.Never"
    let stateType = "\(MockoloShape.lockedStateName)<\(element), \(handler.closureType)>"
    let staticPrefix = method.isStatic ? "static " : ""
    writer.line("\(availability)private \(staticPrefix)let \(name)State = \(stateType)()")
    writer.block("\(access)\(isolation)\(staticPrefix)var \(name)CallCount: Swift.Int") { writer in
      writer.line("\(name)State.withLock { $0.callCount }")
    }
    if recordsArguments {
      writer.block("\(access)\(isolation)\(staticPrefix)var \(name)ArgValues: [\(element)]") { writer in
        writer.line("\(name)State.withLock { $0.argValues }")
      }
    }
    writer.block("\(access)\(isolation)\(staticPrefix)var \(handlerName): \(handler.closureType)?") { writer in
      writer.line("get { \(name)State.withLock { $0.handler } }")
      writer.line("set { \(name)State.withLock { $0.handler = newValue } }")
    }
  }

  /// The method's own declaration.
  private var declaration: String {
    var modifiers: [String?] = []
    if context.isClassMock { modifiers.append("override") }
    if let modifier = context.settings.modifiers[method.name], modifier == "dynamic" { modifiers.append(modifier) }
    modifiers.append(DeclarationHeader.staticModifier(isStatic: method.isStatic, isClassMember: method.isClassMember))
    let header = DeclarationHeader(
      access: context.access, modifiers: modifiers, keyword: "func", name: method.name,
      generics: method.genericParameters.map(\.declaration),
      parameters: ParameterSpelling(parameters: method.parameters, scope: context.scope).declaration,
      effects: method.effects.declarationSpelling,
      // A non-final class's method returns `Self`, as the requirement does; a `--lyrebird-dsl`
      // mock's is final, and returns itself, as its context's answer is typed.
      returnType: method.returnType.map {
        (method.returnsSending ? "sending " : "")
          + ($0 == "Self" && (lyrebird == nil || method.isStatic) ? $0 : context.scope.declaredType($0))
      },
      requirements: method.requirements)
    let attributes = method.attributes.filter { $0.kind != .other || $0.text == "@discardableResult" }
    return (attributes.map { $0.text + " " }.joined()) + header.text.description
  }

  /// `load(from: from)`: the class's own method, for a result the mock has no default for.
  private var superCall: String {
    "\(method.name)(\(ParameterSpelling(parameters: method.parameters, scope: context.scope).forwardedArguments))"
  }

  private var isVoid: Bool { method.returnType == nil || method.returnType == "Void" || method.returnType == "()" }

  /// `mockFunc(&fooCallCount)("foo", fooHandler?(arg), .val(0))`, Mockolo's `--use-template-func`
  /// body; `nil` for a method it can't express (a throwing one, or one whose result is cast).
  private var templateCall: String? {
    guard !context.isLocked, method.effects.throwing == .none, !method.effects.isAsync, handler.resultCast.isEmpty
    else { return nil }
    let fallback: String
    if isVoid {
      fallback = ".void"
    } else if let value = method.returnType.flatMap(MockoloDefaults.value(for:)) {
      fallback = ".val(\(value))"
    } else {
      fallback = ".error"
    }
    let handlerCall = "\(handlerName)?(\(handler.callArguments))"
    return "mockFunc(&\(name)CallCount)(\(MemberLiteral.quoted(method.name)), \(handlerCall), \(fallback))"
  }
}
