/// Gives the types of a main-actor module the isolation the compiler infers for them.
///
/// Under `.defaultIsolation(MainActor.self)` a class or protocol that names no isolation is
/// `@MainActor`. Its mock, compiled in a test target that may not share the setting, must say so
/// explicitly: its initializers call the class's main-actor ones, and its `async` members must
/// keep their arguments on the main actor.
extension MockableType {
  /// The type as `isolation` makes it: with the main actor as the module's default, a class or
  /// protocol with no global actor, no `nonisolated` and no `Actor` refinement gets `@MainActor`.
  package func applyingDefaultIsolation(_ isolation: DefaultIsolation) -> MockableType {
    guard isolation == .mainActor, !refinesActor, !attributes.hasGlobalActor, attributes.of(.nonisolated).isEmpty
    else { return self }
    var type = self
    type.attributes.insert(AttributeSpec(.globalActor, "@MainActor"), at: 0)
    return type
  }
}
