import Foundation

/// Reads the generic arguments of a written type, `Cache<String, [UInt8]>` → `String`, `[UInt8]`.
enum TypeArguments {
  static func split(_ written: String) -> [String] {
    guard let open = written.firstIndex(of: "<"), written.hasSuffix(">") else { return [] }
    let inner = written[written.index(after: open)..<written.index(before: written.endIndex)]
    var arguments: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in inner {
      switch character {
      case "<", "(", "[": depth += 1
      case ">" where previous != "-": depth -= 1
      case ")", "]": depth -= 1
      case "," where depth == 0:
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        previous = character
        continue
      default: break
      }
      current.append(character)
      previous = character
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty {
      arguments.append(current.trimmingCharacters(in: .whitespaces))
    }
    return arguments
  }
}
