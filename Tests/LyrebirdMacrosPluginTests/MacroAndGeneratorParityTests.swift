import Foundation
import LyrebirdGenerator
import LyrebirdMacrosPlugin
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// The macro and `lyrebird generate` render the same protocol into mocks with the same members.
@Suite struct MacroAndGeneratorParityTests {
  static let protocolSource = """
    protocol Aviary<Bird> {
      associatedtype Bird: Hashable
      var name: String { get set }
      var count: Int { get async throws }
      subscript(index: Int) -> Bird { get }
      init(name: String)
      static func open() -> Bool
      func add(_ bird: Bird, at perch: inout Int) throws(AviaryError)
      func feed(_ birds: Bird..., with food: @escaping @Sendable () -> String) async
      func find<T: Sequence>(in birds: T) -> Bird? where T.Element == Bird
      mutating func clean()
    }
    """

  @Test func theMacroAndTheCLIProduceTheSameMembers() throws {
    let macroSource = "@Mockable(compilationCondition: .none)\n" + Self.protocolSource
    let expanded = Parser.parse(source: macroSource)
      .expand(
        macros: ["Mockable": MockableMacro.self], contextGenerator: { _ in BasicMacroExpansionContext() },
        indentationWidth: .spaces(2))
    let macroMembers = members(ofClass: "AviaryMock", in: Parser.parse(source: expanded.description))

    let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("parity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("Aviary.swift")
    let output = directory.appendingPathComponent("Mocks.swift")
    try Self.protocolSource.write(to: input, atomically: true, encoding: .utf8)
    let report = try Generator(
      options: GeneratorOptions(
        modules: [GeneratorOptions.Module(name: nil, files: [input.path])], output: .file(output.path))
    ).run()
    #expect(!report.hasErrors)
    let cliMembers = members(
      ofClass: "AviaryMock", in: Parser.parse(source: try String(contentsOf: output, encoding: .utf8)))

    // The macro's mock isn't final (a child protocol's mock may extend it), so its `init`
    // requirements are `required`; every member is otherwise the same.
    #expect(macroMembers.map { $0.replacingOccurrences(of: "required init", with: "init") } == cliMembers)
    #expect(macroMembers.filter { $0.hasPrefix("required ") } == ["required init(name: String)"])
    // Every requirement is there, with its handles and records, in the protocol's order.
    #expect(
      cliMembers.map(heads(of:)) == [
        "let __lyrebirdContext",
        "init",
        "var name",
        "func getName",
        "func setName",
        "var _name",
        "var count",
        "func getCount",
        "var _count",
        "subscript",
        "func getSubscript",
        "init",
        "func initialize",
        "func open",
        "func open",
        "var _open",
        "func add",
        "func add",
        "var _add",
        "func feed",
        "func feed",
        "func feed",
        "var _feed",
        "func find",
        "func find",
        "var _find",
        "func clean",
        "func clean",
        "var _clean",
      ])
  }

  /// A member declaration's keyword and name: `func add`, `var _name`, `subscript`, `init`.
  private func heads(of declaration: String) -> String {
    let words = declaration.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "<" || $0 == ":" })
    guard let keyword = words.firstIndex(where: { ["func", "var", "let", "init", "subscript"].contains($0) }) else {
      return declaration
    }
    let name = ["init", "subscript"].contains(words[keyword]) ? [] : words.dropFirst(keyword + 1).prefix(1)
    return ([words[keyword]] + name).joined(separator: " ")
  }

  /// Each member's declaration without its body (the macro's expansion is re-indented), for example `func add<__Handle…>(…) -> __Handle where …`.
  private func members(ofClass name: String, in file: SourceFileSyntax) -> [String] {
    final class Finder: SyntaxVisitor {
      let name: String
      var members: [String] = []
      init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text == name else { return .skipChildren }
        members = node.memberBlock.members.map { item in
          var decl = item.decl
          if let function = decl.as(FunctionDeclSyntax.self) { decl = DeclSyntax(function.with(\.body, nil)) }
          if let initializer = decl.as(InitializerDeclSyntax.self) { decl = DeclSyntax(initializer.with(\.body, nil)) }
          if let value = decl.as(SubscriptDeclSyntax.self) { decl = DeclSyntax(value.with(\.accessorBlock, nil)) }
          if let variable = decl.as(VariableDeclSyntax.self) {
            decl = DeclSyntax(
              variable.with(
                \.bindings, PatternBindingListSyntax(variable.bindings.map { $0.with(\.accessorBlock, nil) })))
          }
          return decl.trimmedDescription
        }
        return .skipChildren
      }
    }
    let finder = Finder(name: name)
    finder.walk(file)
    return finder.members
  }
}
