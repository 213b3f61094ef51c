import InlineSnapshotTesting
import LyrebirdSyntax
import SwiftParser
import Testing

/// What the Cuckoo dialect adds after the shared mock class of the types `source` declares.
///
/// That is the `LyrebirdCuckoo.Mock` extension and the stub (its class only by its header line),
/// with a protocol's stub initializer. The whole text is parsed back as valid Swift.
private func renderCuckooAdditions(_ source: String) -> String {
  let parsed = SourceParser.parse(source, path: "Fixture.swift")
  #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  let text = parsed.types.map { MockFileRenderer.renderType(PreparedMock($0), dialect: .cuckoo) }.joined(
    separator: "\n\n")
  #expect(!Parser.parse(source: text).hasError, "the rendered mock is not valid Swift:\n\(text)")
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let start = lines.firstIndex { $0.hasPrefix("extension Mock") } ?? lines.endIndex
  let stubClass = lines.firstIndex { $0.hasPrefix("final class ") && $0.contains("Stub") }
  let stubExtension = lines.firstIndex { $0.hasPrefix("extension ") && $0.contains("Stub") }
  // The stub's class is the shared mock again under another name: its header line stands for it.
  var kept = Array(lines[start..<(stubClass ?? lines.endIndex)])
  if let stubClass { kept += [lines[stubClass], "  …", "}"] }
  if let stubExtension { kept += [""] + lines[stubExtension...] }
  return kept.joined(separator: "\n")
}

/// Exact text of what the Cuckoo dialect adds to the shared mock: proxies, initializer and stub.
@Suite struct CuckooSnapshotTests {
  @Test func theMockIsNamedAsCuckooNamesIt() {
    let parsed = SourceParser.parse("protocol Greeter { func greet() }", path: "Fixture.swift")
    let text = parsed.types.map { MockFileRenderer.renderType(PreparedMock($0), dialect: .cuckoo) }.joined()
    #expect(text.hasPrefix("final class MockGreeter: Greeter, Lyrebird.MockObject {\n"))
    #expect(!text.contains("func mock("))
  }

  @Test func aPrunedMockKeepsItsProxies() throws {
    let type = try #require(SourceParser.parse("protocol Greeter { func greet() }", path: "Fixture.swift").types.first)
    let pruned = MockFileRenderer.renderType(PreparedMock(type), dialect: .cuckoo, includesHandles: false)
    let full = MockFileRenderer.renderType(PreparedMock(type), dialect: .cuckoo)
    #expect(!pruned.contains("__Handle") && full.contains("__Handle"))
    let prunedProxies = try #require(pruned.range(of: "extension MockGreeter"))
    let fullProxies = try #require(full.range(of: "extension MockGreeter"))
    #expect(pruned[prunedProxies.lowerBound...] == full[fullProxies.lowerBound...])
  }

