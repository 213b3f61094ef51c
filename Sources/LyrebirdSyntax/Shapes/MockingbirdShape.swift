/// Lyrebird's own shape, Mockingbird's: `XMock` with `given`/`verify` handles and typed call records,
/// and a `mock(X.self)` function that makes it.
package struct MockingbirdShape: MockShape {
  private let traits: ShapeTraits
  private let classKind: MockClassKind
  private let includesMockFunction: Bool
  private let cache: RenderCache?

  /// - Parameters:
  ///   - includesHandles: `false` for a pruned mock, which conforms and records but has no handles.
  ///   - classKind: whether the mock class is final or a child protocol's mock may subclass it.
  ///   - includesMockFunction: `false` when `mock(_:)` goes to a file of its own.
  package init(
    includesHandles: Bool = true, classKind: MockClassKind = .final, includesMockFunction: Bool = true,
    cache: RenderCache? = nil
  ) {
    traits = ShapeTraits(includesHandles: includesHandles)
    self.classKind = classKind
    self.includesMockFunction = includesMockFunction
    self.cache = cache
  }

  package func render(_ mock: PreparedMock, into writer: inout CodeWriter) {
    renderer(mock).render(into: &writer)
  }

  /// The mock without its `mock(_:)` function, and the function apart, whatever
  /// `includesMockFunction` says, both as UTF-8 without trailing line breaks.
  ///
  /// Every file that declares a `mock(_:)` overload depends, in a batch-mode build, on every
  /// overload that an earlier file of its batch declared (docs/PERFORMANCE.md, "Rebuild after an edit"), so
  /// per-input output keeps them all in one file and each type's file free of them.
  package func renderedSplitBytes(_ mock: PreparedMock) -> (type: [UInt8], function: [UInt8]?) {
    let (type, function) = renderer(mock).renderedSplitBytes()
    return (type, function)
  }

  private func renderer(_ mock: PreparedMock) -> MockClassRenderer {
    MockClassRenderer(
      mock, traits: traits, classKind: classKind, includesMockFunction: includesMockFunction, cache: cache)
  }
}
