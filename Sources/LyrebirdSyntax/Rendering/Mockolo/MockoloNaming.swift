/// The names Mockolo gives a mock's members: `fooHandler`, `fooCallCount`, and for an overload of
/// an earlier `foo` a longer name made of its labels, then its types (`fooA`, `fooAString`).
///
/// Tests name these members, so the rule is Mockolo 2.6.1's: each member takes the shortest of its
/// names that no earlier member took.
package enum MockoloNaming {
  /// Each member's name, keyed by ``MemberSpec/identity``; initializers and properties keep their own.
  package static func names(of members: [MemberSpec]) -> [String: String] {
    var taken: Set<String> = []
    var names: [String: String] = [:]
    for member in members {
      guard let components = components(of: member) else {
        if case .property(let property) = member { taken.insert(property.name.trimmingBackticks) }
        continue
      }
      let identity = member.identity
      if names[identity] != nil { continue }
      var level = 0
      var name = components.base
      while taken.contains(name) {
        level += 1
        name = self.name(components, level: level)
      }
      taken.insert(name)
      names[identity] = name
    }
    return names
  }

  /// A method's or subscript's base name and the words that tell its overloads apart.
  private static func components(of member: MemberSpec) -> (base: String, words: [String])? {
    switch member {
    case .method(let method):
      let base = baseName(method.name)
      var words = labelWords(method.parameters, name: base)
      words += method.genericParameters.map { $0.name.capitalizingFirst + displayName($0.constraint ?? "") }
      words += method.parameters.map { displayName($0.type) }
      if let returnType = method.returnType { words.append(String(displayName(returnType).prefix(32))) }
      if method.isStatic { words.append("static") }
      return (base, words.filter { !$0.isEmpty })
    case .subscript(let subscriptMember):
      var words = labelWords(subscriptMember.parameters, name: "subscript")
      words += subscriptMember.parameters.map { displayName($0.type) }
      words.append(String(displayName(subscriptMember.returnType).prefix(32)))
      if subscriptMember.isStatic { words.append("static") }
      return ("subscript", words.filter { !$0.isEmpty })
    case .property, .initializer:
      return nil
    }
  }

  /// The name at `level`: the base, then one more word per level, then a number once words run out.
  private static func name(_ components: (base: String, words: [String]), level: Int) -> String {
    var name = components.base
    for index in 0..<level {
      name += index < components.words.count ? components.words[index] : String(index + 1 - components.words.count)
    }
    return name
  }

  /// Capitalized labels (the name where a label is `_`), except one the method's name ends with.
  private static func labelWords(_ parameters: [Parameter], name: String) -> [String] {
    parameters.compactMap { parameter in
      let label = parameter.label.map(\.trimmingBackticks) ?? ""
      let word = label.isEmpty ? parameter.name.trimmingBackticks : label
      if word.count < 2 || !name.lowercased().hasSuffix(word.lowercased()) { return word.capitalizingFirst }
      return nil
    }
  }

  /// `OptionalString` for `String?`, `ArrayInt` for `Array<Int>`: the type's words, capitalized.
  static func displayName(_ type: String) -> String {
    let separators = Set("<>[] :,()_-.&@#!{}+\"'")
    return type.replacingOccurrences(of: "?", with: "Optional").split { separators.contains($0) }
      .map { $0.capitalizingFirst }.joined()
  }

  /// An identifier for a method name: operators, which no property can be named after, are spelled out.
  static func baseName(_ name: String) -> String {
    let bare = name.trimmingBackticks
    guard let first = bare.unicodeScalars.first, !(first.properties.isAlphabetic || first == "_") else { return bare }
    return "op" + bare.unicodeScalars.map { String($0.value, radix: 16) }.joined()
  }
}

extension StringProtocol {
  /// `Name` of `name`, as Mockolo capitalizes label and type words.
  var capitalizingFirst: String { prefix(1).uppercased() + dropFirst() }
}
