import LyrebirdSyntax

/// A run's parsed inputs and support files, with nested type names resolved across all of them.
///
/// Inputs are mocked; support files only declare parents, so only their errors are reported.
struct ParsedSources {
  private(set) var inputs: [ParsedFile]
  private(set) var support: [ParsedFile]
  /// Each input's module, `nil` when the mocks are compiled with the sources.
  let moduleOf: [String: String?]
  let names: TypeNames
  /// Errors in any file, and what couldn't be mocked in an input.
  let diagnostics: [DiagnosticSpec]

  /// Parses (or reads from the cache) every input and support file.
  init(options: GeneratorOptions, loader: inout SourceLoader) {
    let inputPaths = options.modules.flatMap(\.files)
    inputs = loader.load(inputPaths)
    support = loader.load(options.supportFiles.filter { !inputPaths.contains($0) })
    diagnostics =
      inputs.flatMap(\.diagnostics) + support.flatMap { $0.diagnostics.filter { $0.severity == .error } }
    moduleOf = Dictionary(
      options.modules.flatMap { module in module.files.map { ($0, module.name) } },
      uniquingKeysWith: { first, _ in first })
    names = TypeNames(inputs: inputs, support: support, moduleOf: moduleOf)
    names.resolveScopes(in: &inputs, &support)
  }

  var all: [ParsedFile] { inputs + support }
}
