/// Renders the typed call records a test reads as `mock._member`: one line per member.
struct RecordsRenderer {
  let context: MockContext

  func method(_ method: Method, memberName: String, into writer: inout CodeWriter) {
    guard let name = context.recordNames[Member.method(method).identity] else { return }
    let generics = Set(method.genericParameters.map(\.name))
    let parameters = method.parameters
    let types = parameters.map { recordedType($0, generics: generics) }
    let arguments: String
    let conversion: String
    switch parameters.count {
    case 0:
      arguments = "Swift.Void"
      conversion = "{ _ in () }"
    case 1:
      arguments = types[0]
      conversion = "{ Lyrebird.recordedArgument($0, 0, as: (\(types[0])).self) }"
    default:
      let labels = parameters.enumerated().map { index, parameter in
        parameter.name.hasPrefix("__argument") ? "arg\(index)" : parameter.name.trimmingBackticks
      }
      arguments = "(" + zip(labels, types).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
      conversion = "{ (" + zip(labels, types).enumerated().map { index, pair in
        "\(pair.0): Lyrebird.recordedArgument($0, \(index), as: (\(pair.1)).self)"
      }.joined(separator: ", ") + ") }"
    }
    let returnType = method.returnType.map { mentions($0, generics) ? "Any" : context.resolvingSelf($0) } ?? "Swift.Void"
    let owner = method.isStatic ? "Lyrebird.StaticMock.shared(for: Self.self)" : "self"
    writer.line(
      "\(prefix(isStatic: method.isStatic))var \(name): Lyrebird.CallRecords<\(arguments), \(returnType)> { Lyrebird.CallRecords(mock: \(owner), member: \(MemberLiteral.method(memberName)), arguments: \(conversion)) }")
  }

  func property(_ property: Property, into writer: inout CodeWriter) {
    guard let name = context.recordNames[Member.property(property).identity] else { return }
    let owner = property.isStatic ? "Lyrebird.StaticMock.shared(for: Self.self)" : "self"
    writer.line(
      "\(prefix(isStatic: property.isStatic))var \(name): Lyrebird.PropertyRecords<\(context.resolvingSelf(property.type))> { Lyrebird.PropertyRecords(mock: \(owner), property: \(MemberLiteral.quoted(property.name.trimmingBackticks))) }")
  }

  private func prefix(isStatic: Bool) -> String {
    context.accessPrefix + (isStatic ? "static " : context.isIsolated ? "nonisolated " : "")
  }

  /// The type a call's argument is recorded as; a method's own generic parameters become `Any`.
  private func recordedType(_ parameter: Parameter, generics: Set<String>) -> String {
    switch parameter.storage {
    case .nonEscapingClosure: return "Lyrebird.NonEscapingArgument"
    case .noncopyable: return "Lyrebird.NoncopyableArgument"
    case .value: break
    }
    if mentions(parameter.type, generics) { return parameter.isVariadic ? "[Any]" : "Any" }
    var type = context.resolvingSelf(parameter.type)
    if parameter.isOpaque, type.hasPrefix("some ") { type = "any " + type.dropFirst(5) }
    if !parameter.typeAttributes.isEmpty && parameter.storage == .value && type.contains("->") {
      type = "(" + parameter.typeAttributes.filter { $0 != "@escaping" }.map { $0 + " " }.joined() + type + ")"
    }
    return parameter.isVariadic ? "[\(type)]" : type
  }

  private func mentions(_ type: String, _ generics: Set<String>) -> Bool {
    !generics.isEmpty && TypeText.identifiers(in: type).contains(where: generics.contains)
  }
}

/// Names of the `_member` record properties: `_fly`, and `_flyTo` when `fly` is overloaded.
enum RecordNames {
  private struct Candidate {
    var identity: String
    var base: String
    var method: Method?
  }

  /// Labels and return types are only spelled out for the overloads that need them: most members
  /// have a unique name, and this runs for every mock.
  static func assign(_ members: [Member]) -> [String: String] {
    var candidates: [Candidate] = []
    for member in members {
      switch member {
      case .method(let method) where method.builtIn == nil && !method.isOperator:
        candidates.append(Candidate(identity: member.identity, base: method.name.trimmingBackticks, method: method))
      case .property(let property) where property.builtIn == nil:
        candidates.append(Candidate(identity: member.identity, base: property.name.trimmingBackticks, method: nil))
      default:
        continue
      }
    }
    let baseCounts = Dictionary(candidates.map { ($0.base, 1) }, uniquingKeysWith: +)
    let labels = candidates.map { candidate -> String in
      guard baseCounts[candidate.base, default: 0] > 1, let method = candidate.method else { return "" }
      return method.parameters.compactMap(\.label).map { TypeText.capitalized($0) }.joined()
    }
    let labeledCounts = Dictionary(zip(candidates, labels).map { ($0.base + $1, 1) }, uniquingKeysWith: +)
    var names: [String: String] = [:]
    var used: Set<String> = []
    for (candidate, labels) in zip(candidates, labels) {
      var name = "_" + candidate.base + labels
      // Overloads that differ only by return type are told apart by it: `_messageString`.
      if labeledCounts[candidate.base + labels, default: 0] > 1, let method = candidate.method {
        name += TypeText.identifiers(in: method.returnType ?? "").map(TypeText.capitalized).joined()
      }
      var unique = name
      var index = 2
      while used.contains(unique) {
        unique = "\(name)\(index)"
        index += 1
      }
      used.insert(unique)
      names[candidate.identity] = unique
    }
    return names
  }
}
