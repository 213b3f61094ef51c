/// Where a declaration was written, for diagnostics.
public struct SourceLocationSpec: Hashable, Sendable, Codable {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String = "", line: Int = 0, column: Int = 0) {
    self.file = file
    self.line = line
    self.column = column
  }
}
