import LyrebirdSyntax

/// Mockolo's dialect, with Mockolo's flags: only annotated types are mocked, each with its
/// annotation's settings, and the mocks need no part of Lyrebird unless `--lyrebird-dsl` asks.
struct MockoloHook: DialectHook {
  let options: MockoloRunOptions

  var dialect: MockDialect { .mockolo }
  var importsLyrebird: Bool { options.usesLyrebirdDSL }
  var readsAnnotations: Bool { true }
  var dependencyMockFiles: [String] { options.dependencyMocks }

  /// As Mockolo: only annotated types, and classes only with `--mock-all`.
  func selects(_ type: MockableType) -> Bool {
    if type.kind == .classType && !options.mocksClasses { return false }
    return !options.requiresAnnotation || type.docAnnotations.contains { $0.contains(options.annotation) }
  }

  func prepare(
    _ mock: inout PreparedMock, imports: inout [ImportSpec], diagnostics: inout [DiagnosticSpec]
  ) -> Bool {
    let type = mock.type
    do throws(MockoloAnnotationError) {
      let annotation = try MockoloAnnotation.find(in: type.docAnnotations, annotation: options.annotation)
      mock.mockolo = options.settings(for: annotation ?? MockoloAnnotation())
      for entry in annotation?.unsupported ?? [] {
        diagnostics.append(
          DiagnosticSpec(
            .warning,
            "'\(entry)' in \(options.annotation) needs Combine or RxSwift, which Lyrebird's Mockolo "
              + "dialect doesn't generate; the member stays a plain property", at: type.location))
      }
    } catch {
      diagnostics.append(DiagnosticSpec(.error, error.message, at: type.location))
      return false
    }
    if let reason = Self.problem(with: type, aliases: mock.mockolo.typeAliases) {
      diagnostics.append(DiagnosticSpec(.warning, reason, at: type.location))
      return false
    }
    if MockoloShape.needsFoundation(mock) { imports.append(ImportSpec(module: "Foundation")) }
    return true
  }

  /// Why a type's Mockolo-shaped mock would not compile: its static members keep their counts and
  /// handlers in static stored properties, which a generic class can't have.
  static func problem(with type: MockableType, aliases: [String: String]) -> String? {
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
