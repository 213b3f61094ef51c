import LyrebirdSyntax
import SwiftParser
import SwiftSyntax

/// The mock class a test wrote for `@MockedMembers`: its name, access and kind, read from the
/// declaration or, inside a member's macro, from the lexical context.
struct MockedClass {
  let name: String
  let access: AccessLevel
  let isActor: Bool

  init?(_ declaration: some SyntaxProtocol) {
    let modifiers: DeclModifierListSyntax
    if let classDecl = declaration.as(ClassDeclSyntax.self) {
      (name, modifiers, isActor) = (classDecl.name.text, classDecl.modifiers, false)
    } else if let actorDecl = declaration.as(ActorDeclSyntax.self) {
      (name, modifiers, isActor) = (actorDecl.name.text, actorDecl.modifiers, true)
    } else {
      return nil
    }
    access = modifiers.lazy.compactMap { AccessLevel(rawValue: $0.name.text) }.first ?? .internal
  }

  /// `members` read into the model and ready to render.
  func rendering(of members: [DeclSyntax]) -> (type: MockableType, rendering: MockedMembersRendering)? {
    guard
      let (mock, names) = MockedMembersReader.read(mockName: name, access: access, isActor: isActor, members: members)
    else { return nil }
    return (mock.type, MockedMembersRendering(mock: mock, backingNames: names))
  }

  /// Declarations rendered as text, parsed as the members of a type.
  static func members(_ text: String) -> [DeclSyntax] {
    let parsed = Parser.parse(source: "final class __LyrebirdMembers {\n\(text)}")
    guard let type = parsed.statements.first?.item.as(ClassDeclSyntax.self) else { return [] }
    return type.memberBlock.members.map { $0.decl.trimmed }
  }
}
