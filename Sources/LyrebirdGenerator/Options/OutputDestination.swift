import Foundation

extension GeneratorOptions.Output {
  /// A `.swift` path is one file, whose directory must exist; any other path is a directory,
  /// created when missing so a first run needs no setup.
  ///
  /// - Parameter name: The path as the user gave it, for the error message.
  static func at(
    _ path: String, filePrefix: String, perModule: Bool, shownAs name: String
  ) throws(OptionsError) -> Self {
    if path.hasSuffix(".swift") {
      let parent = Paths.parent(of: path)
      guard isDirectory(parent) else {
        throw OptionsError("cannot write '\(name)': directory '\(parent)' does not exist")
      }
      return .file(path)
    }
    if !isDirectory(path) {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw OptionsError("cannot create output directory '\(name)'")
      }
    }
    return .directory(path, filePrefix: filePrefix, perModule: perModule)
  }

  /// Whether the mocks go to one file per input or per module.
  var isDirectory: Bool {
    if case .directory = self { true } else { false }
  }

  /// One file per input: the `mock(_:)` functions then go to a file of their own
  /// (``OutputFileNames/mockFunctions``).
  var isPerInput: Bool {
    if case .directory(_, _, false) = self { true } else { false }
  }

  /// The cache lives next to the output, so each output keeps its own.
  var cachePath: String {
    switch self {
    case .file(let path):
      Paths.join(Paths.parent(of: path), ".\(Paths.lastComponent(of: path)).lyrebird-cache")
    case .directory(let path, _, _):
      Paths.join(path, ".lyrebird-cache")
    }
  }

  private static func isDirectory(_ path: String) -> Bool {
    (try? FileSystem.status(path)).map { FileSystem.kind(of: $0) == .directory } ?? false
  }
}
