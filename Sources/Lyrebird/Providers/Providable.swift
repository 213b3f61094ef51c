/// A type that can make a default instance of itself, including every specialization of a
/// generic type, for example one conformance for all `Array`s.
public protocol Providable {
  /// Returns a default instance, or `nil` when there is none.
  ///
  /// Lyrebird calls this for argument-matcher placeholders and, once the type is registered with
  /// ``ValueProvider/registerType(_:)``, for relaxed mocks' default values.
  static func createInstance() -> Self?
}
