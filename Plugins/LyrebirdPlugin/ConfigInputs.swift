import Foundation

/// The files that `lyrebird.yml`'s `support` and `testSources` name for one module: the generator
/// reads them, so they are the build command's inputs too and editing one regenerates the mocks.
///
/// A plugin can't link Yams or run a tool while it plans, so this reads only those two keys, in the
/// block layout the README and `lyrebird install` use: `key: value`, `key: [a, b]` or a `- item`
/// list. A layout it doesn't understand adds no inputs; the generator still reads the file fully.
/// Plain Foundation, so a test target compiles this file too.
struct ConfigInputs {
  static let keys: Set<String> = ["support", "testSources"]

  /// The package's config, so a Cuckoo project's `Cuckoofile.toml` works without a `lyrebird.yml`.
  ///
  /// `lyrebird.yml` wins; the generator reads a Cuckoofile in the cuckoo dialect. `nil` when there is neither.
  static func configFile(in packageDirectory: URL) -> URL? {
    ["lyrebird.yml", "Cuckoofile.toml"].map { packageDirectory.appending(path: $0) }
      .first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The paths as written in the file, relative to its directory.
  static func paths(in yaml: String, module: String) -> [String] {
    let settings = settings(in: yaml, module: module)
    guard let keyIndent = settings.first?.indent else { return [] }
    var paths: [String] = []
    var listing = false
    for line in settings {
      if line.indent == keyIndent && !line.isListItem {
        listing = keys.contains(line.key ?? "") && line.value.isEmpty
        if let key = line.key, keys.contains(key) { paths += Line.scalars(line.value) }
      } else if listing && line.isListItem {
        paths += Line.scalars(String(line.text.dropFirst(2)))
      }
    }
    return paths
  }

  /// The module's `filePrefix`, which names its mock files; `nil` when not set.
  static func filePrefix(in yaml: String, module: String) -> String? {
    value(of: "filePrefix", in: yaml, module: module)
  }

  /// The value of one of the module's scalar settings (`prune: disable`); `nil` when not set.
  static func value(of key: String, in yaml: String, module: String) -> String? {
    let settings = settings(in: yaml, module: module)
    guard let keyIndent = settings.first?.indent else { return nil }
    return settings.first { $0.indent == keyIndent && $0.key == key }.map { Line.unquoted($0.value) }
  }

  /// The lines below `modules:` → `module:`, one more level in.
  private static func settings(in yaml: String, module: String) -> ArraySlice<Line> {
    let lines = yaml.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(Line.init).filter { !$0.text.isEmpty }
    guard let modules = lines.firstIndex(where: { $0.indent == 0 && $0.key == "modules" }) else { return [] }
    let moduleLines = Array(lines[(modules + 1)...].prefix { $0.indent > 0 })
    guard let moduleIndent = moduleLines.first?.indent,
      let start = moduleLines.firstIndex(where: { $0.indent == moduleIndent && $0.key == module })
    else { return [] }
    return moduleLines[(start + 1)...].prefix { $0.indent > moduleIndent }
  }

  /// The Swift files behind `paths`: files as named, directories walked, and a glob's fixed leading
  /// directory walked whole (more inputs than needed only costs an extra regeneration).
  static func files(_ paths: [String], relativeTo directory: URL) -> [URL] {
    paths.flatMap { path -> [URL] in
      let fixed = path.split(separator: "/", omittingEmptySubsequences: false)
        .prefix { !$0.contains(where: { "*?[".contains($0) }) }.joined(separator: "/")
      let url = path.hasPrefix("/") ? URL(fileURLWithPath: fixed) : directory.appending(path: fixed)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
      guard isDirectory.boolValue else { return fixed == path && path.hasSuffix(".swift") ? [url] : [] }
      let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
      return (walk?.allObjects ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
  }
}

extension ConfigInputs {
  /// One line of YAML: its indentation, and its text without a trailing comment.
  struct Line {
    let indent: Int
    let text: String

    init(_ raw: Substring) {
      indent = raw.prefix { $0 == " " }.count
      text = Self.withoutComment(raw.dropFirst(indent)).trimmingCharacters(in: .whitespaces)
    }

    var isListItem: Bool { text == "-" || text.hasPrefix("- ") }

    /// The key of `key: value` or `key:`, unquoted.
    var key: String? {
      guard let colon = separator else { return nil }
      return Self.unquoted(String(text[..<colon]))
    }

    var value: String {
      guard let colon = separator else { return "" }
      return text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    /// The first `:` followed by a space or the line's end, outside quotes.
    private var separator: String.Index? {
      Self.firstUnquoted(text[...]) { index in
        text[index] == ":" && (text.index(after: index) == text.endIndex || text[text.index(after: index)] == " ")
      }
    }

    /// `a`, `"a"` or `[a, 'b']` as its strings.
    static func scalars(_ value: String) -> [String] {
      guard value.hasPrefix("["), value.hasSuffix("]") else { return value.isEmpty ? [] : [unquoted(value)] }
      return value.dropFirst().dropLast().split(separator: ",")
        .map { unquoted($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
    }

    static func unquoted(_ text: String) -> String {
      guard text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" else {
        return text
      }
      return String(text.dropFirst().dropLast())
    }

    /// Drops `# …` when it starts the text or follows a space outside quotes.
    private static func withoutComment(_ text: Substring) -> Substring {
      let hash = firstUnquoted(text) { index in
        text[index] == "#" && (index == text.startIndex || text[text.index(before: index)].isWhitespace)
      }
      return hash.map { text[..<$0] } ?? text
    }

    /// The first index outside single or double quotes where `matches` holds.
    private static func firstUnquoted(_ text: Substring, where matches: (Substring.Index) -> Bool) -> Substring.Index? {
      var quote: Character?
      for index in text.indices {
        let character = text[index]
        if let open = quote {
          if character == open { quote = nil }
        } else if character == "\"" || character == "'" {
          quote = character
        } else if matches(index) {
          return index
        }
      }
      return nil
    }
  }
}
