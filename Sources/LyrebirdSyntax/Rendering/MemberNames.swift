/// Names each member uniquely for the runtime: overloads that share a selector get their types.
enum MemberNames {
  /// `name` → `Name`, for `getName()`/`setName(_:)` handles.
  static func capitalized(_ name: String) -> String {
    let bare = name.trimmingBackticks
    if let first = bare.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
      // ASCII needs no Unicode case mapping.
      return String(UnicodeScalar(first - 32)) + String(Substring(bare.utf8.dropFirst()))
    }
    guard let first = bare.first else { return bare }
    return first.uppercased() + bare.dropFirst()
  }

  static func assign(_ members: [MemberSpec]) -> [String: String] {
    // Most mocks overload nothing: distinct names mean distinct selectors.
    var methodNames: [String] = []
    var subscriptCount = 0
    for member in members {
      switch member {
      case .method(let method): methodNames.append(method.name)
      case .subscript: subscriptCount += 1
      default: continue
      }
    }
    guard subscriptCount > 1 || DistinctNames.containsRepeat(methodNames) else { return [:] }
    var groups: [String: [Method]] = [:]
    var subscripts: [Subscript] = []
    for member in members {
      switch member {
      case .method(let method): groups[(method.isStatic ? "static " : "") + method.selector, default: []].append(method)
      case .subscript(let subscriptMember): subscripts.append(subscriptMember)
      default: continue
      }
    }
    var names: [String: String] = [:]
    for methods in groups.values where methods.count > 1 {
      var chosen = methods.map(returnOverloadName)
      if Set(chosen).count < chosen.count { chosen = methods.map(typedName) }
      // Generic overloads can differ only in their constraints.
      if Set(chosen).count < chosen.count { chosen = methods.map(constrainedName) }
      for (method, name) in zip(methods, chosen) {
        names[MemberSpec.method(method).identity] = name
      }
    }
    if subscripts.count > 1 {
      for subscriptMember in subscripts {
        let parameters = subscriptMember.parameters.map {
          "\($0.selectorLabel): \($0.type)\($0.isVariadic ? "..." : "")"
        }
        .joined(separator: ", ")
        names[MemberSpec.subscript(subscriptMember).identity] = "(\(parameters)) -> \(subscriptMember.returnType)"
      }
    }
    return names
  }

  private static func generics(_ method: Method) -> String {
    method.genericParameters.isEmpty ? "" : "<\(method.genericParameters.map(\.name).joined(separator: ", "))>"
  }

  /// Each initializer's runtime name: `init(name:)`, or, when another initializer shares its
  /// selector, its parameter types (`init(code: Int)`), and its constraints when those alone differ.
  static func initializers(_ initializers: [Initializer]) -> [Initializer: String] {
    var groups: [String: [Initializer]] = [:]
    for initializer in initializers { groups["init" + initializer.selectorLabels, default: []].append(initializer) }
    var names: [Initializer: String] = [:]
    for (selector, group) in groups {
      guard group.count > 1 else {
        names[group[0]] = selector
        continue
      }
      let methods = group.map { initializer in
        Method(
          name: "init", genericParameters: initializer.genericParameters, requirements: initializer.requirements,
          parameters: initializer.parameters, effects: initializer.effects)
      }
      var chosen = methods.map(typedName)
      if Set(chosen).count < chosen.count { chosen = methods.map(constrainedName) }
      for (initializer, name) in zip(group, chosen) {
        names[initializer] = name.replacing(") -> Void", with: ")", maxReplacements: 1)
      }
    }
    return names
  }

  /// `getMessage() -> String`, `getMessage<T>() -> T`: enough for overloads by return type.
  private static func returnOverloadName(_ method: Method) -> String {
    let labels = method.parameters.map { "\($0.selectorLabel):" }.joined()
    return "\(method.name)\(generics(method))(\(labels))\(asyncMarker(method)) -> \(method.returnType ?? "Void")"
  }

  /// `fly(to: Location) -> Void`: overloads by parameter type.
  private static func typedName(_ method: Method) -> String { typedName(method, generics: generics(method)) }

  private static func typedName(_ method: Method, generics: String) -> String {
    let parameters = method.parameters.map {
      "\($0.selectorLabel): \($0.ownership == .inout ? "inout " : "")\($0.isVariadic ? "\($0.type)..." : $0.type)"
    }
    let returnType = method.returnType ?? "Void"
    let signature = "(\(parameters.joined(separator: ", ")))\(asyncMarker(method)) -> \(returnType)"
    return method.name + generics + signature
  }

  /// `store<Key: Hashable>(_: Key) -> Int where …`: overloads by generic constraints.
  private static func constrainedName(_ method: Method) -> String {
    let generics = "<\(method.genericParameters.map(\.declaration).joined(separator: ", "))>"
    let clause = method.requirements.isEmpty ? "" : " where " + method.requirements.map(\.text).joined(separator: ", ")
    return typedName(method, generics: method.genericParameters.isEmpty ? "" : generics) + clause
  }

  /// Swift overloads a method by `async` alone, so the runtime name must tell them apart.
  private static func asyncMarker(_ method: Method) -> String { method.effects.isAsync ? " async" : "" }
}
