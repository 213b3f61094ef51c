/// Reads `--testable` both ways: Mockingbird's flag, and Cuckoo's list of modules to import with
/// `@testable` (`--testable A,B` or `--testable=A,B`).
///
/// The list form becomes `--testable-modules A,B` before parsing. `--testable X` is a list only when
/// `X` is a comma-separated list of module names and no file or directory is named `X`, so an input
/// after the flag stays an input; `--testable=X` is never ambiguous.
enum TestableArgument {
  static let listOption = "--testable-modules"

  static func rewrite(_ arguments: [String], isPath: (String) -> Bool) -> [String] {
    var result: [String] = []
    result.reserveCapacity(arguments.count)
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        result += arguments[(index - 1)...]
        break
      }
      if argument.hasPrefix("--testable=") {
        result += [listOption, String(argument.dropFirst("--testable=".count))]
      } else if argument == "--testable", index < arguments.endIndex,
        isModuleList(arguments[index]), !isPath(arguments[index])
      {
        result += [listOption, arguments[index]]
        index += 1
      } else {
        result.append(argument)
      }
    }
    return result
  }

  /// `A`, `A,B`: names that can only be modules, never options, paths or globs.
  static func isModuleList(_ text: String) -> Bool {
    let names = text.split(separator: ",", omittingEmptySubsequences: false)
    return !names.isEmpty
      && names.allSatisfy { name in
        guard let first = name.first, first == "_" || first.isLetter else { return false }
        return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
      }
  }
}
