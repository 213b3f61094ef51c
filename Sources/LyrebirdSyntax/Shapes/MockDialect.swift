/// Which framework's mock shape a run renders, so users of another mocking framework keep their tests.
package enum MockDialect: String, Hashable, Sendable, Codable, CaseIterable {
  /// Lyrebird's own shape, Mockingbird's `given`/`verify` DSL: the default.
  case mockingbird
  /// Cuckoo's `MockX` classes with `stub`/`when`/`verify`: chosen by `--dialect cuckoo` or a Cuckoofile.
  case cuckoo
  /// Mockolo's `FooMock` classes with handlers and counters, which need no library: chosen by
  /// `--dialect mockolo`, where Mockolo's flags are accepted too.
  case mockolo
  /// Mockable's `MockX` classes with `given`/`when`/`verify` builders (`LyrebirdMockable`): chosen by
  /// `--dialect mockable`, for the protocols Mockable's `@Mockable` macro alone can't mock in full.
  case mockable

  /// The shape this dialect's mocks have.
  ///
  /// - Parameters:
  ///   - includesHandles: `false` for a pruned mock, which conforms and records but has no handles.
  ///   - cache: inherited members' text shared between the run's mocks.
  package func shape(includesHandles: Bool = true, cache: RenderCache? = nil) -> any MockShape {
    switch self {
    case .mockingbird: MockingbirdShape(includesHandles: includesHandles, cache: cache)
    case .cuckoo: CuckooShape(includesHandles: includesHandles, cache: cache)
    case .mockolo: MockoloShape()
    case .mockable: MockableShape(cache: cache)
    }
  }
}
