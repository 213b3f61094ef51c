import Foundation

/// A handle on one mocked function, as Mockery 0.4 and later key them: the mock holds
/// `lazy var refillRef = MockReference(refill)` and its member calls `invoke(refillRef, args: (grams))`.
///
/// Each reference is its own function, whatever the function it was made from.
public struct MockReference<Arguments, Result>: Identifiable {
  /// What tells this reference's calls and results apart from every other's.
  public let id: UUID
  /// The function the reference was made from.
  public let function: (Arguments) throws -> Result

  /// Makes a new reference to `function`.
  public init(_ function: @escaping (Arguments) throws -> Result) {
    self.id = UUID()
    self.function = function
  }

  /// The runtime's key for this reference's calls.
  var key: String { "MockReference<\(Arguments.self), \(Result.self)> \(id.uuidString)" }
}
