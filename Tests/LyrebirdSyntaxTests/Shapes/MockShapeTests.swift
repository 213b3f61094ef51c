import InlineSnapshotTesting
import LyrebirdSyntax
import Testing

/// Each dialect names one shape, and each shape writes its framework's mock of the same prepared
/// type, stated here whole.
@Suite struct MockShapeTests {
  private static let mock = PreparedMock(
    SourceParser.parse("protocol Feeder {\n  func fill(grams: Int) -> Bool\n}\n", path: "Feeder.swift").types[0])

  @Test func eachDialectRendersWithItsShape() {
    #expect(MockDialect.mockingbird.shape().render(Self.mock) == MockingbirdShape().render(Self.mock))
    #expect(MockDialect.cuckoo.shape().render(Self.mock) == CuckooShape().render(Self.mock))
    #expect(MockingbirdShape().render(Self.mock) != CuckooShape().render(Self.mock))
  }

  @Test func lyrebirdsShapeAddsTheMockFunctionAfterTheSplitShapesClass() throws {
    let whole = MockingbirdShape().render(Self.mock)
    let split = MockingbirdShape(includesMockFunction: false).render(Self.mock)
    try #require(whole.hasPrefix(split))
    assertInlineSnapshot(of: String(whole.dropFirst(split.count)), as: .lines) {
      """

      func mock(
        _ type: (any Feeder).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> FeederMock {
        FeederMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "FeederMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }

      """
    }
  }

  @Test func aSplitShapeLeavesTheMockFunctionToItsOwnFile() {
    assertInlineSnapshot(of: MockingbirdShape(includesMockFunction: false).render(Self.mock), as: .lines) {
      """
      final class FeederMock: Feeder, Lyrebird.MockObject {
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        func fill(grams: Int) -> Bool {
          __lyrebirdContext.call(
            .method("fill(grams:)"), with: grams,
            forwarding: { (__target: any Feeder) in __target.fill(grams: grams) })
        }

        func fill<__Handle>(grams: @autoclosure () -> Int)
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Int) -> Bool, Bool> {
          Lyrebird.handle1(self, .method("fill(grams:)"), grams)
        }
        var _fill: Lyrebird.CallRecords<Int, Bool> { .init(mock: self, member: .method("fill(grams:)")) }
      }

      """
    }
  }

