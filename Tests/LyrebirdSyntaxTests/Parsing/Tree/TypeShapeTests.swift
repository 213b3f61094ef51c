import Testing

@testable import LyrebirdSyntax

/// The parser records what a type is from its syntax, so renderers never take the text apart.
@Suite struct TypeShapeTests {
  @Test(arguments: [
    ("repeat each T", TypeShape(isPackExpansion: true, referencedNames: ["T"])),
    ("some Collection", TypeShape(existentialConstraint: "Collection", referencedNames: ["Collection"])),
    (
      "any (Collection & Sendable)",
      TypeShape(existentialConstraint: "Collection & Sendable", referencedNames: ["Collection", "Sendable"])
    ),
    ("some (P & Q)", TypeShape(existentialConstraint: "P & Q", referencedNames: ["P", "Q"])),
    ("(any P)?", TypeShape(referencedNames: ["P"], optionalWrapped: "(any P)")),
    ("[any P]", TypeShape(referencedNames: ["P"])),
    (
      "@escaping (_ token: String, _ count: Int) -> Bool",
      TypeShape(
        isFunction: true, unlabeledSpelling: "(String, Int) -> Bool", referencedNames: ["String", "Int", "Bool"])
    ),
    ("@escaping @Sendable (Int) -> Void", TypeShape(isFunction: true, referencedNames: ["Int", "Void"])),
    ("(() -> Void)", TypeShape(isFunction: true, referencedNames: ["Void"])),
    (
      "[String: (_ key: String) -> Void]",
      TypeShape(unlabeledSpelling: "[String: (String) -> Void]", referencedNames: ["String", "String", "Void"])
    ),
    (
      "(_ first: Int,\n _ second: Int) -> Int",
      TypeShape(isFunction: true, unlabeledSpelling: "(Int,\n Int) -> Int", referencedNames: ["Int", "Int", "Int"])
    ),
    ("Int", TypeShape(baseName: "Int", referencedNames: ["Int"])),
    ("Array<Int>", TypeShape(baseName: "Array", referencedNames: ["Array", "Int"])),
    ("Foo.Bar<T>", TypeShape(baseName: "Foo.Bar", referencedNames: ["Foo", "T"])),
    ("Int?", TypeShape(referencedNames: ["Int"], optionalWrapped: "Int")),
    ("[Int]!", TypeShape(referencedNames: ["Int"], optionalWrapped: "[Int]")),
    ("@autoclosure () -> Token<Int>", TypeShape(baseName: "Token", referencedNames: ["Token", "Int"])),
  ])
  func parameterTypes(written: String, shape: TypeShape) throws {
    let parameter = try #require(parameters("func f<each T, U>(_ value: \(written))").first)
    #expect(parameter.shape == shape)
  }

  @Test(arguments: [
    ("Int", ["Int"]),
    ("[Key: Self.Value]", ["Key", "Self"]),
    ("Self.Element.Index", ["Self"]),
    ("Swift.Result<T.Success, any Error>", ["Swift", "T", "Error"]),
    ("(inout T, U...) async throws -> Self?", ["T", "U", "Self"]),
    ("(_ element: Element) -> Void", ["Element", "Void"]),
    ("some Sequence<Element>", ["Sequence", "Element"]),
    ("repeat each T", ["T"]),
    ("()", []),
    ("Any", ["Any"]),
    ("[Int: [String?]]", ["Int", "String"]),
    ("[@Sendable (Item) -> Void]", ["Item", "Void"]),
    ("@MainActor () -> Void", ["Void"]),
  ])
  func referencedNames(written: String, names: [String]) throws {
    let parameter = try #require(parameters("func f<each T, U>(_ value: \(written))").first)
    #expect(parameter.shape.referencedNames == names)
  }

