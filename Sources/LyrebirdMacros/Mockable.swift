@_exported import Lyrebird

/// When a `@Mockable` protocol's mock is compiled.
///
/// The mock lives in the production module next to the protocol, so it is wrapped in `#if` to keep
/// it out of shipped builds. `.debug` is the default because `DEBUG` is defined for debug builds
/// by SwiftPM and Xcode alike, and tests build in debug. A project-specific flag (`"MOCKING"`)
/// is safer when release-mode tests exist, but needs a build setting in every configuration.
public enum MockCompilationCondition: RawRepresentable, Equatable, ExpressibleByStringLiteral, Sendable {
  /// Always compiled.
  case none
  /// Compiled when `DEBUG` is set.
  case debug
  /// Compiled when `SWIFT_MOCKING_ENABLED` is set: swift-mocking's default for `@Mocked`.
  case swiftMockingEnabled
  /// Compiled when this `#if` condition holds, for example `"!RELEASE"` or `"MOCKING"`.
  case custom(String)

  /// The `#if` condition, or `nil` for ``none``.
  public var rawValue: String? {
    switch self {
    case .none: nil
    case .debug: "DEBUG"
    case .swiftMockingEnabled: "SWIFT_MOCKING_ENABLED"
    case .custom(let condition): condition
    }
  }

  /// The case whose condition is `rawValue`: `nil` is ``none``, and an unknown condition is ``custom(_:)``.
  public init(rawValue: String?) {
    switch rawValue {
    case nil: self = .none
    case "DEBUG": self = .debug
    case "SWIFT_MOCKING_ENABLED": self = .swiftMockingEnabled
    case let condition?: self = .custom(condition)
    }
  }

  /// A condition written as a string, so `"MOCKING"` means `.custom("MOCKING")`.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }
}

/// Generates `<Protocol>Mock` and its `mock(_:)` function: the same mock `lyrebird generate`
/// writes, used with the same `given`/`verify` DSL.
///
/// ```swift
/// @Mockable
/// protocol TideService {
///   func waterLevel(north: Double, east: Double) async throws -> Double
/// }
///
/// let service = mock(TideService.self)
/// given(service.waterLevel(north: any(), east: any())).willReturn(21)
/// ```
@attached(peer, names: suffixed(Mock), named(mock))
public macro Mockable(compilationCondition: MockCompilationCondition = .debug) =
  #externalMacro(module: "LyrebirdMacrosPlugin", type: "MockableMacro")

/// `@Mockable` for a protocol that refines another `@Mockable` protocol: the mock subclasses the
/// parent's mock, so it has the parent's members, handles and records too.
///
/// ```swift
/// @Mockable protocol Animal { func eat() -> Bool }
/// @Mockable(extending: "AnimalMock") protocol Bird: Animal { func fly() }
/// ```
///
/// The parent mock is named by a string: an attribute's arguments are checked before macros
/// expand, so they can't refer to a type another macro generates.
///
/// Parents that aren't `@Mockable` (from another module, say) can't be seen by a macro: restate
/// their requirements in the child protocol, and the mock implements them.
@attached(peer, names: suffixed(Mock), named(mock))
public macro Mockable(compilationCondition: MockCompilationCondition = .debug, extending parent: String) =
  #externalMacro(module: "LyrebirdMacrosPlugin", type: "MockableMacro")
