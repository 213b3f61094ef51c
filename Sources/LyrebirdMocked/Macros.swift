/// Generates `<Protocol>Mock`, a final class (or actor) with swift-mocking's API: `init()` and one
/// backing property per member (`mock._member.implementation = .returns(…)`, `callCount`,
/// `lastInvocation`). The same mock takes Lyrebird's `given`/`verify`.
///
/// Without `compilationCondition:` the mock is compiled when `SWIFT_MOCKING_ENABLED` is set, as in
/// swift-mocking; `.debug` means `DEBUG`, `.none` always, and a string any `#if` condition.
///
/// ```swift
/// @Mocked(compilationCondition: .debug)
/// protocol WeatherService {
///   func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
/// }
///
/// let service = WeatherServiceMock()
/// service._currentTemperature.implementation = .returns(21)
/// ```
@attached(peer, names: suffixed(Mock), named(mock))
public macro Mocked(compilationCondition: MockCompilationCondition = "SWIFT_MOCKING_ENABLED") =
  #externalMacro(module: "LyrebirdMacrosPlugin", type: "MockedMacro")

/// Marks a property of a `@MockedMembers` mock with how it is accessed: `.readOnly`,
/// `.readOnly(.async, .throws)` or `.readWrite`. It expands to nothing; `@MockedMembers` reads it.
@attached(peer)
public macro MockableProperty(_ propertyType: MockablePropertyType) =
  #externalMacro(module: "LyrebirdMacrosPlugin", type: "MockableMarkerMacro")

/// Names a `@MockedMembers` method's backing property: `_someUniqueName` for
/// `mockMethodName: "someUniqueName"`. It expands to nothing; `@MockedMembers` reads it.
@attached(peer)
public macro MockableMethod(mockMethodName: String) =
  #externalMacro(module: "LyrebirdMacrosPlugin", type: "MockableMarkerMacro")
