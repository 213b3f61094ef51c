/// What a shape changes in the mock classes ``MockClassRenderer`` writes, given at `init`.
struct MockClassOptions {
  /// `false` renders a pruned mock: it conforms and records calls, but has no `given`/`verify` handles.
  var includesHandles = true
  /// Whether the mock class is final, can be subclassed, or subclasses a parent protocol's mock.
  var classKind: MockClassKind = .final
  /// What the mock's `_member` properties are.
  var backing: MemberBacking = .callRecords
  /// The mock type's name when a dialect names it differently (Cuckoo's `MockBird`).
  var mockName: String?
  /// Whether the `mock(_:)` function follows the type; a dialect with its own construction omits it.
  var includesMockFunction = true
  /// The expression the mock's initializers make a context with, when a dialect's differs
  /// (Cuckoo's `XStub` answers with `DefaultValueRegistry` values from any initializer).
  var newContext: String?
  /// The `rethrows` function that lets a `rethrows` method's stubs throw (Cuckoo's dialect).
  var rethrowingWrapper: String?
  /// Whether a mock of a protocol with associated types forwards to its `DefaultImplCaller`, which
  /// the dialect renders (Cuckoo's `enableDefaultImplementation(_:)`).
  var forwardsThroughCaller = false
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
}
