/// What a shape makes of every member it renders with the shared renderers.
///
/// A shape states its traits once; member renderers read them, never the dialect's name.
/// Hashable, so the render cache tells apart the texts of a member rendered with different traits.
struct ShapeTraits: Hashable, Sendable {
  /// `false` renders a pruned mock: it conforms and records calls, but has no `given`/`verify` handles.
  var includesHandles = true
  /// What the mock's `_member` properties are.
  var backing: MemberBacking = .callRecords
  /// Whether a protocol's `init` requirements record their calls and get Mockingbird's
  /// `initialize(…)` handles; Cuckoo makes every mock through one, which no test verifies.
  var recordsInitializerCalls = true
  /// Whether calls of a generic method at different result types are separate members, as in
  /// Mockingbird; Cuckoo's proxies name the member without its result type.
  var distinguishesGenericResults = true
  /// Whether a protocol mock that subclasses a class with `init()` can also be made through an
  /// `InitializerProxy`, as Mockingbird's `mock(P.self).initialize()`; Cuckoo's is `MockP()`.
  var offersPlainInitializerProxy = true
  /// Whether unstubbed calls may go on to a partial mock's forwarding target; a Mockolo-shaped
  /// mock's go to its handlers and defaults instead.
  var forwardsCalls = true
  /// Whether a mock of a protocol with associated types forwards to its `DefaultImplCaller`, which
  /// the shape renders (Cuckoo's `enableDefaultImplementation(_:)`).
  var forwardsThroughCaller = false
  /// The `rethrows` function that lets a `rethrows` method's stubs throw (Cuckoo's
  /// `LyrebirdCuckoo.rethrowingCall`); `nil` where they only rethrow the closure's errors.
  var rethrowingWrapper: String?

  /// swift-mocking's traits: its backing properties, and no initializer records, result-typed
  /// generic members or plain initializer proxy, which its closures and API don't have.
  static func swiftMocking(_ members: MockedMembersOptions = MockedMembersOptions()) -> ShapeTraits {
    ShapeTraits(
      backing: .swiftMocking(members), recordsInitializerCalls: false, distinguishesGenericResults: false,
      offersPlainInitializerProxy: false)
  }
}

/// Where the member renderers are writing: in the mock type, or in the protocol's extension for
/// mocks (``SharedMembers``), whose members say `nonisolated` in a main-actor module.
enum WritePosition: Hashable, Sendable {
  case mockType
  case sharedExtension
}
