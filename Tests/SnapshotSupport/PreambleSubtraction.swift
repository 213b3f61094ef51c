/// What a mock adds to its preamble: the lines of `mock` that aren't the preamble's next one.
///
/// Every mock shares a preamble (its header, context, initializers and `mock(_:)`), which the
/// full-mock snapshots pin once; a member's snapshot shows that member and nothing else. The
/// preamble is what the same declaration gives with no members, and it must appear in `mock` whole
/// and in order. The rest is returned unindented by one level: first what the members add inside
/// the preamble (their slots' assignments), then their declarations, runs separated by a blank line.
public struct PreambleSubtraction: Equatable, Sendable {
  /// The member lines, in runs.
  public var members: String
  /// Whether every line of the preamble appeared, in order.
  public var containsPreamble: Bool

  /// Subtracts `preamble` from `mock`, both as whole texts.
  public init(mock: String, preamble: String) {
    let preambleLines = Self.lines(of: preamble)
    var runs: [[String]] = [[]]
    var next = preambleLines.startIndex
    for line in Self.lines(of: mock) {
      if next < preambleLines.endIndex, line == preambleLines[next] {
        next += 1
        if runs[runs.count - 1].contains(where: { !$0.isEmpty }) { runs.append([]) }
      } else {
        runs[runs.count - 1].append(line.hasPrefix("  ") ? String(line.dropFirst(2)) : line)
      }
    }
    containsPreamble = next == preambleLines.endIndex
    members = runs.map { run in
      run.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")
    }.filter { !$0.isEmpty }.joined(separator: "\n\n")
  }

  private static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
