/// `async`/`throws` of a function, accessor or initializer.
public struct Effects: Hashable, Sendable, Codable {
  public enum Throwing: Hashable, Sendable, Codable {
    case none
    case throwing
    /// `throws(E)`.
    case typed(String)
    case rethrowing
  }

  public var isAsync: Bool
  public var throwing: Throwing

  public init(isAsync: Bool = false, throwing: Throwing = .none) {
    self.isAsync = isAsync
    self.throwing = throwing
  }

  public static let none = Effects()

  /// Whether a stub may throw: `rethrows` members can only rethrow their closure's errors.
  public var canThrow: Bool {
    switch throwing {
    case .throwing, .typed: true
    case .none, .rethrowing: false
    }
  }
}
