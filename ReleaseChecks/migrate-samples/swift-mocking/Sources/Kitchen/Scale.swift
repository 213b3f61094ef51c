import Mocked

/// Weighs ingredients.
@Mocked(compilationCondition: .debug)
public protocol Scale {
  var tare: Int { get set }
  func weigh(grams: Int, extra: Int) async throws -> Int
}
