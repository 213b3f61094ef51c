/// A type ready to render: every model pass has run once, so the shapes and member renderers
/// only read it.
///
/// Parse, prepare, render: the generator prepares each planned type after inheritance (its module
/// qualification is one of the passes), the macros each attached declaration, and both render the
/// same value.
package struct PreparedMock: Hashable, Sendable {
  /// The type as the mock declares it: shadowed generics renamed, `Self.Assoc` spelled `Assoc`,
  /// fixed associated types gone and `~Copyable` arguments and results marked.
  package private(set) var type: MockableType
  /// The associated types a same-type requirement fixes, which the mock declares as type aliases.
  package let fixedAssociatedTypes: [FixedAssociatedType]
  /// Mockolo's flags and annotation arguments, read by its shape only.
  package var mockolo = MockoloSettings()
  /// The type's own members, by declaration, that Mockingbird's shape renders in an extension of the
  /// protocol for mocks (`extension P where Self: Lyrebird.MockObject`) instead of in the mock, so
  /// every mock of a protocol that refines it shares them (``SharedMembers``).
  package var membersInExtension: Set<SourceLocationSpec> = []
  /// The inherited members, by declaration, the mock leaves to its parent's extension.
  package var membersInParentExtensions: Set<SourceLocationSpec> = []

  /// Runs every pass on `type`, in order: marks arguments and results of `noncopyableTypes` (the
  /// `~Copyable` types declared beside it), `qualifying` (the generator's module prefix, which
  /// reads the unqualified names the marking matched), then the passes the mock's shape needs.
  package init(
    _ type: MockableType, noncopyableTypes: Set<String> = [],
    qualifying: (MockableType) -> MockableType = { $0 }
  ) {
    let (fixed, aliases) = qualifying(type.markingNoncopyable(noncopyableTypes).markingClosureAliases())
      .fixingAssociatedTypes()
    self.type = fixed.renamingShadowedGenerics().resolvingSelfAssociatedTypes()
    self.fixedAssociatedTypes = aliases
  }

  /// The same mock without its type's `#if`s, for a shape that writes them around more than the class.
  var withoutConditions: PreparedMock {
    var mock = self
    mock.type.conditions = []
    return mock
  }
}
