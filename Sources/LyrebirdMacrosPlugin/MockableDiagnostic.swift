import SwiftDiagnostics
import SwiftSyntax

/// Errors `@Mockable` reports, each attached to the token it is about.
enum MockableDiagnostic: DiagnosticMessage {
  case notAProtocol(kind: String)
  case unsupportedMember(String, String)
  case badParent

  var message: String {
    switch self {
    case .notAProtocol(let kind):
      "@Mockable can only be applied to a protocol, not to \(kind); "
        + "mock a protocol it conforms to, or use `lyrebird generate` for classes"
    case .unsupportedMember(let name, let reason):
      "@Mockable can't mock '\(name)': \(reason)"
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
    return Diagnostic(
      node: attribute,
      message: MockableDiagnostic.notAProtocol(kind: kind),
      fixIt: FixIt(
        message: RemoveAttribute(),
        changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(TokenSyntax.unknown("")))]))
  }
}

struct RemoveAttribute: FixItMessage {
  var message: String { "Remove '@Mockable'" }
  var fixItID: MessageID { MessageID(domain: "Lyrebird", id: "removeMockable") }
}
