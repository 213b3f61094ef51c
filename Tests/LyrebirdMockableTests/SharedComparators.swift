import Testing

/// The suites that register comparators or reset them: ``Matcher``'s registrations are shared by the
/// whole process, so these run one at a time.
@Suite(.serialized) enum SharedComparators {}

/// A type that is not `Equatable`, compared by a comparator the tests register.
struct Feather {
  let color: String
}

/// A type that is neither `Equatable` nor ever registered.
struct Pebble {
  let grams: Int
}

/// A class that is not `Equatable`, for identity-free comparisons.
final class Twig: CustomStringConvertible {
  let length: Int
  init(length: Int) { self.length = length }
  var description: String { "Twig(\(length))" }
}
