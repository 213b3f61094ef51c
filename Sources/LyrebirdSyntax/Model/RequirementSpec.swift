/// One requirement of a `where` clause, as the syntax tree has it.
///
/// The renderer turns a same-type requirement on an associated type into a typealias, and
/// passes rewrite the types on either side; both need the two sides, not a string to split.
package enum RequirementSpec: Hashable, Sendable, Codable {
  /// `Element: Hashable`.
  case conformance(String, String)
  /// `ID == UUID`. A side written as a member of `Self` has the path after `Self.` beside it
  /// (`ID` for `Self.ID`), read from the syntax: a mock names its associated types without `Self.`.
  /// `rightNames` are the names the right side refers to (``TypeShape/referencedNames``), so an
  /// associated type fixed by a type that names itself (`Element == [Element]`) is recognized.
  case sameType(
    String, String, leftSelfPath: String? = nil, rightSelfPath: String? = nil, rightNames: [String] = [])
  /// Any other requirement, such as a layout constraint, kept as written.
  case other(String)

  /// The requirement as it is written in a `where` clause.
  package var text: String {
    switch self {
    case .conformance(let type, let constraint): "\(type): \(constraint)"
    case .sameType(let left, let right, _, _, _): "\(left) == \(right)"
    case .other(let text): text
    }
  }

  /// The same requirement with `transform` applied to every type in it.
  ///
  /// A side the rewrite changes loses its `Self` path, which described the side as written.
  package func mappingTypes(_ transform: (String) -> String) -> RequirementSpec {
    switch self {
    case .conformance(let type, let constraint): return .conformance(transform(type), transform(constraint))
    case .sameType(let left, let right, let leftPath, let rightPath, let rightNames):
      let newLeft = transform(left)
      let newRight = transform(right)
      return .sameType(
        newLeft, newRight, leftSelfPath: newLeft == left ? leftPath : nil,
        rightSelfPath: newRight == right ? rightPath : nil, rightNames: rightNames.map(transform))
    case .other(let text): return .other(transform(text))
    }
  }
}

extension [RequirementSpec] {
  /// ` where A: B, C == D`, or nothing when there are no requirements.
  package var whereClause: String {
    isEmpty ? "" : " where " + map(\.text).joined(separator: ", ")
  }
}
