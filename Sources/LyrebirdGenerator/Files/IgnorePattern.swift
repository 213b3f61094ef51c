/// One rule from a `.lyrebird-ignore` file, compiled with `.gitignore` semantics.
///
/// Users already know `.gitignore`; reusing its rules exactly avoids a second
/// dialect with subtly different edge cases.
package struct IgnorePattern: Sendable, Equatable {
  /// The rule as written, after trailing-space trimming; kept for diagnostics.
  package let text: String
  /// A `!` rule re-includes what an earlier rule excluded.
  package let isNegated: Bool
  /// A trailing `/` restricts the rule to directories.
  package let isDirectoryOnly: Bool
  /// A leading or middle `/` ties the rule to the ignore file's directory;
  /// otherwise it matches a name at any depth.
  package let isAnchored: Bool

  private let matcher: Matcher

  private enum Matcher: Sendable, Equatable {
    case name(WildcardPattern)
    case path(PathPattern)
  }

  /// Compiles one line; nil for blank lines and comments, which carry no rule.
  package init?(line: some StringProtocol) {
    var body = Substring(line)
    if body.hasSuffix("\r") {
      body = body.dropLast()
    }
    if body.hasPrefix("#") {
      return nil
    }
    body = Self.trimmingUnescapedTrailingSpaces(body)
    text = String(body)
    var negated = false
    if body.hasPrefix("!") {
      negated = true
      body = body.dropFirst()
    }
    var directoryOnly = false
    if body.hasSuffix("/") {
      directoryOnly = true
      body = body.dropLast()
    }
    guard !body.isEmpty else {
      return nil
    }
    isNegated = negated
    isDirectoryOnly = directoryOnly
    isAnchored = body.contains("/")
    if isAnchored {
      if body.hasPrefix("/") {
        body = body.dropFirst()
      }
      matcher = .path(PathPattern(body))
    } else {
      matcher = .name(WildcardPattern(body))
    }
  }

  /// Whether the rule applies to `relativePath`, given relative to the ignore file's directory.
  package func matches(_ relativePath: String, isDirectory: Bool) -> Bool {
    let components = relativePath.split(separator: "/").map(String.init)
    return matches(components[...], isDirectory: isDirectory)
  }

  func matches(_ components: ArraySlice<String>, isDirectory: Bool) -> Bool {
    if isDirectoryOnly, !isDirectory {
      return false
    }
    guard let name = components.last else {
      return false
    }
    switch matcher {
    case .name(let pattern):
      return pattern.matches(name)
    case .path(let pattern):
      return pattern.matches(components)
    }
  }

  /// Drops trailing spaces unless escaped with `\`, exactly like Git's `trim_trailing_spaces`.
  static func trimmingUnescapedTrailingSpaces(_ line: Substring) -> Substring {
    var firstTrailingSpace: Substring.Index?
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character == " " {
        if firstTrailingSpace == nil {
          firstTrailingSpace = index
        }
      } else {
        firstTrailingSpace = nil
        if character == "\\" {
          index = line.index(after: index)
          if index == line.endIndex {
            return line
          }
        }
      }
      index = line.index(after: index)
    }
    guard let firstTrailingSpace else {
      return line
    }
    return line[..<firstTrailingSpace]
  }
}
