import ArgumentParser
import LyrebirdGenerator
import LyrebirdSyntax

/// Which types `generate` mocks, and how much of each.
struct SelectionOptions: ParsableArguments {
  @Flag(
    name: [.customLong("only-protocols"), .customLong("no-class-mocking")], help: "Mock protocols only, not classes.")
  var onlyProtocols = false

  @Option(help: "A type not to mock. Repeatable, or comma-separated.")
  var exclude: [String] = []

  @Option(help: "Mock only types at least this visible: internal, package or public.")
  var minimumAccess: AccessLevel = .internal

  @Option(help: "Mock only types whose name matches this regular expression.")
  var regex: String?

  @Flag(help: "Don't add members inherited from parent protocols and superclasses.")
  var noInheritance = false

  @Option(
    help: """
      Prune mocks that no test references: disable, stub or omit. Unlike Mockingbird (stub), the \
      default is disable, because pruning needs --test-sources to know what tests use.
      """)
  var prune: GeneratorOptions.Pruning = .disable

  @Option(help: "Test sources scanned for mock(X.self) when pruning. Repeatable.")
  var testSources: [String] = []
}

extension GeneratorOptions.Pruning: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}
extension MockDialect: ExpressibleByArgument {}
