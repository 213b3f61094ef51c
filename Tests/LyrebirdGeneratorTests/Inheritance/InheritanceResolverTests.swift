import Foundation
import InlineSnapshotTesting
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// Resolves `name` against `sources` (one string per file) and renders its mock.
private func resolvedMock(_ name: String, _ sources: String...) throws -> String {
  let files = sources.enumerated().map { SourceParser.parse($1, path: "File\($0).swift") }
  let types = files.flatMap(\.types)
  let noncopyable = Set(files.flatMap(\.noncopyableTypes))
  let type = try #require(types.first { $0.name == name })
  let (resolved, diagnostics) = InheritanceResolver(inputs: types, support: []).resolve(type)
  #expect(diagnostics.isEmpty, "\(diagnostics)")
  return MockFileRenderer.renderType(PreparedMock(resolved, noncopyableTypes: noncopyable))
}

/// What resolving the one type `source` declares reports.
private func resolutionDiagnostics(_ source: String, path: String) -> [String] {
  let types = SourceParser.parse(source, path: path).types
  return types.flatMap { InheritanceResolver(inputs: types, support: []).resolve($0).1.map(\.description) }
}

@Suite struct InheritanceResolverTests {
  @Test func parentsAcrossFilesAreMergedOnceAndInOrder() throws {
    let mock = try resolvedMock(
      "Hybrid",
      "protocol Hybrid: Swimmer & Flier { func dive() }",
      "protocol Animal { func eat() }\nprotocol Swimmer: Animal { func swim() }",
      "protocol Flier: Animal { func fly() }")
    let order = ["func dive()", "func swim()", "func fly()", "func eat()"].map { mock.range(of: $0)?.lowerBound }
    #expect(order.allSatisfy { $0 != nil })
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    #expect(mock.components(separatedBy: "func eat() {").count == 2)
  }

  @Test func aClassInheritsItsSuperclassMembersAndInitializers() throws {
    let mock = try resolvedMock(
      "Fern",
      "class Fern: Plant { func unfurl() {} }",
      "class Plant { required init(seeds: Int) {}\n func water() {} }")
    #expect(mock.contains("override func water()"))
    #expect(mock.contains("required init(seeds: Int)"))
    #expect(mock.contains("func initialize(seeds: Int) -> FernMock"))
  }

