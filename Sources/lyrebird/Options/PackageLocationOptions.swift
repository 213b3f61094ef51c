import ArgumentParser
import Foundation
import LyrebirdGenerator

/// `--package-path`, shared by `install` and `uninstall`.
struct PackageLocationOptions: ParsableArguments {
  @Option(name: .long, help: "The directory holding Package.swift.")
  var packagePath = "."

  /// A path given on the command line (relative to the working directory), as the manifest must
  /// spell it (relative to the package directory).
  static func manifestPath(for path: String, packageDirectory: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    let current = FileManager.default.currentDirectoryPath
    let target = Paths.absolute(path, relativeTo: current).split(separator: "/")
    let base = Paths.absolute(packageDirectory, relativeTo: current).split(separator: "/")
    let shared = zip(target, base).prefix { $0 == $1 }.count
    let steps = Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init)
    return steps.isEmpty ? "." : steps.joined(separator: "/")
  }
}
