/// A type that can make a default instance of itself, including every specialization of a
/// generic type, for example one conformance for all `Array`s.
public protocol Providable {
  static func createInstance() -> Self?
}
