import Foundation
import LyrebirdSyntax
import Yams

/// A problem in `lyrebird.yml`, printed as `file:line:col: error: message`.
package struct ConfigError: Error, CustomStringConvertible, Equatable, Sendable {
  package let file: String
  package let line: Int
  package let column: Int
  package let message: String

  package var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Reads `lyrebird.yml` strictly: unknown keys and values of the wrong type are errors.
package enum ConfigLoader {
  /// Reads a config file: a `.toml` file is read as a Cuckoofile, anything else as `lyrebird.yml`.
  package static func load(_ path: String) throws -> LyrebirdConfig {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
      throw ConfigError(file: path, line: 1, column: 1, message: "cannot read the config file")
    }
    if path.hasSuffix(".toml") { return try CuckoofileLoader.parse(text, path: path) }
    return try parse(text, path: path)
  }

  package static func parse(_ text: String, path: String) throws -> LyrebirdConfig {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      switch error {
      case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
        .composer(_, let problem, let mark, _):
        throw ConfigError(file: path, line: mark.line, column: mark.column, message: "invalid YAML: \(problem)")
      default:
        throw ConfigError(file: path, line: 1, column: 1, message: "invalid YAML: \(error)")
      }
    }
    var config = LyrebirdConfig(path: path, modules: [])
    guard let root else { return config }
    let reader = NodeReader(path: path)
    let top = try reader.mapping(root, what: "the config")
    for (key, value) in top {
      switch try reader.string(key) {
      case "modules":
        for (nameNode, settings) in try reader.mapping(value, what: "'modules'") {
          config.modules.append(try module(named: try reader.string(nameNode), settings, reader: reader))
        }
      case "dialect":
        config.dialect = try reader.choice(value, MockDialect.self, among: MockDialect.allCases.map(\.rawValue))
      case let other:
        throw reader.error(at: key, "unknown key '\(other)'; expected 'dialect' or 'modules'")
      }
    }
    return config
  }

  private static func module(named name: String, _ node: Node, reader: NodeReader) throws -> LyrebirdConfig.Module {
    var module = LyrebirdConfig.Module(name: name)
    for (key, value) in try reader.mapping(node, what: "module '\(name)'") {
      switch try reader.string(key) {
      case "sources": module.sources = try reader.strings(value)
      case "exclude": module.exclude = try reader.strings(value)
      case "support": module.support = try reader.strings(value)
      case "output": module.output = try reader.string(value)
      case "filePrefix": module.filePrefix = try reader.string(value)
      case "testable":
        if value.sequence != nil {
          module.testableImports = try reader.strings(value)
        } else {
          module.testable = try reader.bool(value)
        }
      case "importModule": module.importsModule = try reader.bool(value)
      case "imports": module.imports = try reader.strings(value)
      case "condition": module.condition = try reader.string(value)
      case "header": module.header = try reader.string(value)
      case "disableSwiftlint": module.disablesSwiftLint = try reader.bool(value)
      // The older spelling: `swiftlint: false` turns SwiftLint off for the mocks, as documented before.
      case "swiftlint": module.disablesSwiftLint = !(try reader.bool(value))
      case "onlyProtocols": module.onlyProtocols = try reader.bool(value)
      case "excludeTypes": module.excludeTypes = try reader.strings(value)
      case "regex": module.regex = try reader.regex(value)
      case "minimumAccess":
        module.minimumAccess = try reader.choice(value, AccessLevel.self, among: ["internal", "package", "public"])
      case "inheritance": module.inheritance = try reader.bool(value)
      case "prune":
        module.prune = try reader.choice(value, GeneratorOptions.Pruning.self, among: ["disable", "stub", "omit"])
      case "testSources": module.testSources = try reader.strings(value)
      case "dialect":
        module.dialect = try reader.choice(value, MockDialect.self, among: MockDialect.allCases.map(\.rawValue))
      case "defaultIsolation":
        module.defaultIsolation = try reader.choice(
          value, DefaultIsolation.self, among: DefaultIsolation.allCases.map(\.rawValue))
      case "mockolo": module.mockolo = try mockolo(value, module: name, reader: reader)
      case let other:
        throw reader.error(
          at: key,
          "unknown key '\(other)' in module '\(name)'; expected one of "
            + LyrebirdConfig.moduleKeys.joined(separator: ", ")
        )
      }
    }
    return module
  }
}

extension ConfigLoader {
  /// A module's `mockolo:` settings, Mockolo's flags by their names: `annotation`, `mockAll`,
  /// `mockFinal`, `enableArgsHistory`, `allowSetCallCount`, `useTemplateFunc` and Lyrebird's
  /// `mockUnannotated` and `lyrebirdDSL`.
  fileprivate static func mockolo(_ node: Node, module: String, reader: NodeReader) throws -> MockoloRunOptions {
    var options = MockoloRunOptions()
    for (key, value) in try reader.mapping(node, what: "'mockolo' of module '\(module)'") {
      switch try reader.string(key) {
      case "annotation": options.annotation = try reader.string(value)
      case "mockAll": options.mocksClasses = try reader.bool(value)
      case "mockFinal": options.finalMocks = try reader.bool(value)
      case "enableArgsHistory": options.recordsAllArguments = try reader.bool(value)
      case "allowSetCallCount": options.allowsSetCallCount = try reader.bool(value)
      case "useTemplateFunc": options.usesTemplateFunction = try reader.bool(value)
      case "mockUnannotated": options.requiresAnnotation = !(try reader.bool(value))
      case "lyrebirdDSL": options.usesLyrebirdDSL = try reader.bool(value)
      case let other:
        throw reader.error(
          at: key,
          "unknown key '\(other)' in 'mockolo' of module '\(module)'; expected one of "
            + LyrebirdConfig.mockoloKeys.joined(separator: ", "))
      }
    }
    return options
  }
}

extension LyrebirdConfig {
  static let mockoloKeys = [
    "annotation", "mockAll", "mockFinal", "enableArgsHistory", "allowSetCallCount", "useTemplateFunc",
    "mockUnannotated", "lyrebirdDSL",
  ]

  static let moduleKeys = [
    "sources", "exclude", "support", "output", "filePrefix", "testable", "importModule", "imports", "condition",
    "header", "disableSwiftlint", "onlyProtocols", "excludeTypes", "regex", "minimumAccess", "inheritance", "prune",
    "testSources", "dialect", "defaultIsolation", "mockolo",
  ]
}
