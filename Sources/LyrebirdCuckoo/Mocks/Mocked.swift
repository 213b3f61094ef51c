/// A type that names its mock, so `createMock(for: Feeder.self) { … }` can build one.
///
/// ```swift
/// extension Feeder: Mocked {
///   typealias MockType = MockFeeder
/// }
/// ```
public protocol Mocked {
  /// The generated mock of this type.
  associatedtype MockType: Mock
}
