/// Spells a member's parameters in each place a mock needs them.
struct ParameterSpelling {
  let parameters: [Parameter]
  let scope: MockRenderingScope

  /// The mock's own declaration: `to location: Location`, `_ values: Int...`.
  ///
  /// These spellings append to one string: mapping each parameter to a string and joining them
  /// made every member's spellings cost twice as much.
  var declaration: String {
    var text = ""
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { text += ", " }
      text += external(parameter)
      text += parameter.name
      text += ": "
      text += prefix(parameter)
      if parameter.isAutoclosure { text += "@autoclosure () -> " }
      text += scope.declaredType(parameter.type)
      if parameter.isVariadic { text += "..." }
      if let defaultValue = parameter.defaultValue {
        text += " = "
        text += defaultValue
      }
    }
    return text
  }

  /// The handle overload: every argument is an autoclosure, so matchers are evaluated in order.
  var handle: String {
    var text = ""
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { text += ", " }
      text += external(parameter)
      text += parameter.name
      // A pack can't be an autoclosure: its values are evaluated before the handle runs.
      if parameter.isPack {
        text += ": "
        text += parameter.type
      } else {
        text += ": @autoclosure () -> "
        text += handleType(parameter)
      }
    }
    return text
  }

  /// A variadic handle overload, `getSubscript(_ indexes: String...)`: the variadic parameters
  /// take their values as written, the others stay autoclosures.
  var variadicHandle: String {
    parameters.map { parameter in
      guard parameter.isVariadic else { return ParameterSpelling(parameters: [parameter], scope: scope).handle }
      return "\(external(parameter))\(parameter.name): \(scope.declaredType(parameter.type))..."
    }.joined(separator: ", ")
  }

  /// Matchers for ``variadicHandle``, then one for `last`: a variadic value is matched by the
  /// matcher made while evaluating it, else by equality.
  func variadicMatchers(then last: String?) -> String {
    let parts = parameters.map { parameter in
      parameter.isVariadic
        ? "[Lyrebird.evaluatedArgument(\(parameter.name))]" : "Lyrebird.arguments(\(parameter.name))"
    }
    return (parts + (last.map { ["Lyrebird.arguments(\($0))"] } ?? [])).joined(separator: " + ")
  }

  /// The handle's parameters as plain values, evaluated before the handle runs.
  var eagerHandle: String {
    parameters.map { "\(external($0))\($0.name): \(handleType($0))" }.joined(separator: ", ")
  }

  /// Matchers for ``eagerHandle``: a matcher made while evaluating the value, else equality.
  var eagerMatchers: String {
    "[" + parameters.map { "Lyrebird.evaluatedArgument(\($0.name))" }.joined(separator: ", ") + "]"
  }

  /// The types in a stub closure's signature: `(Swift.Int, Swift.Bool)`.
  var signatureTypes: String { "(" + signatureTypeList.joined(separator: ", ") + ")" }

  /// ``signatureTypes`` one by one, for signatures that add a type, such as a subscript's setter.
  var signatureTypeList: [String] {
    parameters.map { parameter in
      var text = ""
      switch parameter.ownership {
      case _ where parameter.storage == .noncopyable: text += "borrowing "
      case .inout: text += "inout "
      case .borrowing: text += "borrowing "
      case .consuming: text += "consuming "
      case .isolated: text += "isolated "
      case .none, .sending: break
      }
      // An autoclosure reaches the stub as the closure, so the stub decides when to evaluate it.
      if parameter.isAutoclosure { return text + "() -> " + valueType(parameter) }
      // A closure over a pack can't be stored or cast, so a stub gets a pack's values as an array.
      if parameter.isPack { return "[Any]" }
      text += parameter.typeAttributes.excluding(.autoclosure).withoutBlockConvention.prefixText
      text += valueType(parameter)
      return text
    }
  }

  /// What is recorded for each argument: the value, or a marker when it can't be stored.
  var recordedArguments: [String] {
    parameters.map { parameter in
      switch parameter.storage {
      case .value:
        if parameter.isAutoclosure {
          "\(parameter.name)()"
        } else if parameter.isPack {
          "repeat each \(parameter.name)"
        }
        // `borrowing`/`consuming` parameters are never copied implicitly.
        else if parameter.ownership == .borrowing || parameter.ownership == .consuming {
          "copy \(parameter.name)"
        } else {
          parameter.name
        }
      case .nonEscapingClosure: "Lyrebird.NonEscapingArgument()"
      case .noncopyable: "Lyrebird.NoncopyableArgument()"
      }
    }
  }

  /// The type of each value in ``recordedArguments`` as `(…).self` spells it, for the member's typed slot.
  ///
  /// These are the types its typed records read; `nil` when a pack records a varying number of values.
  var recordedTypes: [String]? {
    guard !parameters.contains(where: \.isPack) else { return nil }
    let records = RecordsRenderer(scope: scope)
    return parameters.map { records.recordedType($0, generics: [], asExpression: true) }
  }

  /// Arguments passed to a stub closure typed with ``signatureTypes``.
  var applyArguments: String { applyArguments(unchecked: false) }

  /// Arguments passed to a stub closure; with `unchecked`, each plain value goes through
  /// `UncheckedArgument`, so an isolated mock's `async` member can pass one that isn't `Sendable`.
  func applyArguments(unchecked: Bool) -> String {
    parameters.map { parameter in
      if parameter.ownership == .inout { return "&\(parameter.name)" }
      if parameter.isPack { return "Lyrebird.packedValues(repeat each \(parameter.name))" }
      if parameter.ownership == .consuming {
        // A `~Copyable` value is lent to the stub, which receives it `borrowing`.
        return parameter.storage == .noncopyable ? parameter.name : "copy \(parameter.name)"
      }
      guard unchecked, parameter.storage == .value, parameter.ownership == .none else { return parameter.name }
      return "Lyrebird.UncheckedArgument(\(parameter.name)).value"
    }.joined(separator: ", ")
  }

  /// Arguments passed to the real implementation (`super` or a forwarding target).
  var forwardedArguments: String {
    var text = ""
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { text += ", " }
      if let label = parameter.label {
        text += label.asLabel
        text += ": "
      }
      if parameter.ownership == .inout {
        text += "&"
        text += parameter.name
      } else if parameter.isAutoclosure {
        text += parameter.name
        text += "()"
      } else if parameter.isPack {
        text += "repeat each "
        text += parameter.name
      } else {
        text += parameter.name
      }
    }
    return text
  }

  /// Wraps a call to a stub closure so non-escaping closure arguments can be passed to it.
  ///
  /// Swift rejects passing one non-escaping closure to another; `withoutActuallyEscaping`
  /// permits it and traps if a stub keeps the closure after returning.
  func wrappingNonEscapingClosures(_ call: String, marker: String) -> String {
    parameters.reversed().reduce(call) { inner, parameter in
      guard parameter.storage == .nonEscapingClosure || parameter.isNonEscapingAutoclosure else { return inner }
      return "\(marker)withoutActuallyEscaping(\(parameter.name)) { \(parameter.name) in \(inner) }"
    }
  }

  /// `Lyrebird.arguments(volume, pitch)`: a matcher for each parameter.
  var matchers: String { matchers(then: nil) }

  /// A handle's matchers: its up to three parameters' names (and `last`, a setter's new value) as
  /// values, or else ``matchers(then:)``.
  func handleMatchers(then last: String? = nil) -> HandleMatchers {
    let count = parameters.count + (last == nil ? 0 : 1)
    guard count <= 3, !parameters.contains(where: \.isPack) else { return .list(matchers(then: last)) }
    return .values(parameters.map(\.name) + (last.map { [$0] } ?? []))
  }

  /// ``matchers``, then one for `last`, a setter's new value.
  ///
  /// One `Lyrebird.arguments` call for every parameter costs about 4% less to compile per mock
  /// than an array of one generic `Lyrebird.argument` call each, and up to three arguments go
  /// through `arguments1` to `arguments3`, which infer no pack. A pack's values are evaluated
  /// before the handle runs, so a member with one keeps the array form around it.
  func matchers(then last: String?) -> String {
    guard parameters.contains(where: \.isPack) else {
      let count = parameters.count + (last == nil ? 0 : 1)
      if count == 0 { return "[]" }
      var text = count <= 3 ? "Lyrebird.arguments\(count)(" : "Lyrebird.arguments("
      for (index, parameter) in parameters.enumerated() {
        if index > 0 { text += ", " }
        text += parameter.name
      }
      if let last {
        if !parameters.isEmpty { text += ", " }
        text += last
      }
      text += ")"
      return text
    }
    let parts = parameters.map { parameter in
      parameter.isPack
        ? "Lyrebird.packArguments(repeat each \(parameter.name))" : "[Lyrebird.argument(\(parameter.name))]"
    }
    return (parts + (last.map { ["[Lyrebird.argument(\($0))]"] } ?? [])).joined(separator: " + ")
  }

  /// Forwarding can't pass along arguments that an escaping closure may not capture.
  var canForward: Bool {
    parameters.allSatisfy { parameter in
      // A `sending` value is the callee's own; only a default implementation's caller takes it on.
      parameter.storage == .value
        && (parameter.ownership == .none || (parameter.ownership == .sending && scope.forwardsThroughCaller))
        && !parameter.isVariadic && !parameter.isPack
        && !parameter.isNonEscapingAutoclosure && !parameter.typeAttributes.contains(.autoclosure)
        && !scope.cannotForward(parameter.shape)
    }
  }

  /// Whether a class mock's `superclass:` closure can call `super` with these arguments: it
  /// escapes, so it can't capture a non-escaping closure or forward an autoclosure.
  var canCallSuper: Bool {
    parameters.allSatisfy { parameter in
      // Swift can't pass a variadic parameter's array on as variadic arguments.
      !parameter.isVariadic && parameter.storage != .nonEscapingClosure && !parameter.isNonEscapingAutoclosure
        && !parameter.typeAttributes.contains(.autoclosure)
    }
  }

  private func external(_ parameter: Parameter) -> String {
    guard let label = parameter.label else { return "_ " }
    return label.trimmingBackticks == parameter.name.trimmingBackticks ? "" : "\(label) "
  }

  private func prefix(_ parameter: Parameter) -> String {
    var text = ""
    switch parameter.ownership {
    case .none: break
    case .inout: text += "inout "
    case .borrowing: text += "borrowing "
    case .consuming: text += "consuming "
    case .sending: text += "sending "
    case .isolated: text += "isolated "
    }
    return text + parameter.typeAttributes.prefixText
  }

  /// The type as a value: variadics become arrays and `some P` becomes `any P`.
  private func valueType(_ parameter: Parameter) -> String {
    let type = scope.resolvingSelf(parameter.valueSpelling)
    return parameter.isVariadic ? "[\(type)]" : type
  }

  private func handleType(_ parameter: Parameter) -> String {
    // Matchers need copyable values: a `~Copyable` argument is matched through its marker.
    if parameter.storage == .noncopyable { return "Lyrebird.NoncopyableArgument" }
    let type = valueType(parameter)
    let attributes = parameter.typeAttributes.excluding(.escaping, .autoclosure).withoutBlockConvention
    if parameter.storage == .nonEscapingClosure || !attributes.isEmpty {
      return "(" + attributes.prefixText + type + ")"
    }
    return type
  }
}

extension Parameter {
  /// The type where a closure or an expression names it: `some P` and `any (P & Q)` are spelled
  /// `any P` and `any P & Q`, as the parser read them.
  var valueSpelling: String { shape.existentialConstraint.map { "any " + $0 } ?? shape.existentialSpelling ?? type }
}
