import LyrebirdMacrosPlugin
import MacroTesting
import SwiftSyntaxMacros
import Testing

/// Exact expansions of `@MockedMembers` on a mock class written by hand, and of the member macros it
/// adds, which write bodies and accessors with the shared member renderers.
@Suite(
  .macros([
    "MockedMembers": MockedMembersMacro.self, "MockableProperty": MockableMarkerMacro.self,
    "MockableMethod": MockableMarkerMacro.self, "_MockedMethod": MockedMethodMacro.self,
    "_MockedProperty": MockedPropertyMacro.self,
  ])
)
struct MockedMembersExpansionTests {
  /// The macros `expandMembers` expands, as the suite's trait names them for `assertMacro`.
  static let macros: [String: any Macro.Type] = [
    "MockedMembers": MockedMembersMacro.self, "MockableProperty": MockableMarkerMacro.self,
    "MockableMethod": MockableMarkerMacro.self, "_MockedMethod": MockedMethodMacro.self,
    "_MockedProperty": MockedPropertyMacro.self,
  ]

  @Test func theClassBecomesAMockAndKeepsWhatItDeclares() {
    assertMacro {
      """
      @MockedMembers
      final class DependencyMock: Dependency {
        typealias Value = Int
      }
      """
    } expansion: {
      """
      final class DependencyMock: Dependency {
        typealias Value = Int

        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        convenience init(
          fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
        ) {
          let location = Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
          self.init(__lyrebirdContext: Lyrebird.MockingContext(mockName: "DependencyMock", location: location))
        }
      }
      """
    }
  }