  @Test(arguments: [
    ("Int", [TypeAttribute]()),
    ("@escaping () -> Void", [TypeAttribute(.escaping, "@escaping")]),
    (
      "@escaping @Sendable (Int) -> Void",
      [TypeAttribute(.escaping, "@escaping"), TypeAttribute(.sendable, "@Sendable")]
    ),
    ("@Sendable () -> Void", [TypeAttribute(.sendable, "@Sendable")]),
    ("@convention(c) (Int32) -> Int32", [TypeAttribute(.other, "@convention(c)")]),
    ("@MainActor @escaping () -> Void", [TypeAttribute(.other, "@MainActor"), TypeAttribute(.escaping, "@escaping")]),
    ("@autoclosure () -> Int", []),
    ("@autoclosure () throws -> Int", [TypeAttribute(.autoclosure, "@autoclosure")]),
    ("inout @escaping () -> Void", [TypeAttribute(.escaping, "@escaping")]),
  ])
  func typeAttributes(written: String, attributes: [TypeAttribute]) throws {
    let parameter = try #require(parameters("func f(_ value: \(written))").first)
    #expect(parameter.typeAttributes == attributes)
  }

  @Test func propertiesAndConstraintsRecordTheirNames() throws {
    let source = """
      protocol P {
        associatedtype Item: Collection<Self.Key> & Sendable
        var handler: @Sendable (Self) -> Item.Element { get }
        func put<T: Sequence<Item>, U>(_ value: T, _ other: U)
      }
      """
    let type = try #require(SourceParser.parse(source, path: "P.swift").types.first)
    #expect(type.associatedTypes.map(\.constraintNames) == [["Collection", "Self", "Sendable"]])
    let members = type.members.flattenedMembers
    let property = try #require(members.lazy.compactMap { if case .property(let p) = $0 { p } else { nil } }.first)
    #expect(property.shape.referencedNames == ["Self", "Item"])
    let method = try #require(methods(source.split(separator: "\n")[3].description).first)
    #expect(method.genericParameters.map(\.constraintNames) == [["Sequence", "Item"], []])
  }

  @Test func aPackIsPassedOnAsAPack() throws {
    let parameter = try #require(parameters("func count<each Value>(_ values: repeat each Value) -> Int").first)
    #expect(parameter.isPack)
    #expect(parameter.type == "repeat each Value")
  }

  @Test(arguments: [
    ("-> Token<Int>", "Token<Int>", TypeShape(baseName: "Token", referencedNames: ["Token", "Int"])),
    ("-> sending Token<Int>", "Token<Int>", TypeShape(baseName: "Token", referencedNames: ["Token", "Int"])),
    (
      "-> (_ value: Int) -> Void", "(_ value: Int) -> Void",
      TypeShape(isFunction: true, unlabeledSpelling: "(Int) -> Void", referencedNames: ["Int", "Void"])
    ),
  ])
  func resultTypes(written: String, text: String, shape: TypeShape) throws {
    let method = try #require(methods("func f() \(written)").first)
    #expect(method.returnType == text)
    #expect(method.returnShape == shape)
  }

  @Test(arguments: [
    (
      "Self.Element == Int",
      RequirementSpec.sameType("Self.Element", "Int", leftSelfPath: "Element", rightNames: ["Int"])
    ),
    ("Element == Self.Key", .sameType("Element", "Self.Key", rightSelfPath: "Key", rightNames: ["Self"])),
    (
      "Self.Element.Index == Int",
      .sameType("Self.Element.Index", "Int", leftSelfPath: "Element.Index", rightNames: ["Int"])
    ),
    ("Element == [Self.Key]", .sameType("Element", "[Self.Key]", rightNames: ["Self"])),
    ("Element == Int", .sameType("Element", "Int", rightNames: ["Int"])),
    ("Element == [Element]", .sameType("Element", "[Element]", rightNames: ["Element"])),
    (
      "Element == Dictionary<Key, Value>",
      .sameType("Element", "Dictionary<Key, Value>", rightNames: ["Dictionary", "Key", "Value"])
    ),
    ("Self.Element: Hashable", .conformance("Self.Element", "Hashable")),
  ])
  func requirementSides(written: String, requirement: RequirementSpec) throws {
    let source = "protocol P where \(written) {\n  associatedtype Element\n  associatedtype Key\n}\n"
    let type = try #require(SourceParser.parse(source, path: "P.swift").types.first)
    #expect(type.requirements == [requirement])
  }

