/// Which framework's mock shape a run renders, so users of another mocking framework keep their tests.
///
/// Only ``mockingbird`` has a renderer so far; the generator stops a ``cuckoo`` run before it reads any
/// source rather than write mocks of the wrong shape.
package enum MockDialect: String, Hashable, Sendable, Codable, CaseIterable {
  /// Lyrebird's own shape, Mockingbird's `given`/`verify` DSL: the default.
  case mockingbird
  /// Cuckoo's `MockX` classes with `stub`/`when`/`verify`: chosen by `--dialect cuckoo` or a Cuckoofile.
  case cuckoo
}
