import Foundation
import Lyrebird

/// The values generated `XStub` classes return: Swift's basic types, collections and optionals,
/// plus whatever tests register.
public enum DefaultValueRegistry {
  private static let registered = LockedProvider()

  /// Makes `value` the default for `type`, replacing a built-in one.
  public static func register<T>(value: T, forType type: T.Type) {
    registered.update { $0.register(value, for: type) }
  }

  /// Forgets every registered value, keeping the built-in ones.
  public static func reset() {
    registered.update { $0 = ValueProvider() }
  }

  /// The default for `type`, or `nil` when none is known.
  public static func defaultValue<T>(for type: T.Type) -> T? {
    provider.provideValue(for: type)
  }

  /// The built-in values with the registered ones on top, as a stub's context uses them.
  public static var provider: ValueProvider {
    ValueProvider.standardProvider.adding(registered.value)
  }

  /// The context every initializer of a generated `XStub` makes: it answers each call with the
  /// values registered now, so a class's stub is quiet whichever of its initializers made it.
  public static func stubContext(mockName: String) -> MockingContext {
    let context = MockingContext(mockName: mockName, advice: .cuckoo)
    context.addDefaultValues(provider)
    return context
  }
}

/// The registry's storage, shared by every thread.
private final class LockedProvider: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = ValueProvider()

  var value: ValueProvider { lock.withLock { stored } }

  func update(_ body: (inout ValueProvider) -> Void) {
    lock.withLock { body(&stored) }
  }
}
