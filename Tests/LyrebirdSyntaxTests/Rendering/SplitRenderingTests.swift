import InlineSnapshotTesting
import LyrebirdSyntax
import Testing

/// A mock and its `mock(_:)` function rendered apart, for output with one file per input.
@Suite struct SplitRenderingTests {
  private let source = """
    #if os(Linux)
    protocol Perch {
      func land(at height: Int)
    }
    #endif
    """

  @Test func theFunctionKeepsTheTypesConditionsAndTheTypeLosesIt() throws {
    let type = try #require(SourceParser.parse(source, path: "Perch.swift").types.first)
    let split = MockFileRenderer.renderSplit(PreparedMock(type))
    let whole = MockFileRenderer.renderType(PreparedMock(type))
    #expect(!split.type.contains("func mock("))
    #expect(split.type.hasPrefix("#if (os(Linux))\nfinal class PerchMock") && split.type.hasSuffix("}\n#endif"))
    // The type's text is the whole mock's up to its function.
    let function = try #require(split.function)
    #expect(whole.hasPrefix(String(split.type.dropLast("#endif".count))))
    assertInlineSnapshot(of: function, as: .lines) {
      """
      #if (os(Linux))
      func mock(
        _ type: (any Perch).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> PerchMock {
        PerchMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "PerchMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      #endif
      """
    }
  }

  @Test func aCuckooMockHasNoFunction() throws {
    let type = try #require(SourceParser.parse(source, path: "Perch.swift").types.first)
    let split = MockFileRenderer.renderSplit(PreparedMock(type), dialect: .cuckoo)
    #expect(split.function == nil)
    #expect(split.type == MockFileRenderer.renderType(PreparedMock(type), dialect: .cuckoo))
  }
}