  @Test func anUnknownParentIsAWarningThatSuggestsSupport() {
    #expect(
      resolutionDiagnostics("protocol Robin: Songbird {}", path: "Robin.swift") == [
        "Robin.swift:1:10: warning: 'Robin' inherits 'Songbird', which isn't declared in the inputs, so RobinMock is not generated; pass the file that declares it with --support"
      ])
  }

  @Test func anIntegerRefinementGetsEveryRequirementWithoutADefaultAndForwardsNothing() throws {
    let mock = try resolvedMock("Abacus", "protocol Abacus: FixedWidthInteger { func tick() -> Int }")
    let declarations = [
      "init?<Source: BinaryInteger>(exactly source: Source) {",
      "init?<Source: BinaryFloatingPoint>(exactly source: Source) {",
      "init<Source: BinaryInteger>(_ source: Source) {",
      "init<Source: BinaryFloatingPoint>(_ source: Source) {",
      "init(_truncatingBits bits: UInt) {",
      "static func + (_ lhs: AbacusMock, _ rhs: AbacusMock) -> AbacusMock {",
      "static func *= (_ lhs: inout AbacusMock, _ rhs: AbacusMock) {",
      "static prefix func ~ (_ x: AbacusMock) -> AbacusMock {",
      "func addingReportingOverflow(_ rhs: AbacusMock) -> (partialValue: AbacusMock, overflow: Bool) {",
      "func multipliedFullWidth(by other: AbacusMock) -> (high: AbacusMock, low: UInt) {",
      "var words: [UInt] {",
      "static var bitWidth: Int {",
      "func tick() -> Int {",
    ]
    let lines = Set(mock.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    #expect(declarations.filter { !lines.contains($0) } == [])
    // An `any Abacus` answers `words` and `magnitude` with erased types.
    #expect(!mock.contains("forwarding:"))
  }

  @Test func anNSObjectProtocolRefinementSubclassesNSObject() {
    let types = SourceParser.parse("protocol Pinging: NSObjectProtocol { func ping() }", path: "P.swift").types
    let (resolved, diagnostics) = InheritanceResolver(inputs: types, support: []).resolve(types[0])
    #expect(diagnostics.isEmpty)
    #expect(resolved.superclass == "Foundation.NSObject")
  }

  @Test func aClassWhoseInitializersTakeArgumentsLendsThemToAProtocolMock() {
    let types = SourceParser.parse(
      "class Plant { init(seeds: Int) {}\n convenience init() { self.init(seeds: 0) } }\nprotocol Sprouting: Plant {}",
      path: "P.swift"
    ).types
    let resolver = InheritanceResolver(inputs: types, support: [])
    let sprouting = resolver.resolve(types[1]).0
    #expect(sprouting.superclass == "Plant")
    #expect(sprouting.superclassInitializers.map(\.selectorLabels) == ["(seeds:)"])
    let easy = SourceParser.parse("class Easy { init(seeds: Int = 1) {} }\nprotocol Simple: Easy {}", path: "E.swift")
    #expect(InheritanceResolver(inputs: easy.types, support: []).resolve(easy.types[1]).0.superclassInitializers == [])
  }

  @Test func aStandardProtocolWithoutAStarterDeclarationIsNamedAsSuch() {
    #expect(
      resolutionDiagnostics("protocol Gauge: BinaryFloatingPoint {}", path: "Gauge.swift") == [
        "Gauge.swift:1:10: warning: 'Gauge' inherits 'BinaryFloatingPoint', a standard-library protocol whose requirements Lyrebird doesn't declare, so GaugeMock is not generated; mock a protocol of the operations your code calls instead"
      ])
  }

  @Test func standardLibraryRefinements() throws {
    assertInlineSnapshot(
      of: try resolvedMock(
        "Token", "protocol Token: Hashable, CustomStringConvertible, Identifiable where ID == Int {}"), as: .lines
    ) {
      """
      final class TokenMock: Token, Lyrebird.MockObject {
        typealias ID = Int
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        func hash(into hasher: inout Swift.Hasher) {
          hasher.combine(Swift.ObjectIdentifier(self))
        }

        var description: Swift.String { "TokenMock" }

        var id: ID {
          get {
            __lyrebirdContext.call(
              .getter("id"),
              forwarding: { (__target: any Token) in __target.id })
          }
        }

        func getId<__Handle>()
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () -> ID, ID> {
          Lyrebird.handle0(self, .getter("id"))
        }
        var _id: Lyrebird.PropertyRecords<ID> { Lyrebird.PropertyRecords(mock: self, property: "id") }

        static func == (lhs: TokenMock, rhs: TokenMock) -> Swift.Bool {
          lhs === rhs
        }
      }

      func mock(
        _ type: (any Token).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> TokenMock {
        TokenMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "TokenMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      """
    }
  }

  @Test func noncopyableParameters() throws {
    assertInlineSnapshot(
      of: try resolvedMock(
        "Gate",
        "struct Ticket: ~Copyable {}\nprotocol Gate {\n  func admit(_ ticket: borrowing Ticket) -> Bool\n  func collect(_ ticket: consuming Ticket)\n}"
      ), as: .lines
    ) {
      """
      final class GateMock: Gate, Lyrebird.MockObject {
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        func admit(_ ticket: borrowing Ticket) -> Bool {
          __lyrebirdContext.call(
            .method("admit(_:)"), arguments: Lyrebird.NoncopyableArgument(),
            apply: { (__body: (borrowing Ticket) -> Bool) in __body(ticket) })
        }

        func admit<__Handle>(_ ticket: @autoclosure () -> Lyrebird.NoncopyableArgument)
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (borrowing Ticket) -> Bool, Bool> {
          Lyrebird.handle1(self, .method("admit(_:)"), ticket)
        }
        var _admit: Lyrebird.CallRecords<Lyrebird.NoncopyableArgument, Bool> { .init(mock: self, member: .method("admit(_:)")) }

        func collect(_ ticket: consuming Ticket) {
          __lyrebirdContext.call(
            .method("collect(_:)"), arguments: Lyrebird.NoncopyableArgument(),
            apply: { (__body: (borrowing Ticket) -> Swift.Void) in __body(ticket) })
        }

        func collect<__Handle>(_ ticket: @autoclosure () -> Lyrebird.NoncopyableArgument)
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (borrowing Ticket) -> Swift.Void, Swift.Void> {
          Lyrebird.handle1(self, .method("collect(_:)"), ticket)
        }
        var _collect: Lyrebird.CallRecords<Lyrebird.NoncopyableArgument, Swift.Void> { .init(mock: self, member: .method("collect(_:)")) }
      }

      func mock(
        _ type: (any Gate).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> GateMock {
        GateMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "GateMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      """
    }
  }
}
