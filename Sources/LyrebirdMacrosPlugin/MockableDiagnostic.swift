import SwiftDiagnostics
import SwiftSyntax

/// Errors `@Mockable` and `@Mocked` report, each attached to the token it is about and naming the macro.
enum MockableDiagnostic: DiagnosticMessage {
  case notAProtocol(kind: String, macro: String)
  case unsupportedMember(String, String, macro: String)
  case badParent

  var message: String {
    switch self {
    case .notAProtocol(let kind, let macro):
      "@\(macro) can only be applied to a protocol, not to \(kind); "
        + "mock a protocol it conforms to, or use `lyrebird generate` for classes"
    case .unsupportedMember(let name, let reason, let macro):
      "@\(macro) can't mock '\(name)': \(reason)"
    case .badParent:
      "'extending:' takes the name of the parent protocol's mock, e.g. 'extending: \"AnimalMock\"'"
    }
  }

  var diagnosticID: MessageID {
    switch self {
    case .notAProtocol: MessageID(domain: "Lyrebird", id: "notAProtocol")
    case .unsupportedMember: MessageID(domain: "Lyrebird", id: "unsupportedMember")
    case .badParent: MessageID(domain: "Lyrebird", id: "badParent")
    }
  }

  var severity: DiagnosticSeverity { .error }

  static func notAProtocol(_ attribute: AttributeSyntax, declaration: some DeclSyntaxProtocol) -> Diagnostic {
    let kind =
      switch declaration.kind {
      case .classDecl: "a class"
      case .structDecl: "a struct"
      case .enumDecl: "an enum"
      case .actorDecl: "an actor"
      case .extensionDecl: "an extension"
      default: "this declaration"
      }
    let macro = attribute.macroName
    return Diagnostic(
      node: attribute,
      message: MockableDiagnostic.notAProtocol(kind: kind, macro: macro),
      fixIt: FixIt(
        message: RemoveAttribute(macro: macro),
        changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(TokenSyntax.unknown("")))]))
  }
}

struct RemoveAttribute: FixItMessage {
  let macro: String
  var message: String { "Remove '@\(macro)'" }
  var fixItID: MessageID { MessageID(domain: "Lyrebird", id: "removeMockable") }
}

extension AttributeSyntax {
  /// The macro's name as diagnostics show it: `Mocked` for `@LyrebirdMocked.Mocked(…)` too.
  var macroName: String {
    attributeName.trimmedDescription.split(separator: ".").last.map(String.init) ?? attributeName.trimmedDescription
  }
}
