/// Renders the typed call records a test reads as `mock._member`: one line per member.
struct RecordsRenderer {
  let scope: MockRenderingScope

  /// A method's `_member` property; `typedByMember` says the context keeps the member's calls typed.
  ///
  /// Then the records are made by member (`.init(mock: self, member: …)`), from the typed calls'
  /// argument tuples: about 7% of the compile job of a file of mocks less than the conversion
  /// closure, which is kept for the other members.
  func method(
    _ method: Method, memberLiteral: CodeText, recordName: String?, typedByMember: Bool, into writer: inout CodeWriter
  ) {
    guard let name = recordName else { return }
    let (arguments, conversion, returnType) = types(of: method, converting: !typedByMember)
    let owner = method.isStatic ? "Lyrebird.StaticMock.shared(for: Self.self)" : "self"
    // A deprecated member's records name its deprecated types too.
    for attribute in method.attributes.of(.availability) { writer.line(attribute.text) }
    let header = "\(prefix(isStatic: method.isStatic))var \(name): Lyrebird.CallRecords<\(arguments), \(returnType)>"
    if typedByMember {
      return writer.line("\(header) { .init(mock: \(owner), member: \(memberLiteral)) }")
    }
    writer.line(
      "\(header) { Lyrebird.CallRecords(mock: \(owner), member: \(memberLiteral), arguments: \(conversion)) }")
  }

  /// A method's recorded argument type, the closure that converts a call's `[Any]` to it (empty
  /// unless `converting`), and the recorded return type.
  func types(
    of method: Method, converting: Bool = true
  ) -> (arguments: String, conversion: String, returnType: String) {
    let generics: Set<String> = method.genericParameters.isEmpty ? [] : Set(method.genericParameters.map(\.name))
    let parameters = method.parameters
    let arguments: String
    let conversion: String
    switch parameters.count {
    case 0:
      arguments = "Swift.Void"
      conversion = converting ? "{ _ in () }" : ""
    case 1:
      arguments = recordedType(parameters[0], generics: generics)
      conversion =
        converting
        ? "{ Lyrebird.recordedArgument($0, 0, as: ("
          + "\(recordedType(parameters[0], generics: generics, asExpression: true))).self) }"
        : ""
    default:
      // Written as bytes: joining the interpolated pieces cost twice as much.
      var argumentsText = CodeText("(")
      var conversionText = CodeText("{ (")
      for (index, parameter) in parameters.enumerated() {
        let label =
          parameter.name.hasPrefix("__argument")
          ? "arg\(index)" : parameter.name == "__self" ? "self" : parameter.name.asLabel
        if index > 0 {
          argumentsText.append(", ")
          conversionText.append(", ")
        }
        argumentsText.append(label)
        argumentsText.append(": ")
        argumentsText.append(recordedType(parameter, generics: generics))
        guard converting else { continue }
        conversionText.append(label)
        conversionText.append(": Lyrebird.recordedArgument($0, ")
        conversionText.append(String(index))
        conversionText.append(", as: (")
        conversionText.append(recordedType(parameter, generics: generics, asExpression: true))
        conversionText.append(").self)")
      }
      argumentsText.append(")")
      conversionText.append(") }")
      arguments = argumentsText.description
      conversion = converting ? conversionText.description : ""
    }
    let returnType =
      method.returnsNoncopyable
      ? "Lyrebird.NoncopyableArgument"
      : method.returnType.map { mentions(method.returnShape, generics) ? "Any" : scope.resolvingSelf($0) }
        ?? "Swift.Void"
    return (arguments, conversion, returnType)
  }

  func property(_ property: Property, recordName: String?, into writer: inout CodeWriter) {
    guard let name = recordName else { return }
    let owner = property.isStatic ? "Lyrebird.StaticMock.shared(for: Self.self)" : "self"
    for attribute in property.attributes.of(.availability) { writer.line(attribute.text) }
    let propertyName = MemberLiteral.quoted(property.name.trimmingBackticks)
    let type = scope.resolvingSelf(property.type)
    writer.line(
      """
      \(prefix(isStatic: property.isStatic))var \(name): Lyrebird.PropertyRecords<\(type)> { \
      Lyrebird.PropertyRecords(mock: \(owner), property: \(propertyName)) }
      """)
  }

  func prefix(isStatic: Bool) -> String {
    scope.accessPrefix + (isStatic ? "static " : scope.nonisolatesCompanions ? "nonisolated " : "")
  }

  /// The type a call's argument is recorded as; a method's own generic parameters become `Any`.
  ///
  /// `asExpression` spells it for `(…).self`, without function-type argument labels.
  func recordedType(_ parameter: Parameter, generics: Set<String>, asExpression: Bool = false) -> String {
    switch parameter.storage {
    case .nonEscapingClosure: return "Lyrebird.NonEscapingArgument"
    case .noncopyable: return "Lyrebird.NoncopyableArgument"
    case .value: break
    }
    if mentions(parameter.shape, generics) { return parameter.isVariadic ? "[Any]" : "Any" }
    let spelling = asExpression ? parameter.shape.unlabeledSpelling ?? parameter.valueSpelling : parameter.valueSpelling
    var type = scope.resolvingSelf(spelling)
    if !parameter.typeAttributes.isEmpty && parameter.storage == .value && parameter.shape.isFunction {
      let attributes = parameter.typeAttributes.excluding(.escaping, .autoclosure)
      type = "(" + attributes.prefixText + type + ")"
    }
    return parameter.isVariadic ? "[\(type)]" : type
  }

  private func mentions(_ shape: TypeShape, _ generics: Set<String>) -> Bool {
    !generics.isEmpty && shape.referencedNames.contains(where: generics.contains)
  }
}
