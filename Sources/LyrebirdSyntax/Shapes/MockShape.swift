/// One framework's output shape: how a prepared type becomes the mock that framework's tests use.
///
/// Each shape is a file of its own in this folder, over the shared member renderers in
/// `Rendering/`; a dialect is a shape, never a second renderer.
package protocol MockShape: Sendable {
  /// Writes the mock, and whatever the framework adds beside it, inside the type's `#if`s.
  func render(_ mock: PreparedMock, into writer: inout CodeWriter)

  /// The mock, and apart from it what a file of its own keeps for every mock of a run (Lyrebird's
  /// `mock(_:)` functions), both as UTF-8 without trailing line breaks; `nil` when the shape has none.
  func renderedSplitBytes(_ mock: PreparedMock) -> (type: [UInt8], function: [UInt8]?)

  /// Spaces per indentation level: Lyrebird's 2, or the framework's own where its users compare the
  /// text (Mockolo's 4).
  var indentWidth: Int { get }
}

extension MockShape {
  package var indentWidth: Int { 2 }

  package func render(_ mock: PreparedMock) -> String {
    var writer = CodeWriter(indentWidth: indentWidth)
    render(mock, into: &writer)
    return writer.text
  }

  /// The mock's UTF-8 text without trailing line breaks, as the generator keeps it.
  package func renderedBytes(_ mock: PreparedMock) -> [UInt8] {
    var writer = CodeWriter(indentWidth: indentWidth)
    render(mock, into: &writer)
    return writer.takeTrimmedBytes()
  }

  package func renderedSplitBytes(_ mock: PreparedMock) -> (type: [UInt8], function: [UInt8]?) {
    (renderedBytes(mock), nil)
  }
}
