import LyrebirdSyntax
import TOMLKit

/// Maps a Cuckoofile module's keys to Lyrebird's settings, warning about each one Lyrebird can't honour.
///
/// A key may sit in `[modules.NAME]` or in its `options` table, in Cuckoofile spelling (`noHeader`) or
/// as the generator's flag (`no-header`). Values of the wrong type are errors.
struct CuckoofileReader {
  let path: String
  let positions: TOMLKeyPositions
  private(set) var warnings: [DiagnosticSpec] = []

  init(path: String, positions: TOMLKeyPositions) {
    self.path = path
    self.positions = positions
  }

  mutating func module(named name: String, _ value: any TOMLValueConvertible) throws -> LyrebirdConfig.Module {
    let keyPath = ["modules", name]
    guard let table = value.table else { throw error(at: keyPath, "module '\(name)' must be a table") }
    var module = LyrebirdConfig.Module(name: name)
    for (key, value) in table {
      guard key == "options" else {
        try apply(key, value, at: keyPath + [key], to: &module)
        continue
      }
      guard let options = value.table else { throw error(at: keyPath + [key], "'options' must be a table") }
      for (option, value) in options {
        try apply(option, value, at: keyPath + [key, option], to: &module)
      }
    }
    return module
  }

  private mutating func apply(
    _ key: String, _ value: any TOMLValueConvertible, at keyPath: [String], to module: inout LyrebirdConfig.Module
  ) throws {
    switch Self.camelCased(key) {
    case "sources": module.sources = try strings(value, at: keyPath)
    case "output": module.output = try string(value, at: keyPath)
    case "imports": module.imports = try strings(value, at: keyPath)
    case "testableImports", "testable": module.testableImports = try strings(value, at: keyPath)
    case "exclude": module.excludeTypes = try strings(value, at: keyPath)
    case "regex": module.regex = try regex(value, at: keyPath)
    case "noInheritance": module.inheritance = !(try bool(value, at: keyPath))
    case "enableInheritance": module.inheritance = try bool(value, at: keyPath)
    case "noClassMocking", "protocolsOnly": module.onlyProtocols = try bool(value, at: keyPath)
    case "filePrefix":
      // The generator's --file-prefix names files; a list (Cuckoofile's later meaning) is lines atop each file.
      if value.array != nil {
        module.header = try strings(value, at: keyPath).joined(separator: "\n")
      } else {
        module.filePrefix = try string(value, at: keyPath)
      }
    case "glob":
      if !(try bool(value, at: keyPath)) {
        warn(at: keyPath, notHonoured(key, "Lyrebird always expands globs in sources"))
      }
    case "noTimestamp":
      if !(try bool(value, at: keyPath)) { warn(at: keyPath, notHonoured(key, "Lyrebird never writes a timestamp")) }
    case "noHeader", "omitHeaders": module.omitsHeader = try bool(value, at: keyPath)
    case "keepDocumentation":
      if try bool(value, at: keyPath) {
        warn(at: keyPath, notHonoured(key, "Lyrebird's mocks don't copy documentation comments"))
      }
    case "debug":
      if try bool(value, at: keyPath) { warn(at: keyPath, notHonoured(key, "--verbose lists each mocked type")) }
    case "fileSuffix": warn(at: keyPath, notHonoured(key, "Lyrebird writes nothing after the mocks"))
    case "xcodeproj":
      warn(at: keyPath, notHonoured(key, "Lyrebird reads Swift sources, not Xcode projects; list them in 'sources'"))
    default: warn(at: keyPath, "unknown key '\(key)' in module '\(module.name)'; ignored")
    }
  }

  func error(at keyPath: [String], _ message: String) -> ConfigError {
    let position = positions.position(of: keyPath)
    return ConfigError(file: path, line: position.line, column: position.column, message: message)
  }

  mutating func warn(at keyPath: [String], _ message: String) {
    let position = positions.position(of: keyPath)
    warnings.append(
      DiagnosticSpec(
        .warning, message, at: SourceLocationSpec(file: path, line: position.line, column: position.column)))
  }

  private func notHonoured(_ key: String, _ reason: String) -> String {
    "'\(key)' is not honoured: \(reason)"
  }

  private func string(_ value: any TOMLValueConvertible, at keyPath: [String]) throws -> String {
    guard let string = value.string else { throw error(at: keyPath, "'\(keyPath.last ?? "")' must be a string") }
    return string
  }

  /// A list of strings, or one string as a list of one.
  private func strings(_ value: any TOMLValueConvertible, at keyPath: [String]) throws -> [String] {
    if let string = value.string { return [string] }
    let strings = value.array.map { $0.map(\.string) }
    guard let strings, !strings.contains(nil) else {
      throw error(at: keyPath, "'\(keyPath.last ?? "")' must be a string or a list of strings")
    }
    return strings.compactMap { $0 }
  }

  private func bool(_ value: any TOMLValueConvertible, at keyPath: [String]) throws -> Bool {
    guard let bool = value.bool else { throw error(at: keyPath, "'\(keyPath.last ?? "")' must be true or false") }
    return bool
  }

  private func regex(_ value: any TOMLValueConvertible, at keyPath: [String]) throws -> String {
    let pattern = try string(value, at: keyPath)
    guard (try? Regex(pattern)) != nil else {
      throw error(at: keyPath, "'\(pattern)' is not a valid regular expression")
    }
    return pattern
  }

  /// `no-header` as `noHeader`: the generator's flag spelling of a key.
  private static func camelCased(_ key: String) -> String {
    let parts = key.split(separator: "-")
    guard let first = parts.first else { return key }
    return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
