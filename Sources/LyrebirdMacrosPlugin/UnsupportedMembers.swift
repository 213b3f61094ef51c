import SwiftSyntax

/// Members a mock can't be written for; `@Mockable` reports each one instead of expanding.
enum UnsupportedMembers {
  struct Found {
    let node: Syntax
    let name: String
    let reason: String
  }

  static func find(in protocolDecl: ProtocolDeclSyntax) -> [Found] {
    protocolDecl.memberBlock.members.compactMap { item -> Found? in
      guard let function = item.decl.as(FunctionDeclSyntax.self),
        let generics = function.genericParameterClause,
        generics.parameters.contains(where: { parameter in
          parameter.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.each) }
        })
      else { return nil }
      return Found(
        node: Syntax(function.name), name: function.name.text,
        reason: "its generic parameter pack can't be named in a stub's closure type")
    }
  }
}
