/// One requirement of a `where` clause, as the syntax tree has it.
///
/// The renderer turns a same-type requirement on an associated type into a typealias, and
/// passes rewrite the types on either side; both need the two sides, not a string to split.
package enum RequirementSpec: Hashable, Sendable, Codable {
  /// `Element: Hashable`.
  case conformance(String, String)
  /// `ID == UUID`.
  case sameType(String, String)
  /// Any other requirement, such as a layout constraint, kept as written.
  case other(String)

  /// The requirement as it is written in a `where` clause.
  package var text: String {
    switch self {
    case .conformance(let type, let constraint): "\(type): \(constraint)"
    case .sameType(let left, let right): "\(left) == \(right)"
    case .other(let text): text
    }
  }

  /// The same requirement with `transform` applied to every type in it.
  package func mappingTypes(_ transform: (String) -> String) -> RequirementSpec {
    switch self {
    case .conformance(let type, let constraint): .conformance(transform(type), transform(constraint))
    case .sameType(let left, let right): .sameType(transform(left), transform(right))
    case .other(let text): .other(transform(text))
    }
  }
}

extension [RequirementSpec] {
  /// ` where A: B, C == D`, or nothing when there are no requirements.
  package var whereClause: String {
    isEmpty ? "" : " where " + map(\.text).joined(separator: ", ")
  }
}
