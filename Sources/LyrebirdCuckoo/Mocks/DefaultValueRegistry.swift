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

  /// The default for a tuple type: the registered tuple, else each element's default.
  ///
  /// Cuckoo crashes on an element it has no value for; Lyrebird reports it at the caller's line and
  /// uses a placeholder.
  public static func defaultValue<P1, P2>(
    for type: (P1, P2).Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> (P1, P2) {
    if let registered = provider.provideValue(for: type) { return registered }
    let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return (element(P1.self, at: location), element(P2.self, at: location))
  }

  /// The default for a tuple type: the registered tuple, else each element's default.
  public static func defaultValue<P1, P2, P3>(
    for type: (P1, P2, P3).Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> (P1, P2, P3) {
    if let registered = provider.provideValue(for: type) { return registered }
    let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return (element(P1.self, at: location), element(P2.self, at: location), element(P3.self, at: location))
  }

  /// The default for a tuple type: the registered tuple, else each element's default.
  public static func defaultValue<P1, P2, P3, P4>(
    for type: (P1, P2, P3, P4).Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> (P1, P2, P3, P4) {
    if let registered = provider.provideValue(for: type) { return registered }
    let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return (
      element(P1.self, at: location), element(P2.self, at: location), element(P3.self, at: location),
      element(P4.self, at: location)
    )
  }

  /// The default for a tuple type: the registered tuple, else each element's default.
  public static func defaultValue<P1, P2, P3, P4, P5>(
    for type: (P1, P2, P3, P4, P5).Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> (P1, P2, P3, P4, P5) {
    if let registered = provider.provideValue(for: type) { return registered }
    let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return (
      element(P1.self, at: location), element(P2.self, at: location), element(P3.self, at: location),
      element(P4.self, at: location), element(P5.self, at: location)
    )
  }

  /// The default for a tuple type: the registered tuple, else each element's default.
  public static func defaultValue<P1, P2, P3, P4, P5, P6>(
    for type: (P1, P2, P3, P4, P5, P6).Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> (P1, P2, P3, P4, P5, P6) {
    if let registered = provider.provideValue(for: type) { return registered }
    let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return (
      element(P1.self, at: location), element(P2.self, at: location), element(P3.self, at: location),
      element(P4.self, at: location), element(P5.self, at: location), element(P6.self, at: location)
    )
  }

  /// One element of a tuple's default.
  private static func element<T>(_ type: T.Type, at location: Lyrebird.SourceLocation) -> T {
    provider.provideValue(for: type)
      ?? Placeholder.makeOrTrap(type, for: "DefaultValueRegistry has no value of type \(T.self)", at: location)
  }

  /// The built-in values with the registered ones on top, as a stub's context uses them.
  public static var provider: ValueProvider {
    var provider = ValueProvider.standardProvider.adding(registered.value)
    provider.providesTuples = true
    return provider
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
