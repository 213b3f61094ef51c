import Foundation
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// Types whose mocks would not compile or link are skipped, each with a warning that says why.
@Suite struct MockabilityTests {
  private func run(
    _ source: String, module: String? = "App", minimumAccess: AccessLevel = .internal
  ) throws -> (warnings: [String], mocks: String) {
    try withTemporaryDirectory { directory in
      let file = try directory.write("Types.swift", source)
      let output = directory.url("Mocks.swift")
      let report = try Generator(
        options: GeneratorOptions(
          modules: [GeneratorOptions.Module(name: module, files: [file])], output: .file(output),
          minimumAccess: minimumAccess)
      ).run()
      let warnings = report.diagnostics.map { $0.description.replacingOccurrences(of: file, with: "Types.swift") }
      return (warnings, try String(contentsOfFile: output, encoding: .utf8))
    }
  }

  @Test func classesWithoutACallableInitializerAreSkipped() throws {
    let result = try run(
      """
      open class Implicit { open func ping() {} }
      open class Hidden {
        private init() {}
        open func ping() {}
      }
      open class Fine {
        public init() {}
        open func ping() {}
      }
      """)
    #expect(
      result.warnings == [
        "Types.swift:2:12: warning: 'Hidden' declares no initializer HiddenMock can call (its initializers are private), so HiddenMock is not generated"
      ])
    #expect(result.mocks.contains("class FineMock"))
    // Under `@testable import` the implicit `init()` can be called, as Mockingbird's mocks do.
    #expect(result.mocks.contains("class ImplicitMock"))
    #expect(!result.mocks.contains("class HiddenMock"))
  }

  @Test func aSameTypeRequirementOnSelfIsSkipped() throws {
    let result = try run(
      """
      public protocol Chain: Sequence where Element == Self {
        func link() -> Int
      }
      public protocol Link {
        func next() -> Int
      }
      """)
    #expect(
      result.warnings == [
        "Types.swift:1:17: warning: 'Chain' requires 'Element == Self', which a mock class can't state, so ChainMock is not generated"
      ])
    #expect(!result.mocks.contains("ChainMock"))
    #expect(result.mocks.contains("class LinkMock"))
  }

  @Test func anImplicitInitializerNeedsTestableImport() throws {
    let result = try run(
      "open class Implicit { open func ping() {} }", module: "App", minimumAccess: .public)
    #expect(
      result.warnings == [
        "Types.swift:1:12: warning: 'Implicit' declares no initializer ImplicitMock can call (an implicit one is internal), so ImplicitMock is not generated"
      ])
  }

  @Test func anImplicitInitializerIsFineInTheSameModule() throws {
    let result = try run("open class Implicit { open func ping() {} }", module: nil)
    #expect(result.warnings.isEmpty)
    #expect(result.mocks.contains("class ImplicitMock"))
  }

  @Test func unavailableSendableSkipsTheClass() throws {
    let result = try run(
      """
      open class Loner {
        public init() {}
      }
      @available(*, unavailable)
      extension Loner: Sendable {}
      """)
    #expect(
      result.warnings == [
        "Types.swift:1:12: warning: 'Loner' makes its Sendable conformance unavailable and every mock is Sendable, so LonerMock is not generated"
      ])
  }

  @Test func classConstrainedProtocolsAreMadeThroughTheClassInitializers() throws {
    let source = """
      open class Base {
        init(name: String) {}
      }
      open class Easy {
        public init(name: String = "") {}
      }
      protocol Hard: Base {}
      protocol Simple: Easy { func go() }
      """
    let result = try run(source)
    #expect(result.warnings == [])
    #expect(result.mocks.contains("final class HardMock: App.Base, App.Hard, Lyrebird.MockObject"))
    #expect(result.mocks.contains("    func initialize(name: String) -> HardMock {"))
    #expect(
      result.mocks.contains(
        "final class SimpleMock: App.Easy, App.Simple, Lyrebird.MockObject, @unchecked Swift.Sendable"))
    // Mocks of public types can't call Base's internal initializer.
    let open = try run(source.replacingOccurrences(of: "protocol", with: "public protocol"), minimumAccess: .public)
    #expect(
      open.warnings.filter { $0.contains("'Hard'") } == [
        "Types.swift:7:17: warning: 'Hard' requires subclassing 'Base', and 'Base' declares no initializer BaseMock can call (its initializers aren't public), so BaseMock is not generated"
      ])
  }

  @Test func anUnknownParentSkipsTheProtocol() throws {
    let result = try run("protocol Robin: Songbird { func hop() }")
    #expect(
      result.warnings == [
        "Types.swift:1:10: warning: 'Robin' inherits 'Songbird', which isn't declared in the inputs, so RobinMock is not generated; pass the file that declares it with --support"
      ])
    #expect(!result.mocks.contains("RobinMock"))
  }

  @Test func aModuleInterfaceTeachesAnotherModulesRequirements() throws {
    try withTemporaryDirectory { directory in
      let file = try directory.write("Local.swift", "protocol Local: Remote {}")
      let interface = try directory.write(
        "Other.swiftinterface",
        "// swift-interface-format-version: 1.0\npublic protocol Remote {\n  func fetch() -> Swift.Int\n}\n")
      let support = try InputResolver.resolve([interface], workingDirectory: directory.path)
      #expect(support == [interface])
      let output = directory.url("Mocks.swift")
      let report = try Generator(
        options: GeneratorOptions(
          modules: [GeneratorOptions.Module(name: "App", files: [file])], supportFiles: support, output: .file(output))
      ).run()
      #expect(report.diagnostics.isEmpty)
      let mocks = try String(contentsOfFile: output, encoding: .utf8)
      #expect(mocks.contains("func fetch() -> Swift.Int {"))
      #expect(!mocks.contains("class RemoteMock"))
    }
  }

  @Test func aModuleWithATypeNamedLikeItselfIsNotQualified() throws {
    let result = try run("struct Member {}\nprotocol Roster { func add(_ member: Member) }", module: "Member")
    #expect(result.warnings.isEmpty)
    #expect(result.mocks.contains("func add(_ member: Member)"))
    #expect(!result.mocks.contains("Member.Member"))
  }

  @Test func referencesToTheModulesTypesAreQualified() throws {
    let result = try run(
      """
      struct Member {}
      enum Outer {
        struct Event {}
        protocol Listener { func handle(_ event: Event, _ member: Member) -> Bool }
      }
      """)
    #expect(result.warnings.isEmpty)
    #expect(
      result.mocks.contains("func handle(_ event: App.Outer.Event, _ member: App.Member) -> Swift.Bool")
        || result.mocks.contains("func handle(_ event: App.Outer.Event, _ member: App.Member) -> Bool"))
  }
}