  @Test func membersAreFilledIn() {
    #expect(
      expandMembers(
        """
        @MockedMembers
        final class DependencyMock: Dependency {
          @MockableProperty(.readOnly(.throws))
          var value: Int

          @MockableMethod(mockMethodName: "someUniqueName")
          func load(id: Int) async -> String

          static func reset()
        }
        """, macros: Self.macros) == """
          @LyrebirdMocked._MockedProperty
          var value: Int
          @_disfavoredOverload @LyrebirdMocked._MockedMethod
          func load(id: Int) async -> String
          @LyrebirdMocked._MockedMethod

          static func reset()

          static func resetMockedStaticMembers() {
            Lyrebird.reset(Self.self)
          }

          func getValue<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, () throws -> Int, Int> {
            Lyrebird.handle0(self, .getter("value"))
          }

          var _value: LyrebirdMocked.MockedReadOnlyProperty<Lyrebird.ThrowingFunctionDeclaration, Int, () throws -> Int, @Sendable () throws -> Int> {
            LyrebirdMocked.MockedReadOnlyProperty(mock: self, property: "value")
          }

          func load<__Handle>(id: Int)
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Int) async -> String, String> {
            .init(mock: self, member: .method("load(id:)"), arguments: [Lyrebird.evaluatedArgument(id)])
          }

          func load<__Handle>(id: Int, __lyrebirdIsolation: isolated (any _Concurrency.Actor)? = #isolation) async
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Int) async -> String, String> {
            .init(mock: self, member: .method("load(id:)"), arguments: [Lyrebird.evaluatedArgument(id)])
          }

          var _someUniqueName: LyrebirdMocked.MockReturningParameterizedAsyncMethod<SomeUniqueNameImplementation<Int, String>> {
            LyrebirdMocked.MockedParameterizedMethod(mock: self, member: .method("load(id:)"), arity: 1, arguments: {
                Lyrebird.recordedArgument($0, 0, as: (Int).self)
              })
          }

          enum SomeUniqueNameImplementation<Arguments, ReturnValue>: @unchecked Swift.Sendable, LyrebirdMocked.MockReturningParameterizedAsyncMethodImplementation {
            typealias Closure = (Int) async -> ReturnValue
            case unimplemented
            case uncheckedInvokes(_ closure: Closure)
            static func invokes(_ closure: @escaping @Sendable (Int) async -> ReturnValue) -> Self where Arguments: Swift.Sendable, ReturnValue: Swift.Sendable {
              .uncheckedInvokes(closure)
            }
            static func uncheckedReturns(_ value: ReturnValue) -> Self {
              .uncheckedInvokes { _ in
                value
              }
            }
            static func returns(_ value: ReturnValue) -> Self where ReturnValue: Swift.Sendable {
              .uncheckedInvokes { _ in
                value
              }
            }
            var _closure: Closure? {
              switch self {
              case .unimplemented:
                nil
              case .uncheckedInvokes(let closure):
                closure
              }
            }
          }

          static func reset<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> Swift.Void, Swift.Void> {
            Lyrebird.handle0(Lyrebird.StaticMock.shared(for: Self.self), .method("reset()"))
          }

          static var _reset: LyrebirdMocked.MockedMethod<Lyrebird.FunctionDeclaration, Swift.Void, Swift.Void, () -> Swift.Void, @Sendable () -> Swift.Void> {
            LyrebirdMocked.MockedMethod(mock: Lyrebird.StaticMock.shared(for: Self.self), member: .method("reset()"), arity: 0, arguments: { _ in
                ()
              })
          }
          """)
  }

  @Test func aMethodsBodyIsOneCallIntoTheContextUnderTheRuntimesName() {
    assertMacro {
      """
      final class DependencyMock: Dependency {
        @_MockedMethod(member: "load(id:) -> Swift.String")
        func load(id: Int) async throws -> String
      }
      """
    } expansion: {
      """
      final class DependencyMock: Dependency {
        func load(id: Int) async throws -> String {
          try await __lyrebirdContext.callAsyncThrowing(
            .method("load(id:) -> Swift.String"), arguments: id,
            apply: { (__body: (Int) async throws -> String) in
              try await __body(id)
            })
        }
      }
      """
    }
  }

  @Test func aMarkedPropertyGetsAccessorsWithItsGetterEffects() {
    assertMacro {
      """
      actor DependencyMock: Dependency {
        @_MockedProperty
        @MockableProperty(.readOnly(.async))
        static var value: Int

        @_MockedProperty
        @MockableProperty(.readWrite)
        var name: String
      }
      """
    } expansion: {
      """
      actor DependencyMock: Dependency {
        static var value: Int {
          get async {
            await Lyrebird.StaticMock.shared(for: Self.self).__lyrebirdContext.callAsync(
              .getter("value"),
              apply: { (__body: () async -> Int) in
                await __body()
              })
          }
        }
        var name: String {
          get {
            __lyrebirdContext.call(
              .getter("name"),
              apply: { (__body: () -> String) in
                __body()
              })
          }
          set {
            __lyrebirdContext.call(
              .setter("name"), arguments: newValue,
              apply: { (__body: (String) -> Swift.Void) in
                __body(newValue)
              })
          }
        }
      }
      """
    }
  }

  @Test func membersInAnIfBlockGetTheirCompanionsInTheSameBranch() {
    #expect(
      expandMembers(
        """
        @MockedMembers
        final class ToolboxMock: Toolbox {
          #if os(Linux)
          func saw() -> Int
          #else
          @MockableProperty(.readOnly)
          var size: Int
          #endif
        }
        """, macros: Self.macros) == """
          #if os(Linux)
          func saw() -> Int
          #else
          var size: Int
          #endif

          #if os(Linux)

          func saw<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> Int, Int> {
            Lyrebird.handle0(self, .method("saw()"))
          }
          var _saw: LyrebirdMocked.MockedMethod<Lyrebird.FunctionDeclaration, Swift.Void, Int, () -> Int, @Sendable () -> Int> {
            LyrebirdMocked.MockedMethod(mock: self, member: .method("saw()"), arity: 0, arguments: { _ in
                ()
              })
          }
          #else

          func getSize<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () -> Int, Int> {
            Lyrebird.handle0(self, .getter("size"))
          }
          var _size: LyrebirdMocked.MockedReadOnlyProperty<Lyrebird.FunctionDeclaration, Int, () -> Int, @Sendable () -> Int> {
            LyrebirdMocked.MockedReadOnlyProperty(mock: self, property: "size")
          }
          #endif
          """)
  }

  @Test func aGenericMethodsBackingPropertyTakesAndReturnsAny() {
    #expect(
      expandMembers(
        """
        @MockedMembers
        final class ParserMock: Parser {
          func parse<Output>(_ text: String) -> Output
        }
        """, macros: Self.macros) == """
          @LyrebirdMocked._MockedMethod
          func parse<Output>(_ text: String) -> Output

          func parse<Output, __Handle>(_ text: @autoclosure () -> String)
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (String) -> Any, Output> {
            Lyrebird.handle1(self, .method("parse(_:)"), text)
          }

          var _parse: LyrebirdMocked.MockReturningParameterizedMethod<ParseImplementation<String, Any>> {
            LyrebirdMocked.MockedParameterizedMethod(mock: self, member: .method("parse(_:)"), arity: 1, arguments: {
                Lyrebird.recordedArgument($0, 0, as: (String).self)
              })
          }

          enum ParseImplementation<Arguments, ReturnValue>: @unchecked Swift.Sendable, LyrebirdMocked.MockReturningParameterizedMethodImplementation {
            typealias Closure = (String) -> ReturnValue
            case unimplemented
            case uncheckedInvokes(_ closure: Closure)
            static func invokes(_ closure: @escaping @Sendable (String) -> ReturnValue) -> Self where Arguments: Swift.Sendable, ReturnValue: Swift.Sendable {
              .uncheckedInvokes(closure)
            }
            static func uncheckedReturns(_ value: ReturnValue) -> Self {
              .uncheckedInvokes { _ in
                value
              }
            }
            static func returns(_ value: ReturnValue) -> Self where ReturnValue: Swift.Sendable {
              .uncheckedInvokes { _ in
                value
              }
            }
            var _closure: Closure? {
              switch self {
              case .unimplemented:
                nil
              case .uncheckedInvokes(let closure):
                closure
              }
            }
          }
          """)
  }

  @Test func aGenericMethodsBodyCastsTheErasedResultBack() {
    assertMacro {
      """
      final class ParserMock: Parser {
        @_MockedMethod
        func parse<Output>(_ text: String) -> Output
      }
      """
    } expansion: {
      """
      final class ParserMock: Parser {
        func parse<Output>(_ text: String) -> Output {
          __lyrebirdContext.call(
            .method("parse(_:)"), arguments: text,
            apply: { (__body: (String) -> Any) in
              __lyrebirdContext.erasedResult(__body(text), as: (Output).self, for: .method("parse(_:)"))
            })
        }
      }
      """
    }
  }
}
