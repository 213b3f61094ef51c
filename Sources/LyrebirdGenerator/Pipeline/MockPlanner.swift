import LyrebirdSyntax

/// Turns parsed types into the mocks to render: select and resolve inheritance, then prepare.
///
/// Each phase drops what it can't use with a diagnostic, so one unmockable type never fails a run.
/// The run's dialect takes part through its ``DialectHook``; nothing changes a mock once prepared.
struct MockPlanner {
  /// A selected type with its inherited members added, and what inheritance reported about it.
  struct Resolved: Sendable {
    var type: MockableType
    var file: Int
    var includesHandles: Bool
    var diagnostics: [DiagnosticSpec]
    /// `false` when a parent is unknown: the mock would not compile without its requirements.
    var isComplete: Bool
  }

  let options: GeneratorOptions
  let sources: ParsedSources
  let resolver: InheritanceResolver
  let hook: any DialectHook

  init(options: GeneratorOptions, sources: ParsedSources) {
    self.options = options
    self.sources = sources
    self.hook = options.hook
    var resolver = InheritanceResolver(
      inputs: sources.inputs.flatMap(\.types), support: sources.support.flatMap(\.types),
      compositions: sources.all.flatMap(\.compositions))
    resolver.includesAdoptedProtocolMembers = hook.includesAdoptedProtocolMembers
    self.resolver = resolver
  }

  /// The selected input types with their parents' members.
  func resolveInheritance() -> [Resolved] {
    let selection = MockSelection(options: options, hook: hook)
    let inputs = sources.inputs
    // Indices into the parsed files, so no file or model is copied per candidate.
    let candidates = inputs.indices.flatMap { fileIndex in
      inputs[fileIndex].types.indices.compactMap { typeIndex in
        let type = inputs[fileIndex].types[typeIndex]
        return selection.includes(type) ? (fileIndex, typeIndex, selection.includesHandles(type)) : nil
      }
    }
    let resolver = self.resolver
    let resolvesInheritance = options.resolvesInheritance
    return candidates.concurrentMap { fileIndex, typeIndex, includesHandles in
      let declared = inputs[fileIndex].types[typeIndex]
      let (type, diagnostics, isComplete) =
        resolvesInheritance ? resolver.resolveReportingCompleteness(declared) : (declared, [], true)
      return Resolved(
        type: type, file: fileIndex, includesHandles: includesHandles, diagnostics: diagnostics,
        isComplete: isComplete)
    }
  }

  /// The prepare phase: the types whose mocks will compile and link, prepared to render.
  ///
  /// Each is qualified for the module it is imported from, with every model pass run
  /// (``PreparedMock``) and the dialect's settings; then, where the dialect shares a protocol's
  /// members down a chain, each mock learns which it leaves to its parents' extensions. Each type's
  /// diagnostics stay in the order of the types, whichever phase reported them.
  func prepare(_ resolved: [Resolved], into diagnostics: inout [DiagnosticSpec]) -> [OutputPlan.Entry] {
    let sources = self.sources
    let hook = self.hook
    let mockability = Mockability(
      options: options, resolver: resolver, inputs: sources.inputs, support: sources.support)
    let noncopyable = Set(sources.all.flatMap(\.noncopyableTypes))
    let results = resolved.concurrentMap { resolved -> (OutputPlan.Entry?, [DiagnosticSpec]) in
      guard resolved.isComplete else { return (nil, resolved.diagnostics) }
      let file = sources.inputs[resolved.file]
      let module = sources.moduleOf[file.path] ?? nil
      if let reason = mockability.problem(with: resolved.type, module: module) {
        return (nil, resolved.diagnostics + [DiagnosticSpec(.warning, reason, at: resolved.type.location)])
      }
      var mock = PreparedMock(resolved.type, noncopyableTypes: noncopyable) { type in
        sources.names.qualifying(type, module: module)
      }
      var diagnostics = resolved.diagnostics
      var imports = file.imports
      guard hook.prepare(&mock, imports: &imports, diagnostics: &diagnostics) else { return (nil, diagnostics) }
      let entry = OutputPlan.Entry(
        mock: mock, file: file.path, module: module, imports: imports, includesHandles: resolved.includesHandles)
      return (entry, diagnostics)
    }
    diagnostics += results.flatMap(\.1)
    var entries = DuplicateMockNames.removing(from: results.compactMap(\.0), diagnostics: &diagnostics)
    if hook.sharesMembersDownChains { SharedMemberPlanner(resolver: resolver).plan(&entries) }
    return entries
  }
}
