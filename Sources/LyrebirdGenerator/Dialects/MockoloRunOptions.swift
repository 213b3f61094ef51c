import LyrebirdSyntax

/// What Mockolo's own flags set for a `--dialect mockolo` run, with Mockolo's meanings.
package struct MockoloRunOptions: Hashable, Sendable {
  /// `--annotation`: the doc-comment marker of the types to mock.
  package var annotation = "@mockable"
  /// `--mock-all`: annotated classes are mocked too, not only protocols.
  package var mocksClasses = false
  /// `false` with Lyrebird's `--mock-unannotated`: every type is mocked, annotated or not.
  package var requiresAnnotation = true
  /// `--mock-final`: mocks are `final`.
  package var finalMocks = false
  /// `--enable-args-history`: every method keeps its arguments in `…ArgValues`.
  package var recordsAllArguments = false
  /// `--allow-set-call-count`: tests may set `…CallCount`.
  package var allowsSetCallCount = false
  /// `--use-template-func`: methods call the user's `mockFunc`.
  package var usesTemplateFunction = false
  /// Lyrebird's `--lyrebird-dsl`: the mocks import Lyrebird and take its `given`/`verify` too.
  package var usesLyrebirdDSL = false
  /// `-mocks` and `--mock-filelist`: dependencies' mock files, whose protocols the mocked ones may refine.
  package var dependencyMocks: [String] = []

  package init() {}

  /// The settings one type's mock renders with: these flags and its annotation's arguments.
  package func settings(for annotation: MockoloAnnotation) -> MockoloSettings {
    var settings = MockoloSettings()
    settings.mockName = annotation.mockName
    settings.typeAliases = annotation.typeAliases
    settings.historyMethods = annotation.historyMethods
    settings.recordsAllArguments = recordsAllArguments
    settings.modifiers = annotation.modifiers
    settings.modulePrefix = annotation.modulePrefix
    settings.allowsSetCallCount = allowsSetCallCount
    settings.isFinal = finalMocks
    settings.usesTemplateFunction = usesTemplateFunction
    settings.usesLyrebirdDSL = usesLyrebirdDSL
    return settings
  }
}
