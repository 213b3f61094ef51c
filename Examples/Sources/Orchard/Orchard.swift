/// An app module with Xcode 26's new-project settings (see Package.swift): its declarations are
/// main-actor isolated unless they say otherwise. The plugin reads those settings from the
/// manifest, so the mocks of these types are isolated as they are, with no flag or config key.

/// Picks fruit into a basket; main-actor isolated by the module's default.
public protocol Picker {
  var basket: Int { get set }
  func pick(_ count: Int) async throws -> [String]
}

/// Weighs a harvest; main-actor isolated by the module's default.
open class Scale {
  public init() {}
  open func weigh(_ fruit: [String]) -> Int { fruit.count * 100 }
}

/// A protocol that opts out of the default isolation; with `NonisolatedNonsendingByDefault` its
/// `async` requirement runs on its caller's actor.
nonisolated public protocol Weather: Sendable {
  func frost(on day: Int) async -> Bool
}

/// Harvests with a picker and a scale, unless the weather says frost.
public final class Harvest {
  let picker: any Picker
  let scale: Scale
  let weather: any Weather

  public init(picker: any Picker, scale: Scale, weather: any Weather) {
    self.picker = picker
    self.scale = scale
    self.weather = weather
  }

  /// The weight picked on `day`, or 0 on a day of frost.
  public func gather(on day: Int) async throws -> Int {
    if await weather.frost(on: day) { return 0 }
    return scale.weigh(try await picker.pick(3))
  }
}