  @Test func aProtocolGetsProxiesAnInitializerAndAStub() {
    assertInlineSnapshot(
      of: renderCuckooAdditions(
        """
        protocol Greeter {
          var count: Int { get set }
          var name: String { get }
          func greet(_ message: String)
          func greet(name: String, times: Int) -> String
          func validate(_ text: String) throws -> Bool
          func load(id: Int) async -> String?
          func decode<T: Decodable>(from data: String) -> T?
        }
        """), as: .lines
    ) {
      """
      extension MockGreeter: LyrebirdCuckoo.Mock {
        /// Creates the mock; calls nobody stubbed are reported at this line.
        convenience init(
          fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,
          line: Swift.UInt = #line, column: Swift.UInt = #column
        ) {
          let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          self.init(
            __lyrebirdContext: LyrebirdCuckoo.MockManager.context(
              mockName: "MockGreeter", location: location))
        }

        struct __LyrebirdStubbingProxy {
          let __lyrebirdMock: any Lyrebird.MockObject

          var count: LyrebirdCuckoo.StubProperty<Int> { LyrebirdCuckoo.StubProperty(__lyrebirdMock, "count") }

          var name: LyrebirdCuckoo.StubReadOnlyProperty<String> { LyrebirdCuckoo.StubReadOnlyProperty(__lyrebirdMock, "name") }

          func greet<__M1: LyrebirdCuckoo.Matchable>(_ message: __M1) -> LyrebirdCuckoo.StubFunction<(String) -> Swift.Void, Swift.Void, Lyrebird.FunctionDeclaration>
          where __M1.MatchedType == String {
            LyrebirdCuckoo.StubFunction(
              __lyrebirdMock, .method("greet(_:)"), [LyrebirdCuckoo.matcher(for: message)],
              adapt: { (__then: @escaping (String) -> Swift.Void) -> (String) -> Swift.Void in { __then($0) } })
          }

          func greet<__M1: LyrebirdCuckoo.Matchable, __M2: LyrebirdCuckoo.Matchable>(name: __M1, times: __M2) -> LyrebirdCuckoo.StubFunction<((String, Int)) -> String, String, Lyrebird.FunctionDeclaration>
          where __M1.MatchedType == String, __M2.MatchedType == Int {
            LyrebirdCuckoo.StubFunction(
              __lyrebirdMock, .method("greet(name:times:)"), [LyrebirdCuckoo.matcher(for: name), LyrebirdCuckoo.matcher(for: times)],
              adapt: { (__then: @escaping ((String, Int)) -> String) -> (String, Int) -> String in { __then(($0, $1)) } })
          }

          func validate<__M1: LyrebirdCuckoo.Matchable>(_ text: __M1) -> LyrebirdCuckoo.StubFunction<(String) throws -> Bool, Bool, Lyrebird.ThrowingFunctionDeclaration>
          where __M1.MatchedType == String {
            LyrebirdCuckoo.StubFunction(
              __lyrebirdMock, .method("validate(_:)"), [LyrebirdCuckoo.matcher(for: text)],
              adapt: { (__then: @escaping (String) throws -> Bool) -> (String) throws -> Bool in { try __then($0) } })
          }

          func load<__M1: LyrebirdCuckoo.Matchable>(id: __M1) -> LyrebirdCuckoo.StubFunction<(Int) async -> String?, String?, Lyrebird.FunctionDeclaration>
          where __M1.MatchedType == Int {
            LyrebirdCuckoo.StubFunction(
              __lyrebirdMock, .method("load(id:)"), [LyrebirdCuckoo.matcher(for: id)],
              adapt: { (__then: @escaping (Int) async -> String?) -> (Int) async -> String? in { await __then($0) } })
          }

          func decode<T: Decodable, __M1: LyrebirdCuckoo.Matchable>(from data: __M1) -> LyrebirdCuckoo.StubFunction<(String) -> T?, T?, Lyrebird.FunctionDeclaration>
          where __M1.MatchedType == String {
            LyrebirdCuckoo.StubFunction(
              __lyrebirdMock, .method("decode(from:)"), [LyrebirdCuckoo.matcher(for: data)],
              adapt: { (__then: @escaping (String) -> T?) -> (String) -> T? in { __then($0) } })
          }
        }

        struct __LyrebirdVerificationProxy {
          let __lyrebirdSite: LyrebirdCuckoo.VerificationSite

          var count: LyrebirdCuckoo.VerifyProperty<Int> { LyrebirdCuckoo.VerifyProperty(__lyrebirdSite, "count") }

          var name: LyrebirdCuckoo.VerifyReadOnlyProperty<String> { LyrebirdCuckoo.VerifyReadOnlyProperty(__lyrebirdSite, "name") }

          @discardableResult
          func greet<__M1: LyrebirdCuckoo.Matchable>(_ message: __M1) -> LyrebirdCuckoo.VerifiedCall<(String), Swift.Void>
          where __M1.MatchedType == String {
            __lyrebirdSite.verify(.method("greet(_:)"), [LyrebirdCuckoo.matcher(for: message)])
          }

          @discardableResult
          func greet<__M1: LyrebirdCuckoo.Matchable, __M2: LyrebirdCuckoo.Matchable>(name: __M1, times: __M2) -> LyrebirdCuckoo.VerifiedCall<(String, Int), String>
          where __M1.MatchedType == String, __M2.MatchedType == Int {
            __lyrebirdSite.verify(.method("greet(name:times:)"), [LyrebirdCuckoo.matcher(for: name), LyrebirdCuckoo.matcher(for: times)])
          }

          @discardableResult
          func validate<__M1: LyrebirdCuckoo.Matchable>(_ text: __M1) -> LyrebirdCuckoo.VerifiedCall<(String), Bool>
          where __M1.MatchedType == String {
            __lyrebirdSite.verify(.method("validate(_:)"), [LyrebirdCuckoo.matcher(for: text)])
          }

          @discardableResult
          func load<__M1: LyrebirdCuckoo.Matchable>(id: __M1) -> LyrebirdCuckoo.VerifiedCall<(Int), String?>
          where __M1.MatchedType == Int {
            __lyrebirdSite.verify(.method("load(id:)"), [LyrebirdCuckoo.matcher(for: id)])
          }

          @discardableResult
          func decode<T: Decodable, __M1: LyrebirdCuckoo.Matchable>(from data: __M1) -> LyrebirdCuckoo.VerifiedCall<(String), T?>
          where __M1.MatchedType == String {
            __lyrebirdSite.verify(.method("decode(from:)"), [LyrebirdCuckoo.matcher(for: data)])
          }
        }

        static func __lyrebirdStubbingProxy(for mock: any Lyrebird.MockObject) -> __LyrebirdStubbingProxy {
          __LyrebirdStubbingProxy(__lyrebirdMock: mock)
        }

        func __lyrebirdVerificationProxy(_ site: LyrebirdCuckoo.VerificationSite) -> __LyrebirdVerificationProxy {
          __LyrebirdVerificationProxy(__lyrebirdSite: site)
        }
      }

      final class GreeterStub: Greeter, Lyrebird.MockObject {
        …
      }

      extension GreeterStub {
        /// Creates the stub: members do nothing and return `DefaultValueRegistry` values.
        convenience init() {
          self.init(__lyrebirdContext: LyrebirdCuckoo.DefaultValueRegistry.stubContext(mockName: "GreeterStub"))
        }
      }
      """
    }
  }

