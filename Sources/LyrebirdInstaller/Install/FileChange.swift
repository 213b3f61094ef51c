import Foundation
import LyrebirdGenerator

/// One file `install` or `uninstall` would create, change or delete.
public struct FileChange: Equatable, Sendable {
  public let path: String
  /// The contents now; `nil` when the file doesn't exist.
  public let original: String?
  /// The contents afterwards; `nil` to delete the file.
  public let updated: String?

  /// A unified diff of the change, as `--dry-run` prints it.
  public var diff: String {
    UnifiedDiff.render(
      from: original ?? "", to: updated ?? "",
      oldName: original == nil ? "/dev/null" : "a/\(path)",
      newName: updated == nil ? "/dev/null" : "b/\(path)")
  }

  /// Writes the change atomically: a reader sees the old file or the new one, never a mix.
  func write(in directory: String) throws {
    let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
    if let updated {
      _ = try AtomicWriter.write(updated, to: url.path)
    } else {
      try FileManager.default.removeItem(at: url)
    }
  }
}

/// The outcome of planning an install or uninstall: the file changes and what to tell the user.
public struct InstallPlan: Equatable, Sendable {
  public var changes: [FileChange]
  /// One line per change made, in order.
  public var summary: [String]
  /// Things the user should know that don't stop the run.
  public var notes: [String]
  /// The package directory the changes' paths are relative to.
  public var directory: String

  /// Writes every change; the manifest first, so a failure leaves no config for an unedited one.
  public func write() throws {
    for change in changes {
      try change.write(in: directory)
    }
  }
}
