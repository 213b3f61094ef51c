import LyrebirdSyntax
import TOMLKit

/// Reads a Cuckoofile.toml as Lyrebird configuration, so a Cuckoo project needs no second config file.
///
/// Each `[modules.NAME]` table (with its `[modules.NAME.options]`) becomes a module in the cuckoo
/// dialect; ``CuckoofileReader`` maps each key to Lyrebird's setting or warns that it can't be
/// honoured. Malformed TOML is an error at TOMLKit's position.
package enum CuckoofileLoader {
  /// The name the plugin looks for beside `Package.swift` when there is no `lyrebird.yml`.
  package static let fileName = "Cuckoofile.toml"

  package static func parse(_ text: String, path: String) throws -> LyrebirdConfig {
    let root: TOMLTable
    do {
      root = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      let start = error.source.begin
      throw ConfigError(
        file: path, line: start.line, column: start.column, message: "invalid TOML: \(error.description)")
    }
    let positions = TOMLKeyPositions(text)
    var reader = CuckoofileReader(path: path, positions: positions)
    var config = LyrebirdConfig(path: path, modules: [], dialect: .cuckoo)
    for (key, value) in root {
      guard key == "modules" else {
        reader.warn(at: [key], "unknown key '\(key)'; ignored (a Cuckoofile's settings go under [modules.NAME])")
        continue
      }
      guard let modules = value.table else { throw reader.error(at: [key], "'modules' must be a table of modules") }
      for (name, settings) in modules {
        config.modules.append(try reader.module(named: name, settings))
      }
    }
    // TOMLKit orders keys by name; the file's order is the one users see.
    config.modules.sort {
      positions.position(of: ["modules", $0.name]) < positions.position(of: ["modules", $1.name])
    }
    config.warnings = reader.warnings.sorted {
      ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
    }
    return config
  }
}
