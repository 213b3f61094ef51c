/// A Mockolo handler for a method or subscript: its closure type, and how the member calls it.
///
/// A handler can't be generic, so what a member's generic parameters type is `Any` to it, and its
/// result is cast back, as in Mockolo's mocks.
struct MockoloHandler {
  let parameters: [Parameter]
  let genericNames: Set<String>
  let effects: Effects
  /// The result type as the model has it; `nil` for `Void`.
  let returnType: String?
  let returnShape: TypeShape
  let context: MockoloContext

  /// `((Int, String) throws -> Bool)`, without the optional's `?`.
  var closureType: String {
    let arguments = parameters.map(argumentType).joined(separator: ", ")
    return "(\(context.handlerSendability)(\(arguments))\(effects.closureSpelling) -> \(handlerResult))"
  }

  /// What the handler returns: the result, or `Any` where it mentions a generic parameter.
  var handlerResult: String {
    guard let returnType else { return "()" }
    if returnType == "Self" { return context.scope.mockType }
    guard mentionsGeneric(returnShape.referencedNames) else { return context.scope.resolvingSelf(returnType) }
    return returnShape.optionalWrapped != nil ? "Any?" : "Any"
  }

  /// ` as! T` (or ` as? T` for an optional result) after a call whose handler returns `Any`.
  var resultCast: String {
    guard let returnType else { return "" }
    if returnType == "Self" { return " as! Self" }
    guard mentionsGeneric(returnShape.referencedNames) else { return "" }
    if let wrapped = returnShape.optionalWrapped { return " as? \(context.scope.resolvingSelf(wrapped))" }
    return " as! \(context.scope.resolvingSelf(returnType))"
  }

  /// The handler's arguments: `&count` for `inout`, `value()` for an autoclosure.
  var callArguments: String {
    parameters.map { parameter in
      if parameter.ownership == .inout { return "&" + (isErased(parameter) ? Self.boxName(parameter) : parameter.name) }
      if parameter.isAutoclosure { return parameter.name + "()" }
      // Explicit, so an optional passed as `Any` isn't a warning.
      if isErased(parameter) && parameter.storage != .nonEscapingClosure { return parameter.name + " as Any" }
      return parameter.name
    }.joined(separator: ", ")
  }

  /// `try await ` as the call needs.
  var callPrefix: String {
    (effects.throwing == .none ? "" : "try ") + (effects.isAsync ? "await " : "")
  }

  /// The parameters whose values `…ArgValues` keeps: not closures, as in Mockolo.
  var recordedParameters: [Parameter] {
    parameters.filter { parameter in
      parameter.storage != .noncopyable && !parameter.shape.isFunction && !parameter.isAutoclosure
        && !parameter.typeAttributes.contains(.escaping)
        && parameter.storage != .nonEscapingClosure
    }
  }

  /// `[Int]` or `[(a: Int, b: String)]` for ``recordedParameters``; `nil` when none is kept.
  var argumentValuesElement: String? {
    let recorded = recordedParameters
    guard !recorded.isEmpty else { return nil }
    if recorded.count == 1 { return valueType(recorded[0]) }
    return "(" + recorded.map { "\($0.name.trimmingBackticks): \(valueType($0))" }.joined(separator: ", ") + ")"
  }

  /// `value` or `(a, b)`: what one call appends to `…ArgValues`.
  var argumentValuesEntry: String {
    let names = recordedParameters.map { isErased($0) ? "\($0.name) as Any" : $0.name }
    return names.count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")"
  }

  private func argumentType(_ parameter: Parameter) -> String {
    var text: String
    switch parameter.ownership {
    case .inout: text = "inout "
    case .borrowing: text = "borrowing "
    case .consuming: text = "consuming "
    case .sending: text = "sending "
    case .none, .isolated: text = ""
    }
    // `Any` takes no function-type attributes (`@escaping`, `@Sendable`).
    if !isErased(parameter) {
      text += parameter.typeAttributes.excluding(.autoclosure).withoutBlockConvention.prefixText
    }
    if parameter.isAutoclosure { text += "@autoclosure () -> " }
    text += valueType(parameter)
    return text
  }

  /// The parameter's type as a value: `Any` where it mentions a generic parameter, `[T]` for `T...`.
  private func valueType(_ parameter: Parameter) -> String {
    let type = isErased(parameter) ? "Any" : context.scope.resolvingSelf(parameter.valueSpelling)
    return parameter.isVariadic ? "[\(type)]" : type
  }

  /// Whether the handler sees the parameter as `Any`, since it mentions the member's generic parameters.
  func isErased(_ parameter: Parameter) -> Bool { mentionsGeneric(parameter.shape.referencedNames) }

  /// Non-escaping closures the handler sees as `Any`: the call passes them through `withoutActuallyEscaping`.
  var unescapedParameters: [Parameter] {
    parameters.filter { $0.storage == .nonEscapingClosure && isErased($0) && $0.ownership != .inout }
  }

  /// `inout` parameters the handler sees as `Any`: the call passes a copy and writes it back.
  var boxedInoutParameters: [Parameter] { parameters.filter { $0.ownership == .inout && isErased($0) } }

  /// What a member without a handler and without a default does, as Mockolo's: stop, saying which handler to set.
  static func missingHandler(_ handlerName: String, type: String) -> String {
    "Swift.fatalError(\(MemberLiteral.quoted("\(handlerName) must be set: \(type) has no default value")))"
  }

  /// The copy an erased `inout` argument is passed through.
  static func boxName(_ parameter: Parameter) -> String { "_\(parameter.name.trimmingBackticks)Value" }

  private func mentionsGeneric(_ names: [String]) -> Bool {
    !genericNames.isEmpty && names.contains(where: genericNames.contains)
  }
}
