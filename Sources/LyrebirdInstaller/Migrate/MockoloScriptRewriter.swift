/// Moves a script that runs Mockolo to Lyrebird: each command that runs `mockolo` (by that name, or
/// by a path to it) runs `lyrebird generate --dialect mockolo` instead, with the same flags, which
/// keep Mockolo's meanings there.
///
/// Only the command's word changes; the rest of the script stays byte for byte.
package enum MockoloScriptRewriter {
  /// What the command becomes.
  package static let replacement = "lyrebird generate --dialect mockolo"

  /// `script` with every Mockolo command rewritten, or `nil` when it runs none.
  package static func rewrite(_ script: String) -> String? {
    var output = ""
    var changed = false
    for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
      let (rewritten, didChange) = rewrite(line: Substring(line))
      output += rewritten + "\n"
      changed = changed || didChange
    }
    output.removeLast()
    return changed ? output : nil
  }

  /// One line, each of its commands looked at: the first word of the line, and the first word
  /// after `;`, `&&`, `||`, `|`, `$(`, a backquote, `then`, `do` or `else`.
  private static func rewrite(line: Substring) -> (String, Bool) {
    if line.drop(while: \.isWhitespace).hasPrefix("#") { return (String(line), false) }
    var result = ""
    var changed = false
    var index = line.startIndex
    var atCommand = true
    while index < line.endIndex {
      let character = line[index]
      if character.isWhitespace {
        result.append(character)
        index = line.index(after: index)
        continue
      }
      // A word: up to whitespace or a command separator; quoted text is part of it, separators and all.
      var end = index
      while end < line.endIndex, !line[end].isWhitespace, !";|&`".contains(line[end]),
        !(line[end] == "$" && line.index(after: end) < line.endIndex && line[line.index(after: end)] == "(")
      {
        if line[end] == "\"" || line[end] == "'" {
          let quote = line[end]
          end = line[line.index(after: end)...].firstIndex(of: quote).map { line.index(after: $0) } ?? line.endIndex
        } else {
          end = line.index(after: end)
        }
      }
      if end == index {
        // A separator character: the next word starts a command.
        let separator = line[index] == "$" ? String(line[index...line.index(after: index)]) : String(line[index])
        result += separator
        index = line.index(index, offsetBy: separator.count)
        atCommand = true
        continue
      }
      let word = line[index..<end]
      if atCommand, word == "mockolo" || word.hasSuffix("/mockolo") {
        result += replacement
        changed = true
      } else {
        result += word
      }
      atCommand = ["then", "do", "else", "exec", "time"].contains(word)
      index = end
    }
    return (result, changed)
  }
}
