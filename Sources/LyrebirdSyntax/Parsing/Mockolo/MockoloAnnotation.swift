/// A type's Mockolo annotation, `/// @mockable(typealias: T = String; history: load = true)`, read
/// into its arguments.
///
/// Arguments are `section: key = value; key = value; section: …`, as Mockolo reads them. A section
/// or value Mockolo doesn't know is an error, never ignored.
package struct MockoloAnnotation: Hashable, Sendable {
  /// `typealias:`: associated type → the type the mock fixes it to.
  package var typeAliases: [String: String] = [:]
  /// `history:`: methods whose arguments are kept.
  package var historyMethods: Set<String> = []
  /// `modifiers:`: member → `weak` or `dynamic`.
  package var modifiers: [String: String] = [:]
  /// `override: name = …`.
  package var mockName: String?
  /// `module: prefix = …`.
  package var modulePrefix: String?
  /// `combine:`, `rx:` and `var:` entries, which need Combine or RxSwift: reported, not rendered.
  package var unsupported: [String] = []

  package init() {}

  /// The sections Mockolo reads, in the order its documentation lists them.
  static let sections = ["typealias", "module", "override", "history", "modifiers", "combine", "rx", "var"]

  /// The annotation in `lines` (a type's ``MockableType/docAnnotations``); `nil` when none holds it.
  package static func find(in lines: [String], annotation: String) throws(MockoloAnnotationError) -> MockoloAnnotation?
  {
    guard !annotation.isEmpty, let line = lines.first(where: { $0.contains(annotation) }) else { return nil }
    guard let range = line.range(of: annotation) else { return nil }
    var rest = line[range.upperBound...].drop { $0 == " " }
    guard rest.first == "(" else { return MockoloAnnotation() }
    rest = rest.dropFirst()
    guard let close = rest.lastIndex(of: ")") else {
      throw MockoloAnnotationError("'\(annotation)(' has no closing ')'")
    }
    return try parse(arguments: rest[..<close], annotation: annotation)
  }

  /// Reads `typealias: T = String; U = Int; history: f = true`.
  static func parse(arguments: Substring, annotation: String) throws(MockoloAnnotationError) -> MockoloAnnotation {
    var result = MockoloAnnotation()
    var section: String?
    for segment in arguments.split(separator: ";") {
      var pair = segment.trimmingSpaces
      if pair.isEmpty { continue }
      if let (name, remainder) = sectionStart(pair) {
        guard sections.contains(name) else {
          throw MockoloAnnotationError(
            "unknown argument '\(name):' in \(annotation); expected "
              + sections.map { "'\($0):'" }.joined(separator: ", "))
        }
        section = name
        pair = remainder
        if pair.isEmpty { continue }
      }
      guard let section else {
        throw MockoloAnnotationError("'\(pair)' in \(annotation) follows no argument name, such as 'typealias:'")
      }
      guard let equals = pair.firstIndex(of: "=") else {
        throw MockoloAnnotationError("'\(pair)' in \(annotation)'s '\(section):' is not 'name = value'")
      }
      let key = String(pair[..<equals].trimmingSpaces)
      let value = String(pair[pair.index(after: equals)...].trimmingSpaces)
      try result.add(section: section, key: key, value: value, annotation: annotation)
    }
    return result
  }

  private mutating func add(
    section: String, key: String, value: String, annotation: String
  ) throws(MockoloAnnotationError) {
    switch section {
    case "typealias":
      typeAliases[key] = value
    case "history":
      guard value == "true" || value == "false" else {
        throw MockoloAnnotationError("history: \(key) = \(value) in \(annotation) must be 'true' or 'false'")
      }
      if value == "true" { historyMethods.insert(key) } else { historyMethods.remove(key) }
    case "modifiers":
      guard value == "weak" || value == "dynamic" else {
        throw MockoloAnnotationError("modifiers: \(key) = \(value) in \(annotation) must be 'weak' or 'dynamic'")
      }
      modifiers[key] = value
    case "override":
      guard key == "name" else {
        throw MockoloAnnotationError("override: takes 'name = MockName' in \(annotation), not '\(key)'")
      }
      mockName = value
    case "module":
      guard key == "prefix" else {
        throw MockoloAnnotationError("module: takes 'prefix = Module' in \(annotation), not '\(key)'")
      }
      modulePrefix = value
    default:
      unsupported.append("\(section): \(key) = \(value)")
    }
  }

  /// `("history", " f = true")` for `history: f = true`; `nil` when the segment starts with a key.
  private static func sectionStart(_ segment: Substring) -> (String, Substring)? {
    let name = segment.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !name.isEmpty else { return nil }
    let after = segment[name.endIndex...].drop { $0 == " " }
    guard after.first == ":" else { return nil }
    return (String(name), after.dropFirst().trimmingSpaces)
  }
}

/// A Mockolo annotation that can't be read, reported at the annotated type.
package struct MockoloAnnotationError: Error, Hashable, Sendable {
  package var message: String

  init(_ message: String) { self.message = message }
}
