/// A unified diff (`diff -u` format) of two texts, line by line.
enum UnifiedDiff {
  private enum Line: Equatable {
    case same(String), removed(String), added(String)
  }

  static func render(from old: String, to new: String, oldName: String, newName: String, context: Int = 3) -> String {
    let lines = diff(split(old), split(new))
    guard lines.contains(where: { if case .same = $0 { false } else { true } }) else { return "" }
    var output = "--- \(oldName)\n+++ \(newName)\n"
    for hunk in hunks(lines, context: context) {
      output += hunk
    }
    return output
  }

  private static func split(_ text: String) -> [String] {
    guard !text.isEmpty else { return [] }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The shortest edit script by longest common subsequence; manifests are small.
  private static func diff(_ old: [String], _ new: [String]) -> [Line] {
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [Line] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append(.same(old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        lines.append(.removed(old[i]))
        i += 1
      } else {
        lines.append(.added(new[j]))
        j += 1
      }
    }
    return lines
  }

  /// Groups changes with `context` unchanged lines around them, merging groups that touch.
  private static func hunks(_ lines: [Line], context: Int) -> [String] {
    let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(lines.count - 1, index + context)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges.map { range in
      var oldStart = 1
      var newStart = 1
      for line in lines[..<range.lowerBound] {
        switch line {
        case .same:
          oldStart += 1
          newStart += 1
        case .removed: oldStart += 1
        case .added: newStart += 1
        }
      }
      var oldCount = 0
      var newCount = 0
      var body = ""
      for line in lines[range] {
        switch line {
        case .same(let text):
          oldCount += 1
          newCount += 1
          body += " \(text)\n"
        case .removed(let text):
          oldCount += 1
          body += "-\(text)\n"
        case .added(let text):
          newCount += 1
          body += "+\(text)\n"
        }
      }
      let old = "\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount)"
      let new = "\(newCount == 0 ? newStart - 1 : newStart),\(newCount)"
      return "@@ -\(old) +\(new) @@\n" + body
    }
  }
}
