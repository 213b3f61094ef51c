/// Standard-library requirements whose mocked form would get in the way of tests.
///
/// A strict `==` or `hash(into:)` would fail as soon as a mock is put in a `Set`, and a strict
/// `description` would fail while a failure message is being printed. Mocks answer these
/// themselves, by identity and by name.
package enum BuiltInImplementation: String, Hashable, Sendable, Codable {
  case identityEquality
  case identityHash
  case mockName
}
