/// Where in the user's test a stubbing or verification was written, so failures point there.
public struct SourceLocation: Sendable, CustomStringConvertible {
  /// The file as `#fileID` names it, `Module/File.swift`.
  public let fileID: StaticString
  /// The file's full path, as `#filePath` gives it.
  public let filePath: StaticString
  /// The line, from 1.
  public let line: UInt
  /// The column, from 1.
  public let column: UInt

  /// Makes a location; the defaults capture the caller's position.
  public init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The location as `Module/File.swift:line:column`.
  public var description: String { "\(fileID):\(line):\(column)" }
}