  @Test func optionalsTakeMatchersOfTheWrappedType() {
    let text = renderCuckooAdditions(
      """
      protocol Directory {
        var nickname: String? { get set }
        var title: String? { get }
        func find(name: String?, tags: Int?...)
      }
      """)
    let proxies = text.split(separator: "\n").filter { line in
      ["nickname", "title", "find", "MatchedType"].contains { line.contains($0) }
    }
    assertInlineSnapshot(of: proxies.joined(separator: "\n"), as: .lines) {
      """
          var nickname: LyrebirdCuckoo.StubOptionalProperty<String> { LyrebirdCuckoo.StubOptionalProperty(__lyrebirdMock, "nickname") }
          var title: LyrebirdCuckoo.StubReadOnlyProperty<String?> { LyrebirdCuckoo.StubReadOnlyProperty(__lyrebirdMock, "title") }
          func find<__M1: LyrebirdCuckoo.OptionalMatchable, __M2: LyrebirdCuckoo.Matchable>(name: __M1, tags: __M2) -> LyrebirdCuckoo.StubFunction<((String?, [Int?])) -> Swift.Void, Swift.Void, Lyrebird.FunctionDeclaration>
          where __M1.OptionalMatchedType == String, __M2.MatchedType == [Int?] {
              __lyrebirdMock, .method("find(name:tags:)"), [LyrebirdCuckoo.matcher(forOptional: name), LyrebirdCuckoo.matcher(for: tags)],
          var nickname: LyrebirdCuckoo.VerifyOptionalProperty<String> { LyrebirdCuckoo.VerifyOptionalProperty(__lyrebirdSite, "nickname") }
          var title: LyrebirdCuckoo.VerifyReadOnlyProperty<String?> { LyrebirdCuckoo.VerifyReadOnlyProperty(__lyrebirdSite, "title") }
          func find<__M1: LyrebirdCuckoo.OptionalMatchable, __M2: LyrebirdCuckoo.Matchable>(name: __M1, tags: __M2) -> LyrebirdCuckoo.VerifiedCall<(String?, [Int?]), Swift.Void>
          where __M1.OptionalMatchedType == String, __M2.MatchedType == [Int?] {
            __lyrebirdSite.verify(.method("find(name:tags:)"), [LyrebirdCuckoo.matcher(forOptional: name), LyrebirdCuckoo.matcher(for: tags)])
      """
    }
  }

  @Test func aClassMockGetsProxiesAndAStub() {
    assertInlineSnapshot(
      of: renderCuckooAdditions(
        """
        class Greeter {
          init(prefix: String) {}
          func greet(name: String) -> String { name }
        }
        """), as: .lines
    ) {
      """
      extension MockGreeter: LyrebirdCuckoo.Mock {
        struct __LyrebirdStubbingProxy {
          let __lyrebirdMock: any Lyrebird.MockObject

          func greet<__M1: LyrebirdCuckoo.Matchable>(name: __M1) -> LyrebirdCuckoo.StubFunction<(String) -> String, String, Lyrebird.FunctionDeclaration>
          where __M1.MatchedType == String {
            LyrebirdCuckoo.StubFunction(
              __lyrebirdMock, .method("greet(name:)"), [LyrebirdCuckoo.matcher(for: name)],
              adapt: { (__then: @escaping (String) -> String) -> (String) -> String in { __then($0) } })
          }
        }

        struct __LyrebirdVerificationProxy {
          let __lyrebirdSite: LyrebirdCuckoo.VerificationSite

          @discardableResult
          func greet<__M1: LyrebirdCuckoo.Matchable>(name: __M1) -> LyrebirdCuckoo.VerifiedCall<(String), String>
          where __M1.MatchedType == String {
            __lyrebirdSite.verify(.method("greet(name:)"), [LyrebirdCuckoo.matcher(for: name)])
          }
        }

        static func __lyrebirdStubbingProxy(for mock: any Lyrebird.MockObject) -> __LyrebirdStubbingProxy {
          __LyrebirdStubbingProxy(__lyrebirdMock: mock)
        }

        func __lyrebirdVerificationProxy(_ site: LyrebirdCuckoo.VerificationSite) -> __LyrebirdVerificationProxy {
          __LyrebirdVerificationProxy(__lyrebirdSite: site)
        }
      }

      final class GreeterStub: Greeter, Lyrebird.MockObject, @unchecked Swift.Sendable {
        …
      }
      """
    }
  }

