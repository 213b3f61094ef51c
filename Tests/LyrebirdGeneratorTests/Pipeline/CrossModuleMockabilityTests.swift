import Foundation
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// Shapes from Mockingbird's own test host whose mocks didn't compile.
///
/// Another module's classes (given as support sources), initializers no subclass can call, and requirements no mock class
/// can meet. Each is mocked with what can be overridden, or skipped with a warning that says why.
@Suite struct CrossModuleMockabilityTests {
  private func run(_ source: String, support: String) throws -> (warnings: [String], mocks: String) {
    try withTemporaryDirectory { directory in
      let file = try directory.write("Types.swift", source)
      let supportFile = try directory.write("Other.swift", support)
      let output = directory.url("Mocks.swift")
      let report = try Generator(
        options: GeneratorOptions(
          modules: [GeneratorOptions.Module(name: "App", files: [file])], supportFiles: [supportFile],
          output: .file(output))
      ).run()
      let warnings = report.diagnostics.map { $0.description.replacingOccurrences(of: file, with: "Types.swift") }
      return (warnings, try String(contentsOfFile: output, encoding: .utf8))
    }
  }

  @Test func anotherModulesClassOffersOnlyItsOpenMembers() throws {
    let result = try run(
      """
      class Kiosk: Stall {
        init(name: String) { super.init() }
        func ring() -> Int { 1 }
      }
      class Shed: Stall {}
      """,
      support: """
        open class Stall {
          public init() {}
          var ledger = 0
          public var isOpen = true
          open var sign = "open"
          func count() -> Int { 0 }
          public func close() {}
          open func greet() -> String { "hi" }
        }
        """)
    #expect(result.warnings == [])
    let kiosk = try #require(result.mocks.range(of: "class KioskMock").map { result.mocks[$0.lowerBound...] })
    #expect(kiosk.contains("override var sign: Swift.String") || kiosk.contains("override var sign: String"))
    #expect(kiosk.contains("override func greet()") && kiosk.contains("override func ring()"))
    #expect(!kiosk.contains("ledger") && !kiosk.contains("isOpen") && !kiosk.contains("func count()"))
    #expect(!kiosk.contains("func close()"))
  }

