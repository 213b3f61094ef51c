/// Renders members in order, re-creating `#if` blocks around the members they held.
struct MemberItemRenderer {
  let context: MockContext

  func render(_ item: MemberItem, into writer: inout CodeWriter) {
    switch item {
    case .member(let member):
      writer.blankLine()
      render(member, into: &writer)
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
