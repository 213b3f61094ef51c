/// Where a declaration was written, for diagnostics.
package struct SourceLocationSpec: Hashable, Sendable, Codable {
  package var file: String
  package var line: Int
  package var column: Int

  package init(file: String = "", line: Int = 0, column: Int = 0) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// Hashes the line and column only; equality still compares the file.
  ///
  /// Sets of locations hold a mock's members, from a few files, where hashing each path was most
  /// of their cost.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(line)
    hasher.combine(column)
  }
}