  @Test func classesNoMockCanConstructAreSkipped() throws {
    let result = try run(
      """
      class Locked { private init() {} }
      class LockedChild: Locked {}
      class LockedGrandchild: LockedChild {}
      class Booth: Counter {}
      protocol NeedsVault: Vault {}
      protocol NeedsShelf: Shelf {}
      """,
      support: """
        open class Counter { open func tally() {} }
        open class Vault { open var sealed = true }
        public class Shelf { public init() {} }
        """)
    #expect(
      result.warnings == [
        "Types.swift:1:7: warning: 'Locked' declares no initializer LockedMock can call (its initializers are private), so LockedMock is not generated",
        "Types.swift:2:7: warning: 'LockedChild' declares no initializer LockedChildMock can call (its superclass's initializers are private, or another module's and not public), so LockedChildMock is not generated",
        "Types.swift:3:7: warning: 'LockedGrandchild' declares no initializer LockedGrandchildMock can call (its superclass's initializers are private, or another module's and not public), so LockedGrandchildMock is not generated",
        "Types.swift:4:7: warning: 'Booth' declares no initializer BoothMock can call (its superclass's initializers are private, or another module's and not public), so BoothMock is not generated",
        "Types.swift:5:10: warning: 'NeedsVault' requires subclassing 'Vault', whose initializers aren't public in its module, so NeedsVaultMock is not generated",
        "Types.swift:6:10: warning: 'NeedsShelf' requires subclassing 'Shelf', another module's public class, which can't be subclassed there, so NeedsShelfMock is not generated",
      ])
    #expect(!result.mocks.contains("class "))
  }

  @Test func requirementsNoMockClassCanMeetAreSkipped() throws {
    let result = try run(
      """
      protocol Herd {
        associatedtype Pen: Hashable
        func gather<S: Sequence>(_ flock: S) where S.Element == Self
      }
      protocol Sized { var size: Bool { get } }
      protocol Resized: Sized { var size: Int { get } }
      """,
      support: "")
    #expect(
      result.warnings == [
        "Types.swift:1:10: warning: 'Herd' declares 'gather' requiring 'S.Element == Self', which a mock class can't state, so HerdMock is not generated",
        "Types.swift:6:10: warning: 'Resized' inherits 'var size' as both 'Int' and 'Bool', which no type can conform to, so ResizedMock is not generated",
      ])
    #expect(result.mocks.contains("class SizedMock") && !result.mocks.contains("class ResizedMock"))
  }

  /// Mockingbird's support sources declare a stand-in `NSObjectProtocol`: a protocol refining it
  /// is still mocked by a subclass of Foundation's `NSObject`, which implements its requirements.
  @Test func aStandInNSObjectProtocolStillGivesAnNSObjectMock() throws {
    let result = try run(
      "import Foundation\nprotocol Listener: NSObjectProtocol { func hear() }",
      support: "public protocol NSObjectProtocol {}\nopen class NSObject: NSObjectProtocol { public init() {} }")
    #expect(result.warnings == [])
    #expect(result.mocks.contains("class ListenerMock: Foundation.NSObject, App.Listener"))
  }

  /// `Other.Depot` names another module's class whose name the mocked module also declares: the
  /// mock would find the module's own, so it is skipped; so is a refinement of another module's
  /// protocol whose requirements name such a type.
  @Test func namesBothModulesDeclareAreSkipped() throws {
    let result = try run(
      """
      class Depot { func stock() {} }
      typealias Token = Int
      class Annex: Other.Depot {}
      protocol Stamping: Stamper {}
      class Wing: Depot {}
      """,
      support: """
        open class Depot { public init() {}; open func ship() {} }
        public typealias Token = String
        public protocol Stamper { func stamp(_ token: Token) -> Token }
        """)
    #expect(
      result.warnings == [
        "Types.swift:3:7: warning: 'Annex' inherits 'Other.Depot', a name both its module and a support source declare, so AnnexMock is not generated",
        "Types.swift:4:10: warning: 'Stamping' inherits 'Stamper', whose members name 'Token', declared both by its module and by a support source, so StampingMock is not generated",
      ])
    #expect(result.mocks.contains("class WingMock") && result.mocks.contains("class DepotMock"))
  }

  @Test func aTypeNestedInAGenericTypeIsSkipped() throws {
    let result = try run(
      """
      class Rack<Item> {
        class Hook { func hang() {} }
      }
      """,
      support: "")
    #expect(
      result.warnings == [
        "Types.swift:2:9: warning: 'Rack.Hook' is nested in the generic type 'Rack', so RackHookMock is not generated"
      ])
    #expect(result.mocks.contains("class RackMock") && !result.mocks.contains("RackHookMock"))
  }

  /// A subclass that binds a class's generic parameter keeps a method's own of the same name.
  ///
  /// Swift 5 modules may shadow it so (Mockingbird's host does). Defaults name the module's types.
  @Test func aBoundSubclassKeepsAMethodsOwnGenericParameter() throws {
    let result = try run(
      """
      struct Jar {}
      class Cupboard<Value> {
        func first() -> Value? { nil }
        func echo<Value>(_ value: Value) -> Value { value }
        func fill(_ jars: [Jar] = [Jar]()) {}
      }
      class NumberCupboard: Cupboard<Int> {}
      """,
      support: "")
    let mock = try #require(result.mocks.range(of: "class NumberCupboardMock").map { result.mocks[$0.lowerBound...] })
    #expect(mock.contains("override func first() -> Int?"))
    #expect(mock.contains("override func echo<Value>(_ value: Value) -> Value"))
    #expect(mock.contains("override func fill(_ jars: [App.Jar] = [App.Jar]())"))
  }
}