  @Test func cuckoosShapeWritesItsStubAndVerificationTypes() {
    assertInlineSnapshot(of: CuckooShape().render(Self.mock), as: .lines) {
      """
      final class MockFeeder: Feeder, Lyrebird.MockObject {
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        func fill(grams: Int) -> Bool {
          __lyrebirdContext.call(
            .method("fill(grams:)"), with: grams,
            forwarding: { (__target: any Feeder) in __target.fill(grams: grams) })
        }

        func fill<__Handle>(grams: @autoclosure () -> Int)
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Int) -> Bool, Bool> {
          Lyrebird.handle1(self, .method("fill(grams:)"), grams)
        }
        var _fill: Lyrebird.CallRecords<Int, Bool> { .init(mock: self, member: .method("fill(grams:)")) }
      }

      extension MockFeeder: LyrebirdCuckoo.Mock {
        /// Creates the mock; calls nobody stubbed are reported at this line.
        convenience init(
          fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,
          line: Swift.UInt = #line, column: Swift.UInt = #column
        ) {
          let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          self.init(
            __lyrebirdContext: LyrebirdCuckoo.MockManager.context(
              mockName: "MockFeeder", location: location))
        }

        struct __LyrebirdStubbingProxy {
          let __lyrebirdMock: any Lyrebird.MockObject

          func fill<__M1: LyrebirdCuckoo.Matchable>(grams: __M1) -> LyrebirdCuckoo.StubFunction<(Int) -> Bool, Bool, Lyrebird.FunctionDeclaration>
          where __M1.MatchedType == Int {
            LyrebirdCuckoo.StubFunction(
              __lyrebirdMock, .method("fill(grams:)"), [LyrebirdCuckoo.matcher(for: grams)],
              adapt: { (__then: @escaping (Int) -> Bool) -> (Int) -> Bool in { __then($0) } })
          }
        }

        struct __LyrebirdVerificationProxy {
          let __lyrebirdSite: LyrebirdCuckoo.VerificationSite

          @discardableResult
          func fill<__M1: LyrebirdCuckoo.Matchable>(grams: __M1) -> LyrebirdCuckoo.VerifiedCall<(Int), Bool>
          where __M1.MatchedType == Int {
            __lyrebirdSite.verify(.method("fill(grams:)"), [LyrebirdCuckoo.matcher(for: grams)])
          }
        }

        static func __lyrebirdStubbingProxy(for mock: any Lyrebird.MockObject) -> __LyrebirdStubbingProxy {
          __LyrebirdStubbingProxy(__lyrebirdMock: mock)
        }

        func __lyrebirdVerificationProxy(_ site: LyrebirdCuckoo.VerificationSite) -> __LyrebirdVerificationProxy {
          __LyrebirdVerificationProxy(__lyrebirdSite: site)
        }
      }

      final class FeederStub: Feeder, Lyrebird.MockObject {
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        func fill(grams: Int) -> Bool {
          __lyrebirdContext.call(
            .method("fill(grams:)"), with: grams,
            forwarding: { (__target: any Feeder) in __target.fill(grams: grams) })
        }
      }

      extension FeederStub {
        /// Creates the stub: members do nothing and return `DefaultValueRegistry` values.
        convenience init() {
          self.init(__lyrebirdContext: LyrebirdCuckoo.DefaultValueRegistry.stubContext(mockName: "FeederStub"))
        }
      }

      """
    }
  }

  @Test func swiftMockingsShapeWritesItsBackingProperties() {
    assertInlineSnapshot(of: SwiftMockingShape().render(Self.mock), as: .lines) {
      """
      final class FeederMock: Feeder, Lyrebird.MockObject {
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        convenience init(
          fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
        ) {
          let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          self.init(__lyrebirdContext: Lyrebird.MockingContext(mockName: "FeederMock", location: location))
        }

        func fill(grams: Int) -> Bool {
          __lyrebirdContext.call(
            .method("fill(grams:)"), with: grams,
            forwarding: { (__target: any Feeder) in __target.fill(grams: grams) })
        }

        func fill<__Handle>(grams: @autoclosure () -> Int)
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Int) -> Bool, Bool> {
          Lyrebird.handle1(self, .method("fill(grams:)"), grams)
        }
        var _fill: LyrebirdMocked.MockReturningParameterizedMethod<FillImplementation<Int, Bool>> { LyrebirdMocked.MockedParameterizedMethod(mock: self, member: .method("fill(grams:)"), arity: 1, arguments: { Lyrebird.recordedArgument($0, 0, as: (Int).self) }) }
        /// An implementation for `FeederMock._fill`.
        enum FillImplementation<Arguments, ReturnValue>: @unchecked Swift.Sendable, LyrebirdMocked.MockReturningParameterizedMethodImplementation {
          typealias Closure = (Int) -> ReturnValue
          case unimplemented
          case uncheckedInvokes(_ closure: Closure)
          static func invokes(_ closure: @escaping @Sendable (Int) -> ReturnValue) -> Self where Arguments: Swift.Sendable, ReturnValue: Swift.Sendable { .uncheckedInvokes(closure) }
          static func uncheckedReturns(_ value: ReturnValue) -> Self { .uncheckedInvokes { _ in value } }
          static func returns(_ value: ReturnValue) -> Self where ReturnValue: Swift.Sendable { .uncheckedInvokes { _ in value } }
          var _closure: Closure? {
            switch self {
            case .unimplemented: nil
            case .uncheckedInvokes(let closure): closure
            }
          }
        }
      }

      func mock(
        _ type: (any Feeder).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> FeederMock {
        FeederMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "FeederMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }

      """
    }
  }
}
