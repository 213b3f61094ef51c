import LyrebirdSyntax

/// Turns parsed types into the mocks to render: select, resolve inheritance, check mockability.
///
/// Each phase drops what it can't use with a diagnostic, so one unmockable type never fails a run.
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

  init(options: GeneratorOptions, sources: ParsedSources) {
    self.options = options
    self.sources = sources
    var resolver = InheritanceResolver(
      inputs: sources.inputs.flatMap(\.types), support: sources.support.flatMap(\.types),
      compositions: sources.all.flatMap(\.compositions))
    resolver.includesAdoptedProtocolMembers = options.dialect == .cuckoo
    self.resolver = resolver
  }

  /// The selected input types with their parents' members.
  func resolveInheritance() -> [Resolved] {
    let selection = MockSelection(options: options)
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

  /// The types whose mocks will compile and link, prepared to render: qualified for the module they
  /// are imported from, with every model pass run (``PreparedMock``).
  ///
  /// Each type's diagnostics stay in the order of the types, whichever phase reported them.
  func checkMockability(_ resolved: [Resolved], into diagnostics: inout [DiagnosticSpec]) -> [OutputPlan.Entry] {
    let sources = self.sources
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
      if let mockolo = options.mockolo {
        do throws(MockoloAnnotationError) {
          let annotation = try MockoloAnnotation.find(in: resolved.type.docAnnotations, annotation: mockolo.annotation)
          mock.mockolo = mockolo.settings(for: annotation ?? MockoloAnnotation())
          for entry in annotation?.unsupported ?? [] {
            diagnostics.append(
              DiagnosticSpec(
                .warning,
                "'\(entry)' in \(mockolo.annotation) needs Combine or RxSwift, which Lyrebird's Mockolo "
                  + "dialect doesn't generate; the member stays a plain property", at: resolved.type.location))
          }
        } catch {
          return (nil, diagnostics + [DiagnosticSpec(.error, error.message, at: resolved.type.location)])
        }
        if let reason = Self.mockoloProblem(with: resolved.type, aliases: mock.mockolo.typeAliases) {
          return (nil, diagnostics + [DiagnosticSpec(.warning, reason, at: resolved.type.location)])
        }
      }
      var imports = file.imports
      if options.mockolo != nil && MockoloShape.needsFoundation(mock) {
        imports.append(ImportSpec(module: "Foundation"))
      }
      let entry = OutputPlan.Entry(
        mock: mock, file: file.path, module: module, imports: imports, includesHandles: resolved.includesHandles)
      return (entry, diagnostics)
    }
    diagnostics += results.flatMap(\.1)
    return DuplicateMockNames.removing(from: results.compactMap(\.0), diagnostics: &diagnostics)
  }

  /// Why a type's Mockolo-shaped mock would not compile: its static members keep their counts and
  /// handlers in static stored properties, which a generic class can't have.
  static func mockoloProblem(with type: MockableType, aliases: [String: String]) -> String? {
    let isGeneric = !type.genericParameters.isEmpty || !type.mockoloGenericAssociatedTypes(fixing: aliases).isEmpty
    guard isGeneric else { return nil }
    let hasStatic = type.members.flattenedMembers.contains { member in
      switch member {
      case .method(let method): method.isStatic && method.builtIn == nil
      case .property(let property): property.isStatic
      case .subscript(let subscriptMember): subscriptMember.isStatic
      case .initializer: false
      }
    }
    guard hasStatic else { return nil }
    return "'\(type.name)' has static members, whose counts and handlers a generic mock can't store, "
      + "so \(type.mockName) is not generated"
  }
}
