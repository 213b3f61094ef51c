import LyrebirdSyntax

/// What the generator asks the run's dialect, so that no phase branches on which dialect runs.
///
/// A dialect is its shape (`LyrebirdSyntax/Shapes/`), its renderers and one of these. The
/// defaults are Lyrebird's own behavior; a dialect states only where it differs.
package protocol DialectHook: Sendable {
  /// The dialect's name, whose ``MockDialect/shape(includesHandles:cache:)`` its mocks render in.
  var dialect: MockDialect { get }
  /// Modules every mock file imports besides `Lyrebird`: the dialect's DSL.
  var imports: [String] { get }
  /// Whether mock files import `Lyrebird`: Mockolo's, like Mockolo's own, don't.
  var importsLyrebird: Bool { get }
  /// Whether the parser keeps types' doc-comment annotations (Mockolo's `/// @mockable`).
  var readsAnnotations: Bool { get }
  /// Whether a class's mock gets the members of the protocols the class adopts (Cuckoo's does).
  var includesAdoptedProtocolMembers: Bool { get }
  /// Whether a protocol's members render once, in its extension for mocks, and the mocks of the
  /// protocols that refine it leave them out (``SharedMemberPlanner``).
  var sharesMembersDownChains: Bool { get }
  /// Mock files of dependencies, read for the protocols they mock (Mockolo's `-mocks`).
  var dependencyMockFiles: [String] { get }

  /// Whether the dialect mocks `type` at all, before the run's other filters.
  func selects(_ type: MockableType) -> Bool

  /// The dialect's part of the prepare phase: its settings on `mock`, and what its file imports.
  ///
  /// - Returns: `false` when the dialect can't mock the type; `diagnostics` say why.
  func prepare(_ mock: inout PreparedMock, imports: inout [ImportSpec], diagnostics: inout [DiagnosticSpec]) -> Bool

}

extension DialectHook {
  package var imports: [String] { [] }
  package var importsLyrebird: Bool { true }
  package var readsAnnotations: Bool { false }
  package var includesAdoptedProtocolMembers: Bool { false }
  package var sharesMembersDownChains: Bool { false }
  package var dependencyMockFiles: [String] { [] }

  package func selects(_ type: MockableType) -> Bool { true }

  /// The shape the dialect's mocks render in.
  ///
  /// - Parameters:
  ///   - includesHandles: `false` for a pruned mock, which conforms and records but has no handles.
  ///   - cache: inherited members' text shared between the run's mocks.
  package func shape(includesHandles: Bool, cache: RenderCache?) -> any MockShape {
    dialect.shape(includesHandles: includesHandles, cache: cache)
  }

  package func prepare(
    _ mock: inout PreparedMock, imports: inout [ImportSpec], diagnostics: inout [DiagnosticSpec]
  ) -> Bool {
    true
  }
}

extension GeneratorOptions {
  /// The hook of the run's dialect, with the dialect's own run options.
  package var hook: any DialectHook {
    switch dialect {
    case .mockingbird: MockingbirdHook()
    case .cuckoo: CuckooHook()
    case .mockolo: MockoloHook(options: mockolo ?? MockoloRunOptions())
    case .mockable: MockableHook()
    }
  }
}
