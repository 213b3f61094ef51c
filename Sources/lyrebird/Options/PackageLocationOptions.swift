import ArgumentParser
import Foundation
import LyrebirdGenerator

/// `--package-path`, shared by `install` and `uninstall`.
struct PackageLocationOptions: ParsableArguments {
  @Option(name: .long, help: "The directory holding Package.swift.")
  var packagePath = "."

  /// A path given on the command line (relative to the working directory), as the manifest must
  /// spell it (relative to the package directory).
  ///
  /// Symbolic links stay as written: `../lyrebird` linked to a checkout elsewhere is still
  /// `../lyrebird`, so the package keeps the identity the user named.
  static func manifestPath(for path: String, packageDirectory: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    let current = FileManager.default.currentDirectoryPath
    let target = components(of: path, in: current)
    let base = components(of: packageDirectory, in: current)
    let shared = zip(target, base).prefix { $0 == $1 }.count
    let steps = Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init)
    return steps.isEmpty ? "." : steps.joined(separator: "/")
  }

  /// The components of `path` made absolute, with `.` and `..` applied by name, not on disk.
  private static func components(of path: String, in directory: String) -> [Substring] {
    var parts: [Substring] = []
    for component in (path.hasPrefix("/") ? path : directory + "/" + path).split(separator: "/") {
      if component == ".." {
        _ = parts.popLast()
      } else if component != "." {
        parts.append(component)
      }
    }
    return parts
  }
}
