/// `async`/`throws` of a function, accessor or initializer.
package struct Effects: Hashable, Sendable, Codable {
  package enum Throwing: Hashable, Sendable, Codable {
    case none
    case throwing
    /// `throws(E)`.
    case typed(String)
    case rethrowing
  }

  package var isAsync: Bool
  package var throwing: Throwing

  package init(isAsync: Bool = false, throwing: Throwing = .none) {
    self.isAsync = isAsync
    self.throwing = throwing
  }

  package static let none = Effects()

  /// Whether a stub may throw: `rethrows` members can only rethrow their closure's errors.
  package var canThrow: Bool {
    switch throwing {
    case .throwing, .typed: true
    case .none, .rethrowing: false
    }
  }
}
