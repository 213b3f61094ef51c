/// What Mockolo's flags and a type's `/// @mockable(…)` arguments change in its Mockolo-shaped mock.
///
/// The planner fills it from the run's options and the annotation; ``MockoloShape`` only reads it.
package struct MockoloSettings: Hashable, Sendable {
  /// `override: name = …`: the mock's name instead of `FooMock`.
  package var mockName: String?
  /// `typealias: T = String`: associated types fixed to a type, which the mock declares as aliases.
  package var typeAliases: [String: String] = [:]
  /// `history: f = true`: methods whose arguments are kept in `fArgValues`.
  package var historyMethods: Set<String> = []
  /// `--enable-args-history`: every method keeps its arguments.
  package var recordsAllArguments = false
  /// `modifiers: v = weak`: a modifier (`weak` or `dynamic`) on the member named `v`.
  package var modifiers: [String: String] = [:]
  /// `module: prefix = Foo`: the mocked type is named `Foo.Bar` in the mock's inheritance list.
  package var modulePrefix: String?
  /// `--allow-set-call-count`: `…CallCount` counters may be set by tests.
  package var allowsSetCallCount = false
  /// `--mock-final`: mocks are `final class`.
  package var isFinal = false
  /// `--use-template-func`: method bodies call the user's `mockFunc(&count)(name, handler, default)`.
  package var usesTemplateFunction = false
  /// `--lyrebird-dsl`: a protocol's mock also takes Lyrebird's `given`/`verify`, and a member
  /// without a handler or a default reports a failure instead of crashing.
  package var usesLyrebirdDSL = false

  package init() {}

  /// Whether `method`'s arguments are kept.
  package func recordsArguments(of method: String) -> Bool { recordsAllArguments || historyMethods.contains(method) }
}

extension MockableType {
  /// The associated types a Mockolo-shaped mock keeps generic.
  ///
  /// Those a constraint or a `where` requirement names and no `typealias:` argument fixes; the
  /// others are aliases of `Any`.
  package func mockoloGenericAssociatedTypes(fixing aliases: [String: String]) -> [GenericParameter] {
    let constrained = Set(requirements.flatMap(\.identifiers))
    return associatedTypes.filter { associated in
      aliases[associated.name] == nil
        && (associated.constraint != nil || constrained.contains(Substring(associated.name)))
    }
  }
}

extension RequirementSpec {
  /// The identifiers the requirement names: `Value` and `Decodable` in `Value: Decodable`.
  var identifiers: [Substring] { text.split { !($0.isLetter || $0.isNumber || $0 == "_") } }
}
