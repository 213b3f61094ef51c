/// The isolation a module gives declarations that don't state one: Swift 6.2's
/// `.defaultIsolation(MainActor.self)`, Xcode 26's `SWIFT_DEFAULT_ACTOR_ISOLATION`.
///
/// The generator can't read a target's build settings, so the config or a flag says it.
package enum DefaultIsolation: String, Hashable, Sendable, CaseIterable {
  /// Swift's own default: a declaration is isolated only when it says so.
  case nonisolated
  /// Every class without an isolation of its own is `@MainActor`, and so must its mock be.
  case mainActor = "MainActor"
}
