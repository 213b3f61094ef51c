/// A class mock's initializers and its `InitializerProxy`, one `initialize(…)` per designated
/// initializer of the mocked class.
struct ClassInitializers {
  let type: MockableType
  let scope: MockRenderingScope

  /// The class's declared designated initializers.
  private var declared: [Initializer] {
    type.members.flattenedMembers.compactMap { member -> Initializer? in
      guard case .initializer(let initializer) = member, !initializer.isConvenience else { return nil }
      return initializer
    }
  }

  /// The class's designated initializers, or its implicit `init()` when it declares none.
  private var initializers: [Initializer] { declared.isEmpty ? [Initializer()] : declared }

  /// A class that declares no initializer is created by `mock(T.self)` itself, as in Mockingbird.
  var usesImplicitInitializer: Bool { type.kind == .classType && declared.isEmpty }

  func render(into writer: inout CodeWriter) {
    guard type.kind == .classType else { return }
    let renderers = initializers.map { InitializerRenderer(initializer: $0, scope: scope) }
    for renderer in renderers {
      writer.blankLine()
      renderer.designated(into: &writer)
      if renderer.initializer.isRequired {
        writer.blankLine()
        renderer.requiredOverride(into: &writer)
      } else {
        writer.blankLine()
        renderer.direct(into: &writer)
      }
    }
    writer.blankLine()
    writer.line("/// Creates the mock through one of the mocked class's designated initializers.")
    writer.block(DeclarationHeader(access: scope.accessPrefix, keyword: "struct", name: "InitializerProxy").text) {
      writer in
      writer.line("let context: Lyrebird.MockingContext")
      for renderer in renderers {
        writer.blankLine()
        renderer.proxyMethod(into: &writer)
      }
    }
  }
}
