/// Renders members in order, re-creating `#if` blocks around the members they held.
struct MemberItemRenderer {
  let scope: MockRenderingScope
  var cache: RenderCache?

  func render(_ item: MemberItem, into writer: inout CodeWriter) {
    switch item {
    case .member(let member):
      writer.blankLine()
      let naming = scope.naming(for: member)
      if let cache, let key = cacheKey(member, naming: naming) {
        let text = cache.text(for: key) {
          var separate = CodeWriter(continuing: writer)
          render(member, naming: naming, into: &separate)
          return separate.bytes
        }
        writer.append(rendered: text)
      } else {
        render(member, naming: naming, into: &writer)
      }
    case .conditional(let clauses):
      writer.conditional(clauses) { writer, items in
        for item in items { render(item, into: &writer) }
      }
    }
  }

  /// What an inherited member's text depends on; `nil` for members that aren't shared.
  func cacheKey(_ member: MemberSpec, naming: MemberNaming) -> RenderCache.Key? {
    let origin: String?
    let location: SourceLocationSpec
    let mentionsSelf: Bool
    switch member {
    case .method(let method) where method.builtIn == nil:
      origin = method.origin
      location = method.location
      mentionsSelf = mentionsSelfOrAssociatedTypes(method)
    case .property(let property) where property.builtIn == nil:
      origin = property.origin
      location = property.location
      mentionsSelf = scope.mentionsSelfOrAssociatedTypes(property.shape)
    default:
      return nil
    }
    // Forwarding through a mock's own `DefaultImplCaller` names the mock in every member.
    guard !scope.forwardsThroughCaller else { return nil }
    // A non-generic type's own members render exactly as they will in its descendants.
    let isGeneric = !scope.type.associatedTypes.isEmpty || !scope.type.genericParameters.isEmpty
    guard location.line > 0, let origin = origin ?? (isGeneric ? nil : scope.type.name), cache?.shares(origin) != false
    else { return nil }
    return RenderCache.Key(
      location: location, origin: origin, naming: naming, accessPrefix: scope.accessPrefix,
      isIsolated: scope.isIsolated, isClass: scope.isClass, traits: scope.traits,
      selfType: mentionsSelf ? scope.mockType : "")
  }

  private func mentionsSelfOrAssociatedTypes(_ method: Method) -> Bool {
    method.genericParameters.contains { $0.constraintNames.contains(where: scope.isSelfOrAssociatedType) }
      || method.parameters.contains { scope.mentionsSelfOrAssociatedTypes($0.shape) }
      || scope.mentionsSelfOrAssociatedTypes(method.returnShape)
  }

  private func render(_ member: MemberSpec, naming: MemberNaming, into writer: inout CodeWriter) {
    switch member {
    case .method(let method):
      if let builtIn = method.builtIn {
        BuiltInRenderer(scope: scope).method(method, builtIn, into: &writer)
      } else {
        MethodRenderer(method: method, scope: scope, naming: naming).render(into: &writer)
      }
    case .property(let property):
      if property.builtIn != nil {
        BuiltInRenderer(scope: scope).property(property, into: &writer)
      } else {
        PropertyRenderer(property: property, scope: scope, naming: naming).render(into: &writer)
      }
    case .subscript(let subscriptMember):
      SubscriptRenderer(member: subscriptMember, scope: scope, naming: naming).render(into: &writer)
    case .initializer(let initializer):
      // Class initializers are rendered with the mock's own initializers.
      if !scope.isClass { InitializerRenderer(initializer: initializer, scope: scope).requirement(into: &writer) }
    }
  }
}
