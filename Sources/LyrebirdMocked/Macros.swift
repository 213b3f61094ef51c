/// Generates `<Protocol>Mock`, a final class (or actor) with swift-mocking's API: `init()` and one
/// backing property per member (`mock._member.implementation = .returns(…)`, `callCount`,
/// `lastInvocation`). The same mock takes Lyrebird's `given`/`verify`.
///
/// Without `compilationCondition:` the mock is compiled when `SWIFT_MOCKING_ENABLED` is set, as in
/// swift-mocking; `.debug` means `DEBUG`, `.none` always, and a string any `#if` condition.
///
/// ```swift
/// @Mocked(compilationCondition: .debug)
/// protocol TideService {
///   func waterLevel(north: Double, east: Double) async throws -> Double
/// }
///
/// let service = TideServiceMock()
/// service._waterLevel.implementation = .returns(21)
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

/// Fills in a mock class written by hand, for protocols `@Mocked` can't see all of (one that
/// refines another protocol): it adds `init()`, handles and a backing property per member, and
/// writes the bodies of methods declared without one and of `@MockableProperty` properties.
///
/// ```swift
/// @MockedMembers
/// final class PantryMock: Pantry {
///   @MockableProperty(.readOnly)
///   var shelves: Int
///
///   func restock(_ item: String)
/// }
/// ```
@attached(member, names: named(__lyrebirdContext), named(init), named(resetMockedStaticMembers), arbitrary)
@attached(memberAttribute)
@attached(extension, conformances: MockObject)
public macro MockedMembers() = #externalMacro(module: "LyrebirdMacrosPlugin", type: "MockedMembersMacro")

/// Written by `@MockedMembers` on a method without a body; `member` is the runtime's name for an overload.
@attached(body)
public macro _MockedMethod(member: String? = nil) =
  #externalMacro(module: "LyrebirdMacrosPlugin", type: "MockedMethodMacro")

/// Written by `@MockedMembers` on a `@MockableProperty`.
@attached(accessor)
public macro _MockedProperty() = #externalMacro(module: "LyrebirdMacrosPlugin", type: "MockedPropertyMacro")
