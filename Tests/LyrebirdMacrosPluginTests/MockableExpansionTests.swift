import LyrebirdMacrosPlugin
import MacroTesting
import Testing

/// Exact expansions and diagnostics of `@Mockable`.
@Suite(.macros(["Mockable": MockableMacro.self]))
struct MockableExpansionTests {
  @Test func aPublicProtocolUnderTheDefaultDebugCondition() {
    assertMacro {
      """
      @Mockable
      public protocol WeatherService {
        func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
      }
      """
    } expansion: {
      """
      public protocol WeatherService {
        func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
      }

      #if DEBUG
      open class WeatherServiceMock: WeatherService, Lyrebird.MockObject, @unchecked Swift.Sendable {
        public let __lyrebirdContext: Lyrebird.MockingContext

        public init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        public func currentTemperature(latitude: Double, longitude: Double) async throws -> Double {
          try await __lyrebirdContext.callAsyncThrowing(
            .method("currentTemperature(latitude:longitude:)"), arguments: latitude, longitude,
            apply: { (__body: (Double, Double) async throws -> Double) in
              try await __body(latitude, longitude)
            },
            forward: { __target in
              guard let __target = __target as? any WeatherService else {
                return nil
              }
              return try await __target.currentTemperature(latitude: latitude, longitude: longitude)
            })
        }

        public func currentTemperature<__Handle: Lyrebird.MockableMember>(latitude: @autoclosure () -> Double, longitude: @autoclosure () -> Double) -> __Handle
        where __Handle.Declaration == Lyrebird.ThrowingFunctionDeclaration, __Handle.Signature == (Double, Double) async throws -> Double, __Handle.ReturnType == Double {
          __Handle(mock: self, member: .method("currentTemperature(latitude:longitude:)"), arguments: [Lyrebird.argument(latitude), Lyrebird.argument(longitude)])
        }

        public func currentTemperature<__Handle: Lyrebird.MockableMember>(latitude: @autoclosure () -> Double, longitude: @autoclosure () -> Double) async -> __Handle
        where __Handle.Declaration == Lyrebird.ThrowingFunctionDeclaration, __Handle.Signature == (Double, Double) async throws -> Double, __Handle.ReturnType == Double {
          __Handle(mock: self, member: .method("currentTemperature(latitude:longitude:)"), arguments: [Lyrebird.argument(latitude), Lyrebird.argument(longitude)])
        }
        public var _currentTemperature: Lyrebird.CallRecords<(latitude: Double, longitude: Double), Double> {
          Lyrebird.CallRecords(mock: self, member: .method("currentTemperature(latitude:longitude:)"), arguments: {
              (latitude: Lyrebird.recordedArgument($0, 0, as: (Double).self), longitude: Lyrebird.recordedArgument($0, 1, as: (Double).self))
            })
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

  @Test func customNoneAndPrivateAccess() {
    assertMacro {
      """
      @Mockable(compilationCondition: "!RELEASE")
      protocol Clock {
        var now: Int { get }
      }

      @Mockable(compilationCondition: .none)
      private protocol Secret {
        func reveal() -> String
      }
      """
    } expansion: {
      """
      protocol Clock {
        var now: Int { get }
      }

      #if !RELEASE
      class ClockMock: Clock, Lyrebird.MockObject, @unchecked Swift.Sendable {
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        var now: Int {
          get {
            __lyrebirdContext.call(
              .getter("now"),
              apply: { (__body: () -> Int) in
                __body()
              },
              forward: { __target in
                (__target as? any Clock).map { __target in
                  __target.now
                }
              })
          }
        }

        func getNow<__Handle: Lyrebird.MockableMember>() -> __Handle
        where __Handle.Declaration == Lyrebird.PropertyGetterDeclaration, __Handle.Signature == () -> Int, __Handle.ReturnType == Int {
          __Handle(mock: self, member: .getter("now"), arguments: [])
        }
        var _now: Lyrebird.PropertyRecords<Int> {
          Lyrebird.PropertyRecords(mock: self, property: "now")
        }
      }

      func mock(
        _ type: (any Clock).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> ClockMock {
        ClockMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "ClockMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      #endif
      private protocol Secret {
        func reveal() -> String
      }

      fileprivate class SecretMock: Secret, Lyrebird.MockObject, @unchecked Swift.Sendable {
        fileprivate let __lyrebirdContext: Lyrebird.MockingContext

        fileprivate init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        fileprivate func reveal() -> String {
          __lyrebirdContext.call(
            .method("reveal()"),
            apply: { (__body: () -> String) in
              __body()
            },
            forward: { __target in
              (__target as? any Secret).map { __target in
                __target.reveal()
              }
            })
        }

        fileprivate func reveal<__Handle: Lyrebird.MockableMember>() -> __Handle
        where __Handle.Declaration == Lyrebird.FunctionDeclaration, __Handle.Signature == () -> String, __Handle.ReturnType == String {
          __Handle(mock: self, member: .method("reveal()"), arguments: [])
        }
        fileprivate var _reveal: Lyrebird.CallRecords<Swift.Void, String> {
          Lyrebird.CallRecords(mock: self, member: .method("reveal()"), arguments: { _ in
              ()
            })
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

  @Test func actorsAndAssociatedTypes() {
    assertMacro {
      """
      @Mockable(compilationCondition: .none)
      protocol Counter: Actor {
        func increment() -> Int
      }

      @Mockable(compilationCondition: .none)
      protocol Store<Item> {
        associatedtype Item: Equatable
        func item(for key: String) -> Item?
      }
      """
    } expansion: {
      """
      protocol Counter: Actor {
        func increment() -> Int
      }

      actor CounterMock: Counter, Lyrebird.MockObject {
        nonisolated let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        func increment() -> Int {
          __lyrebirdContext.call(
            .method("increment()"),
            apply: { (__body: () -> Int) in
              __body()
            })
        }

        nonisolated func increment<__Handle: Lyrebird.MockableMember>() -> __Handle
        where __Handle.Declaration == Lyrebird.FunctionDeclaration, __Handle.Signature == () -> Int, __Handle.ReturnType == Int {
          __Handle(mock: self, member: .method("increment()"), arguments: [])
        }
        nonisolated var _increment: Lyrebird.CallRecords<Swift.Void, Int> {
          Lyrebird.CallRecords(mock: self, member: .method("increment()"), arguments: { _ in
              ()
            })
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
        func item(for key: String) -> Item?
      }

      class StoreMock<Item: Equatable>: Store, Lyrebird.MockObject, @unchecked Swift.Sendable {
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        func item(for key: String) -> Item? {
          __lyrebirdContext.call(
            .method("item(for:)"), arguments: key,
            apply: { (__body: (String) -> Item?) in
              __body(key)
            })
        }

        func item<__Handle: Lyrebird.MockableMember>(for key: @autoclosure () -> String) -> __Handle
        where __Handle.Declaration == Lyrebird.FunctionDeclaration, __Handle.Signature == (String) -> Item?, __Handle.ReturnType == Item? {
          __Handle(mock: self, member: .method("item(for:)"), arguments: [Lyrebird.argument(key)])
        }
        var _item: Lyrebird.CallRecords<String, Item?> {
          Lyrebird.CallRecords(mock: self, member: .method("item(for:)"), arguments: {
              Lyrebird.recordedArgument($0, 0, as: (String).self)
            })
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
        func sing() -> String
      }
      """
    } expansion: {
      """
      public protocol Songbird: Animal {
        init(name: String)
        func sing() -> String
      }

      open class SongbirdMock: AnimalMock, Songbird, @unchecked Swift.Sendable {
        public override init(__lyrebirdContext: Lyrebird.MockingContext) {
          super.init(__lyrebirdContext: __lyrebirdContext)
        }

        public required init(name: String) {
          super.init(__lyrebirdContext: Lyrebird.MockingContext(mockName: "SongbirdMock"))
        }

        public func sing() -> String {
          __lyrebirdContext.call(
            .method("sing()"),
            apply: { (__body: () -> String) in
              __body()
            },
            forward: { __target in
              (__target as? any Songbird).map { __target in
                __target.sing()
              }
            })
        }

        public func sing<__Handle: Lyrebird.MockableMember>() -> __Handle
        where __Handle.Declaration == Lyrebird.FunctionDeclaration, __Handle.Signature == () -> String, __Handle.ReturnType == String {
          __Handle(mock: self, member: .method("sing()"), arguments: [])
        }
        public var _sing: Lyrebird.CallRecords<Swift.Void, String> {
          Lyrebird.CallRecords(mock: self, member: .method("sing()"), arguments: { _ in
              ()
            })
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
