import LyrebirdMacrosPlugin
import MacroTesting
import SwiftSyntaxMacros
import Testing

/// Exact expansions and diagnostics of `@Mockable`, on protocols no bigger than the macro's own
/// choices need: `MacroAndGeneratorParityTests` proves its members match the generator's.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableExpansionTests {
  /// The macros `expandMembers` expands, as the suite's trait names them for `assertMacro`.
  static let macros: [String: any Macro.Type] = ["Mockable": MockableMacro.self]

  @Test func aPublicProtocolsMockIsOpenAndCompiledOnlyInDebug() {
    assertMacro {
      """
      @Mockable
      public protocol WeatherService {}
      """
    } expansion: {
      """
      public protocol WeatherService {}

      #if DEBUG
      open class WeatherServiceMock: WeatherService, Lyrebird.MockObject, @unchecked Swift.Sendable {
        public let __lyrebirdContext: Lyrebird.MockingContext

        public init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }
      }

      public func mock(
        _ type: (any WeatherService).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> WeatherServiceMock {
        WeatherServiceMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "WeatherServiceMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      #endif
      """
    }
  }

  @Test func aPrivateProtocolsMockIsFileprivate() {
    assertMacro {
      """
      @Mockable(compilationCondition: .none)
      private protocol Secret {}
      """
    } expansion: {
      """
      private protocol Secret {}

      fileprivate class SecretMock: Secret, Lyrebird.MockObject, @unchecked Swift.Sendable {
        fileprivate let __lyrebirdContext: Lyrebird.MockingContext

        fileprivate init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }
      }

      fileprivate func mock(
        _ type: (any Secret).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> SecretMock {
        SecretMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "SecretMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      """
    }
  }

  @Test func aPrivateProtocolsMembersAreFileprivate() {
    #expect(
      expandMembers(
        """
        @Mockable(compilationCondition: .none)
        private protocol Secret {
          func reveal() -> String
        }
        """, macros: Self.macros) == """
          fileprivate func reveal() -> String {
            __lyrebirdContext.call(
              .method("reveal()"),
              forwarding: { (__target: any Secret) in
                __target.reveal()
              })
          }

          fileprivate func reveal<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> String, String> {
            Lyrebird.handle0(self, .method("reveal()"))
          }
          fileprivate var _reveal: Lyrebird.CallRecords<Swift.Void, String> {
            .init(mock: self, member: .method("reveal()"))
          }
          """)
  }

  @Test func anActorProtocolsMockIsAnActorAndAssociatedTypesBecomeGenericParameters() {
    assertMacro {
      """
      @Mockable(compilationCondition: .none)
      protocol Counter: Actor {}

      @Mockable(compilationCondition: .none)
      protocol Store<Item> {
        associatedtype Item: Equatable
      }
      """
    } expansion: {
      """
      protocol Counter: Actor {}

      actor CounterMock: Counter, Lyrebird.MockObject {
        nonisolated let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }
      }

      func mock(
        _ type: (any Counter).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> CounterMock {
        CounterMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "CounterMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      protocol Store<Item> {
        associatedtype Item: Equatable
      }

      class StoreMock<Item: Equatable>: Store, Lyrebird.MockObject, @unchecked Swift.Sendable {
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }
      }

      func mock<Item: Equatable>(
        _ type: StoreMock<Item>.Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> StoreMock<Item> {
        StoreMock<Item>(__lyrebirdContext: Lyrebird.MockingContext(mockName: "StoreMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      """
    }
  }

  @Test func aNonProtocolIsAnErrorWithAFixIt() {
    assertMacro {
      """
      @Mockable
      struct Weather {}
      """
    } diagnostics: {
      """
      @Mockable
      ┬────────
      ╰─ 🛑 @Mockable can only be applied to a protocol, not to a struct; mock a protocol it conforms to, or use `lyrebird generate` for classes
         ✏️ Remove '@Mockable'
      struct Weather {}
      """
    } fixes: {
      """
      struct Weather {}
      """
    } expansion: {
      """
      struct Weather {}
      """
    }
  }

  @Test func aMemberThatCantBeMockedIsNamed() {
    assertMacro {
      """
      @Mockable
      protocol Packs {
        func all<each T>(_ values: repeat each T)
      }
      """
    } diagnostics: {
      """
      @Mockable
      protocol Packs {
        func all<each T>(_ values: repeat each T)
             ┬──
             ╰─ 🛑 @Mockable can't mock 'all': its generic parameter pack can't be named in a stub's closure type
      }
      """
    }
  }
}

