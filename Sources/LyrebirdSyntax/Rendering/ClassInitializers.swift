/// A class mock's initializers and its `InitializerProxy`, one `initialize(…)` per designated
/// initializer of the mocked class.
struct ClassInitializers {
  let type: MockableType
  let scope: MockRenderingScope

  /// The class's declared designated initializers, or for a protocol mock, those of the class it
  /// must subclass when they all take arguments.
  private var declared: [Initializer] {
    guard type.kind == .classType else { return type.superclassInitializers }
    return type.members.flattenedMembers.compactMap { member -> Initializer? in
      guard case .initializer(let initializer) = member, !initializer.isConvenience else { return nil }
      return initializer
    }
  }

  /// The class's designated initializers, or its implicit `init()` when it declares none, and the
  /// `init(from:)` the compiler synthesizes for a `Decodable` class, which a subclass must override.
  private var initializers: [Initializer] {
    let designated = declared.isEmpty ? [Initializer()] : declared
    return designated + (synthesizesDecoderInitializer ? Self.decoderInitializer : [])
  }

  /// Whether the class (or a class it inherits from) adopts `Decodable` without writing `init(from:)`.
  private var synthesizesDecoderInitializer: Bool {
    type.kind == .classType
      && type.inheritedTypes.contains {
        ["Codable", "Decodable", "Swift.Codable", "Swift.Decodable"].contains($0.name)
      }
      && !declared.contains { $0.selectorLabels == "(from:)" }
  }

  /// `required init(from:)` as the compiler synthesizes it.
  private static let decoderInitializer: [Initializer] = SourceParser.parse(
    "class Decoded { required init(from decoder: any Swift.Decoder) throws {} }", path: "<synthesized>"
  ).types.flatMap(\.members.flattenedMembers).compactMap { member in
    guard case .initializer(let initializer) = member else { return nil }
    return initializer
  }

  /// A class that declares no initializer is created by `mock(T.self)` itself, as in Mockingbird.
  var usesImplicitInitializer: Bool { type.kind == .classType && declared.isEmpty }

  /// Whether a protocol mock is made through its superclass's initializers, as a class mock is.
  var offersSuperclassInitializers: Bool { type.kind == .protocolType && !type.superclassInitializers.isEmpty }

  /// Whether a protocol mock made with its superclass's `init()` can also be made through an
  /// `InitializerProxy`, as Mockingbird's `mock(P.self).initialize()`.
  var offersPlainProxy: Bool {
    type.kind == .protocolType && type.superclass != nil && type.superclassInitializers.isEmpty
      && scope.offersPlainInitializerProxy
  }

  func render(into writer: inout CodeWriter) {
    if offersPlainProxy { return renderPlainProxy(into: &writer) }
    guard type.kind == .classType || offersSuperclassInitializers else { return }
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

  /// An `InitializerProxy` whose one `initialize()` makes the mock as `mock(_:)` does.
  private func renderPlainProxy(into writer: inout CodeWriter) {
    writer.blankLine()
    writer.line("/// Creates the mock with the superclass's `init()`: `mock(\(type.name).self).initialize()`.")
    writer.block(DeclarationHeader(access: scope.accessPrefix, keyword: "struct", name: "InitializerProxy").text) {
      writer in
      writer.line("let context: Lyrebird.MockingContext")
      writer.blankLine()
      for attribute in type.attributes.of(.globalActor) { writer.line(attribute.text) }
      let header = DeclarationHeader(
        access: scope.accessPrefix, keyword: "func", name: "initialize", parameters: "", returnType: scope.mockType)
      writer.block(header.text) { writer in writer.line("\(scope.mockType)(__lyrebirdContext: context)") }
      for case .initializer(let initializer) in type.members.flattenedMembers {
        writer.blankLine()
        InitializerRenderer(initializer: initializer, scope: scope).proxyMethod(into: &writer, isRequirement: true)
      }
    }
  }
}