  @Test func conditionalMembersKeepTheirConditionsInTheProxies() {
    assertInlineSnapshot(
      of: renderCuckooAdditions(
        """
        protocol Store {
          associatedtype Item
        #if DEBUG
          func dump() -> [Item]
        #endif
        }
        """), as: .lines
    ) {
      """
      extension MockStore: LyrebirdCuckoo.Mock {
        /// Creates the mock; calls nobody stubbed are reported at this line.
        convenience init(
          fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,
          line: Swift.UInt = #line, column: Swift.UInt = #column
        ) {
          let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          self.init(
            __lyrebirdContext: LyrebirdCuckoo.MockManager.context(
              mockName: "MockStore", location: location))
        }

        struct __LyrebirdStubbingProxy {
          let __lyrebirdMock: any Lyrebird.MockObject

          #if DEBUG

          func dump() -> LyrebirdCuckoo.StubFunction<(()) -> [Item], [Item], Lyrebird.FunctionDeclaration> {
            LyrebirdCuckoo.StubFunction(
              __lyrebirdMock, .method("dump()"), [],
              adapt: { (__then: @escaping (()) -> [Item]) -> () -> [Item] in { __then(()) } })
          }
          #endif
        }

        struct __LyrebirdVerificationProxy {
          let __lyrebirdSite: LyrebirdCuckoo.VerificationSite

          #if DEBUG

          @discardableResult
          func dump() -> LyrebirdCuckoo.VerifiedCall<(), [Item]> {
            __lyrebirdSite.verify(.method("dump()"), [])
          }
          #endif
        }

        static func __lyrebirdStubbingProxy(for mock: any Lyrebird.MockObject) -> __LyrebirdStubbingProxy {
          __LyrebirdStubbingProxy(__lyrebirdMock: mock)
        }

        func __lyrebirdVerificationProxy(_ site: LyrebirdCuckoo.VerificationSite) -> __LyrebirdVerificationProxy {
          __LyrebirdVerificationProxy(__lyrebirdSite: site)
        }
      }

      extension MockStore {
        /// Sends every call without a stub to `original`, whose associated types are the mock's.
        func enableDefaultImplementation<__Implementation: Store>(_ original: __Implementation)
        where __Implementation.Item == Item {
          forwardCalls(to: DefaultImplCaller(original))
        }

        /// Like `enableDefaultImplementation(_:)`, reading and changing the variable `original` points to,
        /// as Cuckoo does: the variable must outlive the mock's calls.
        func enableDefaultImplementation<__Implementation: Store>(mutating original: Swift.UnsafeMutablePointer<__Implementation>)
        where __Implementation.Item == Item {
          forwardCalls(to: DefaultImplCaller(pointee: original))
        }

        /// The mock's forwarding target: closures that call the implementation with the mock's types.
        fileprivate final class DefaultImplCaller {
          private let __lyrebirdRelease: () -> Swift.Void
          #if DEBUG

          private let __lyrebird0: () -> [Item]
          func dump() -> [Item] { __lyrebird0() }
          #endif

          convenience init<__Implementation: Store>(_ original: __Implementation)
          where __Implementation.Item == Item {
            let storage = Swift.UnsafeMutablePointer<__Implementation>.allocate(capacity: 1)
            storage.initialize(to: original)
            self.init(pointee: storage) {
              storage.deinitialize(count: 1)
              storage.deallocate()
            }
          }

          init<__Implementation: Store>(pointee __lyrebirdOriginal: Swift.UnsafeMutablePointer<__Implementation>, release: @escaping () -> Swift.Void = {})
          where __Implementation.Item == Item {
            __lyrebirdRelease = release
            #if DEBUG
            __lyrebird0 = { () -> [Item] in __lyrebirdOriginal.pointee.dump() }
            #endif
          }

          deinit { __lyrebirdRelease() }
        }
      }

      final class StoreStub<Item>: Store, Lyrebird.MockObject {
        …
      }

      extension StoreStub {
        /// Creates the stub: members do nothing and return `DefaultValueRegistry` values.
        convenience init() {
          self.init(__lyrebirdContext: LyrebirdCuckoo.DefaultValueRegistry.stubContext(mockName: "StoreStub"))
        }
      }
      """
    }
  }
}
