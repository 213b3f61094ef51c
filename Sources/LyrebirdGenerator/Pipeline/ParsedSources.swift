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
    let classes: ClassHandling = options.onlyProtocols ? .skipped : .mocked
    inputs = loader.load(inputPaths, classes: classes)
    support = loader.load(options.supportFiles.filter { !inputPaths.contains($0) }, classes: classes)
    support += options.hook.dependencyMockFiles.map(Self.dependencyMock)
    if options.onlyProtocols { Self.parseRefinedClasses(&inputs, &support, loader: &loader) }
    // Each module's types get its default isolation: the run's, or its target's in `Package.swift`.
    let isolated =
      options.defaultIsolation != .nonisolated
      || options.modules.contains { $0.manifestIsolation?.defaultIsolation == .mainActor }
    let isolation =
      !isolated
      ? [:]
      : Dictionary(
        options.modules.flatMap { module in
          module.files.map { ($0, module.defaultIsolation(otherwise: options.defaultIsolation)) }
        }, uniquingKeysWith: { first, _ in first })
    for index in inputs.indices {
      guard let moduleIsolation = isolation[inputs[index].path], moduleIsolation != .nonisolated else { continue }
      inputs[index].types = inputs[index].types.map { $0.applyingDefaultIsolation(moduleIsolation) }
    }
    diagnostics =
      inputs.flatMap(\.diagnostics) + support.flatMap { $0.diagnostics.filter { $0.severity == .error } }
    moduleOf = Dictionary(
      options.modules.flatMap { module in module.files.map { ($0, module.name) } },
      uniquingKeysWith: { first, _ in first })
    names = TypeNames(inputs: inputs, support: support, moduleOf: moduleOf)
    names.resolveScopes(in: &inputs, &support)
  }

  var all: [ParsedFile] { inputs + support }

  /// The protocols a dependency's Mockolo-shaped mock file implements (``MockoloMockReader``).
  private static func dependencyMock(_ path: String) -> ParsedFile {
    guard case .text(let source) = FileSystem.readText(path) else {
      let at = SourceLocationSpec(file: path, line: 1, column: 1)
      return ParsedFile(
        path: path, diagnostics: [DiagnosticSpec(.error, "cannot read the mock file '\(path)'", at: at)])
    }
    return MockoloMockReader.protocols(inMockFile: source, path: path)
  }

  /// Parses, after all, the files skipped for their classes that declare a type some protocol or
  /// parsed class inherits from (`protocol Drawable: BaseView`), until no such file is left.
  ///
  /// Names are matched by their last component, so a match may parse a file that isn't needed;
  /// that costs time, never a different result.
  private static func parseRefinedClasses(
    _ inputs: inout [ParsedFile], _ support: inout [ParsedFile], loader: inout SourceLoader
  ) {
    var files = inputs + support
    let compositions = Dictionary(
      files.flatMap(\.compositions).map { ($0.name.lastTypeComponent, $0.components.map(\.name)) },
      uniquingKeysWith: { first, _ in first })
    while true {
      var wanted = Set(files.flatMap { $0.types.flatMap(\.inheritedTypes) }.map(\.name.lastTypeComponent))
      for name in wanted { wanted.formUnion(compositions[name, default: []].map(\.lastTypeComponent)) }
      let indices = files.indices.filter { index in
        files[index].skipsClasses && files[index].declaredTypes.contains { wanted.contains($0.lastTypeComponent) }
      }
      guard !indices.isEmpty else { break }
      let reparsed = loader.load(indices.map { files[$0].path }, classes: .parents, reparsing: true)
      for (index, file) in zip(indices, reparsed) { files[index] = file }
    }
    inputs = Array(files[..<inputs.count])
    support = Array(files[inputs.count...])
  }
}

extension String {
  /// `Outer.Base` → `Base`: enough to find the file that may declare it.
  fileprivate var lastTypeComponent: String {
    // Most names have no dot: no new string for them.
    guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return self }
    return String(self[index(after: dot)...])
  }
}
