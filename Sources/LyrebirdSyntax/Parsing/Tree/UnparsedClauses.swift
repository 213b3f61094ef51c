import SwiftSyntax

/// The `#if` clauses of a file that the compiler skips without parsing them.
///
/// An inactive clause whose condition checks the compiler or language version (`compiler(>=6.4)`,
/// `swift(>=6) && Feature`) may hold syntax that only a newer compiler knows, so the compiler
/// doesn't parse it; an `#else` after such a check is skipped the same way. SwiftParser parses
/// everything, so a file the compiler accepts can have parse errors there: those errors are not
/// the user's, and the clauses that hold them are left out of the model.
///
/// Conditions are evaluated for every configuration the file might be built in: a clause counts
/// only when it is inactive in all of them (``BuildVersions``). Anything else, such as `os(…)` or a
/// custom flag, is unknown, so a clause that depends on it is treated as parsed.
package struct UnparsedClauses {
  /// The clauses that are skipped unparsed, outermost only.
  package private(set) var clauses: Set<SyntaxIdentifier> = []

  package init(_ tree: some SyntaxProtocol, versions: BuildVersions = .current) {
    var finder = Finder(versions: versions)
    finder.walk(Syntax(tree), active: true)
    clauses = finder.clauses
  }

  /// Whether `node` is inside a clause the compiler doesn't parse.
  package func contains(_ node: some SyntaxProtocol) -> Bool {
    guard !clauses.isEmpty else { return false }
    return sequence(first: Syntax(node), next: \.parent).contains { clauses.contains($0.id) }
  }

  /// Whether the collector should leave out `clause`: it is skipped unparsed and doesn't parse.
  package func skips(_ clause: IfConfigClauseSyntax) -> Bool {
    clause.hasError && clauses.contains(clause.id)
  }

  private struct Finder {
    let versions: BuildVersions
    var clauses: Set<SyntaxIdentifier> = []

    /// Visits the `#if` blocks below `node`; `active` is whether the region is active (`nil`: unknown).
    mutating func walk(_ node: Syntax, active: Bool?) {
      guard let block = node.as(IfConfigDeclSyntax.self) else {
        for child in node.children(viewMode: .sourceAccurate) { walk(child, active: active) }
        return
      }
      // As the compiler reads a block: once a clause is found active the rest are inactive, and a
      // version check in a clause it evaluated lets the inactive clauses after it go unparsed.
      var found: Bool? = false
      var errorsAllowed = false
      for clause in block.clauses {
        let isActive: Bool?
        if let condition = clause.condition.map(VersionCheck.init) {
          if found == true {
            isActive = false
          } else if found == false {
            isActive = Truth.and(active, versions.evaluate(condition))
            errorsAllowed = condition.allowsSyntaxErrors
          } else {
            // Whether an earlier clause was active depends on the build: this clause goes unparsed
            // only if it would both ways (the compiler evaluates its condition only if none was).
            isActive = Truth.and(active, versions.evaluate(condition)) == false ? false : nil
            errorsAllowed = errorsAllowed && condition.allowsSyntaxErrors
          }
        } else {
          isActive = Truth.and(active, Truth.not(found))
        }
        if isActive == false && errorsAllowed {
          clauses.insert(clause.id)
        } else if let elements = clause.elements {
          walk(Syntax(elements), active: isActive)
        }
        found = Truth.or(found, isActive)
      }
    }
  }
}

/// Three-valued logic over `Bool?`, where `nil` is "depends on the build".
enum Truth {
  static func and(_ lhs: Bool?, _ rhs: Bool?) -> Bool? {
    if lhs == false || rhs == false { return false }
    if lhs == true && rhs == true { return true }
    return nil
  }

  static func or(_ lhs: Bool?, _ rhs: Bool?) -> Bool? {
    if lhs == true || rhs == true { return true }
    if lhs == false && rhs == false { return false }
    return nil
  }

  static func not(_ value: Bool?) -> Bool? { value.map { !$0 } }
}