  @Test(arguments: [
    (
      "Cache<String, [UInt8]>",
      [InheritedType(text: "Cache<String, [UInt8]>", name: "Cache", arguments: ["String", "[UInt8]"])]
    ),
    (
      "Swift.Identifiable<ID>",
      [InheritedType(text: "Swift.Identifiable<ID>", name: "Swift.Identifiable", arguments: ["ID"])]
    ),
    ("Outer.Parent", [InheritedType(named: "Outer.Parent")]),
    ("A & Sendable", [InheritedType(named: "A"), InheritedType(named: "Sendable")]),
    ("AnyObject", [InheritedType(named: "AnyObject")]),
  ])
  func inheritedTypes(written: String, inherited: [InheritedType]) throws {
    let type = try #require(SourceParser.parse("protocol P: \(written) {}", path: "P.swift").types.first)
    #expect(type.inheritedTypes == inherited)
  }

  @Test func compositionAliasesKeepTheirComponentsParts() {
    let parsed = SourceParser.parse("typealias Both = A & Cache<Int>\nprotocol P: Both {}\n", path: "Both.swift")
    #expect(
      parsed.compositions == [
        TypeComposition(
          name: "Both",
          components: [InheritedType(named: "A"), InheritedType(text: "Cache<Int>", name: "Cache", arguments: ["Int"])])
      ])
  }

  @Test func aConditionalAliasIsTheOneTheCompilerTakes() {
    let source = """
      #if compiler(>=99.0)
      typealias Base = Future
      #elseif compiler(>=5.9)
      typealias Base = Current & Sendable
      #else
      typealias Base = Old
      #endif
      #if FLAG
      typealias Flagged = Unknown
      #endif
      """
    // The scanner leaves aliases under `#if` to the collector, which evaluates the conditions.
    #expect(DeclarationScanner.scan(source).needsTree)
    let parsed = SourceParser.parse(source, path: "Base.swift")
    #expect(
      parsed.compositions == [
        TypeComposition(name: "Base", components: [InheritedType(named: "Current"), InheritedType(named: "Sendable")]),
        TypeComposition(name: "Flagged", components: [InheritedType(named: "Unknown")]),
      ])
    #expect(parsed.declaredTypes == ["Base", "Base", "Base", "Flagged"])
  }

  @Test func rewritingTypesRewritesTheirShapes() throws {
    let type = try #require(
      SourceParser.parse(
        "protocol P where Self.Element == T {\n  associatedtype Element\n"
          + "  func f(_ a: some T, _ b: (_ x: T) -> Void) -> T<Int>\n}\n", path: "P.swift"
      ).types.first)
    let renamed = type.mappingTypes { text, _ in TypeText.replacingIdentifier("T", with: "U", in: text) }
    let method = try #require(
      renamed.members.flattenedMembers.first.flatMap { member -> Method? in
        if case .method(let method) = member { method } else { nil }
      })
    #expect(method.parameters.map(\.shape.existentialConstraint) == ["U", nil])
    #expect(method.parameters.map(\.shape.unlabeledSpelling) == [nil, "(U) -> Void"])
    #expect(method.returnShape.baseName == "U")
    #expect(method.parameters.map(\.shape.referencedNames) == [["U"], ["U", "Void"]])
    #expect(method.returnShape.referencedNames == ["U", "Int"])
    // A side the rewrite leaves alone keeps its `Self` path; one it changes loses it.
    #expect(renamed.requirements == [.sameType("Self.Element", "U", leftSelfPath: "Element", rightNames: ["U"])])
    let selfRenamed = type.mappingTypes { text, _ in text == "Self.Element" ? "Element" : text }
    #expect(selfRenamed.requirements == [.sameType("Element", "T", rightNames: ["T"])])
  }

  private func methods(_ declaration: String) -> [Method] {
    let parsed = SourceParser.parse("protocol P {\n  \(declaration)\n}\n", path: "P.swift")
    return parsed.types.flatMap(\.members.flattenedMembers).compactMap { member in
      if case .method(let method) = member { method } else { nil }
    }
  }

  private func parameters(_ declaration: String) -> [Parameter] {
    methods(declaration).flatMap(\.parameters)
  }
}