@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableInheritanceExpansionTests {
  @Test func aChildMockSubclassesItsParentsMock() {
    assertMacro {
      """
      @Mockable(compilationCondition: .none, extending: "AnimalMock")
      public protocol Songbird: Animal {
        init(name: String)
      }
      """
    } expansion: {
      """
      public protocol Songbird: Animal {
        init(name: String)
      }

      open class SongbirdMock: AnimalMock, Songbird, @unchecked Swift.Sendable {
        public override init(__lyrebirdContext: Lyrebird.MockingContext) {
          super.init(__lyrebirdContext: __lyrebirdContext)
        }

        public required init(name: String) {
          super.init(__lyrebirdContext: Lyrebird.MockingContext(mockName: "SongbirdMock"))
          self.__lyrebirdContext.call(
            .initializer("init(name:)"), arguments: name,
            apply: { (__body: (String) -> Swift.Void) in
              __body(name)
            })
        }

        public func initialize<__Handle>(name: @autoclosure () -> String)
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (String) -> Swift.Void, Swift.Void> {
          Lyrebird.handle1(self, .initializer("init(name:)"), name)
        }
      }

      public func mock(
        _ type: (any Songbird).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> SongbirdMock {
        SongbirdMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "SongbirdMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      """
    }
  }

  @Test func theParentMustBeAMockType() {
    assertMacro {
      """
      @Mockable(extending: "Animal Mock")
      protocol Songbird: Animal {}
      """
    } diagnostics: {
      """
      @Mockable(extending: "Animal Mock")
                           ┬────────────
                           ╰─ 🛑 'extending:' takes the name of the parent protocol's mock, e.g. 'extending: "AnimalMock"'
      protocol Songbird: Animal {}
      """
    }
  }
}

/// `LyrebirdMockable`'s `@Mockable`: Mockable's `MockX`, with its builders, only where `MOCKING` is set.
@Suite(.macros(["Mockable": MockableDialectMacro.self]))
struct MockableDialectExpansionTests {
  @Test func theMockAndItsBuildersAreCompiledOnlyWhereMockingIsSet() {
    assertMacro {
      """
      @Mockable
      protocol Bell {
        func ring(times: Int) -> Bool
      }
      """
    } expansion: {
      """
      protocol Bell {
        func ring(times: Int) -> Bool
      }

      #if MOCKING
      final class MockBell: Bell, Lyrebird.MockObject, LyrebirdMockable.MockableService {
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        func ring(times: Int) -> Bool {
          return __lyrebirdContext.call(
            .method("ring(times:)"), with: times)
        }

        /// Creates the mock; calls no `given` answers follow `policy`, else `MockerPolicy.default`.
        convenience init(
          policy: LyrebirdMockable.MockerPolicy? = nil, fileID: Swift.StaticString = #fileID,
          filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
        ) {
          self.init(
            __lyrebirdContext: LyrebirdMockable.__lyrebirdMockableContext(mockName: "MockBell", policy: policy, throwingVoidMembers: [], location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
        }

        nonisolated var _given: ReturnBuilder {
          ReturnBuilder(__lyrebirdMock: self)
        }

        struct ReturnBuilder: LyrebirdMockable.Builder, @unchecked Sendable {
          let __lyrebirdMock: MockBell

          init(__lyrebirdMock: MockBell) {
            self.__lyrebirdMock = __lyrebirdMock
          }

          func ring(times: LyrebirdMockable.Parameter<Int>) -> LyrebirdMockable.FunctionReturnBuilder<MockBell, ReturnBuilder, Bool, (Int) -> Bool> {
            .init(__lyrebirdMock, LyrebirdMockable.MemberClause(__lyrebirdMock, .method("ring(times:)"), {
                  [times.argumentMatcher(at: $0)]
                }), adapt: {
                $0
              })
          }
        }

        nonisolated var _when: ActionBuilder {
          ActionBuilder(__lyrebirdMock: self)
        }

        struct ActionBuilder: LyrebirdMockable.Builder, @unchecked Sendable {
          let __lyrebirdMock: MockBell

          init(__lyrebirdMock: MockBell) {
            self.__lyrebirdMock = __lyrebirdMock
          }

          func ring(times: LyrebirdMockable.Parameter<Int>) -> LyrebirdMockable.FunctionActionBuilder<MockBell, ActionBuilder> {
            .init(__lyrebirdMock, LyrebirdMockable.MemberClause(__lyrebirdMock, .method("ring(times:)"), {
                  [times.argumentMatcher(at: $0)]
                }))
          }
        }

        nonisolated var _verify: VerifyBuilder {
          VerifyBuilder(__lyrebirdMock: self)
        }

        struct VerifyBuilder: LyrebirdMockable.Builder, @unchecked Sendable {
          let __lyrebirdMock: MockBell

          init(__lyrebirdMock: MockBell) {
            self.__lyrebirdMock = __lyrebirdMock
          }

          func ring(times: LyrebirdMockable.Parameter<Int>) -> LyrebirdMockable.FunctionVerifyBuilder<MockBell, VerifyBuilder> {
            .init(__lyrebirdMock, LyrebirdMockable.MemberClause(__lyrebirdMock, .method("ring(times:)"), {
                  [times.argumentMatcher(at: $0)]
                }))
          }
        }
      }
      #endif
      """
    }
  }
}
