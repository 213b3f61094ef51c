import Foundation
import LyrebirdGenerator

/// One file `install` or `uninstall` would create, change or delete.
package struct FileChange: Equatable, Sendable {
  package let path: String
  /// The contents now; `nil` when the file doesn't exist.
  package let original: String?
  /// The contents afterwards; `nil` to delete the file.
  package let updated: String?

  /// A unified diff of the change, as `--dry-run` prints it.
  package var diff: String {
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
package struct InstallPlan: Equatable, Sendable {
  package var changes: [FileChange]
  /// One line per change made, in order.
  package var summary: [String]
  /// Things the user should know that don't stop the run.
  package var notes: [String]
  /// The package directory the changes' paths are relative to.
  package var directory: String

  /// Writes every change; the manifest first, so a failure leaves no config for an unedited one.
  package func write() throws {
    for change in changes {
      try change.write(in: directory)
    }
  }
}
