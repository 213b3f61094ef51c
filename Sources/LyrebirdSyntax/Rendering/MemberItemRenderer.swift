/// Renders members in order, re-creating `#if` blocks around the members they held.
struct MemberItemRenderer {
  let context: MockContext
  var cache: RenderCache?

  func render(_ item: MemberItem, into writer: inout CodeWriter) {
    switch item {
    case .member(let member):
      writer.blankLine()
      if let cache, let key = cacheKey(member) {
        let text = cache.text(for: key) {
          var separate = CodeWriter(continuing: writer)
          render(member, into: &separate)
          return separate.text
        }
        writer.append(rendered: text)
      } else {
        render(member, into: &writer)
      }
    case .conditional(let clauses):
      writer.blankLine()
      for (index, clause) in clauses.enumerated() {
        switch (clause.condition, index) {
        case (nil, _): writer.line("#else")
        case (let condition?, 0): writer.line("#if \(condition)")
        case (let condition?, _): writer.line("#elseif \(condition)")
        }
        for item in clause.items { render(item, into: &writer) }
      }
      writer.line("#endif")
    }
  }

  /// What an inherited member's text depends on; `nil` for members that aren't shared.
  private func cacheKey(_ member: Member) -> String? {
    let origin: String?
    let type: String
    switch member {
    case .method(let method) where method.builtIn == nil:
      origin = method.origin
      type = method.signatureText
    case .property(let property) where property.builtIn == nil:
      origin = property.origin
      type = property.type
    default:
      return nil
    }
    // A non-generic type's own members render exactly as they will in its descendants.
    let isGeneric = !context.type.associatedTypes.isEmpty || !context.type.genericParameters.isEmpty
    guard let origin = origin ?? (isGeneric ? nil : context.type.name) else { return nil }
    let selfDependent = context.mentionsSelfOrAssociatedTypes(type) ? context.mockType : ""
    let flags = (context.isIsolated ? "i" : "-") + (context.isClass ? "c" : "-") + (context.includesHandles ? "h" : "-")
    return "\(origin)|\(member.identity)|\(context.accessPrefix)|\(flags)|\(context.memberName(for: member) ?? "")|\(selfDependent)"
  }

  private func render(_ member: Member, into writer: inout CodeWriter) {
    switch member {
    case .method(let method):
      if let builtIn = method.builtIn {
        BuiltInRenderer(context: context).method(method, builtIn, into: &writer)
      } else {
        MethodRenderer(method: method, context: context).render(into: &writer)
      }
    case .property(let property):
      if property.builtIn != nil {
        BuiltInRenderer(context: context).property(property, into: &writer)
      } else {
        PropertyRenderer(property: property, context: context).render(into: &writer)
      }
    case .subscript(let value):
      SubscriptRenderer(value: value, context: context).render(into: &writer)
    case .initializer(let initializer):
      // Class initializers are rendered with the mock's own initializers.
      if !context.isClass { InitializerRenderer(initializer: initializer, context: context).requirement(into: &writer) }
    }
  }
}
