import LyrebirdSyntax
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The protocol a mock macro is attached to, read into the generator's model.
enum AttachedProtocol {
  /// The protocol's model as declared and prepared to render, or `nil` after diagnosing why it
  /// can't be mocked.
  static func parse(
    _ node: AttributeSyntax, _ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) -> (declared: MockableType, mock: PreparedMock)? {
    guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
      context.diagnose(MockableDiagnostic.notAProtocol(node, declaration: declaration))
      return nil
    }
    let unsupported = UnsupportedMembers.find(in: protocolDecl)
    for member in unsupported {
      let message = MockableDiagnostic.unsupportedMember(member.name, member.reason, macro: node.macroName)
      context.diagnose(Diagnostic(node: member.node, message: message))
    }
    let parsed = SourceParser.parse(protocolDecl.trimmed, includingPrivate: true)
    guard unsupported.isEmpty, var type = parsed.types.first else { return nil }
    // A private protocol is visible to its file: its mock has to be too.
    if type.access <= .fileprivate { type.access = .fileprivate }
    // Only `NSObject` implements `NSObjectProtocol`'s requirements: the mock subclasses it, as the
    // generator's mocks do.
    if type.inheritedTypes.contains(where: { ["NSObjectProtocol", "Foundation.NSObjectProtocol"].contains($0.name) }) {
      type.superclass = "Foundation.NSObject"
    }
    return (type, PreparedMock(type, noncopyableTypes: Set(parsed.noncopyableTypes)))
  }
}
