/// The isolation a module gives declarations that don't state one: Swift 6.2's
/// `.defaultIsolation(MainActor.self)`, Xcode 26's `SWIFT_DEFAULT_ACTOR_ISOLATION`.
///
/// The generator reads it from a target's `Package.swift` (``ManifestIsolation``) with `--package`
/// and in the build plugin; an Xcode project's setting, which no manifest holds, is the config's or
/// a flag's to say.
package enum DefaultIsolation: String, Hashable, Sendable, CaseIterable {
  /// Swift's own default: a declaration is isolated only when it says so.
  case nonisolated
  /// Every class without an isolation of its own is `@MainActor`, and so must its mock be.
  case mainActor = "MainActor"
}
