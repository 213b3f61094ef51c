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
}
