import InlineSnapshotTesting
import Testing

/// Exact rendered mocks: whole mocks where the type shapes the preamble, members alone otherwise.
@Suite struct TypesSnapshotTests {
  @Test func associatedTypesBecomeTheMocksGenericParameters() {
    assertInlineSnapshot(
      of: renderMocks(
        """
        protocol Store<Item> {
          associatedtype Item: Equatable
          associatedtype Key: Hashable where Key: Sendable
          func item(for key: Key) -> Item?
        }
        """), as: .lines
    ) {
      """
      final class StoreMock<Item: Equatable, Key: Hashable>: Store, Lyrebird.MockObject where Key: Sendable {
        let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        func item(for key: Key) -> Item? {
          return __lyrebirdContext.call(
            .method("item(for:)"), with: key)
        }

        func item<__Handle>(for key: @autoclosure () -> Key)
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Key) -> Item?, Item?> {
          Lyrebird.handle1(self, .method("item(for:)"), key)
        }
        var _item: Lyrebird.CallRecords<Key, Item?> { .init(mock: self, member: .method("item(for:)")) }
      }

      func mock<Item: Equatable, Key: Hashable>(
        _ type: StoreMock<Item, Key>.Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> StoreMock<Item, Key> where Key: Sendable {
        StoreMock<Item, Key>(__lyrebirdContext: Lyrebird.MockingContext(mockName: "StoreMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      """
    }
  }

  @Test func genericMethodsRecordTheirArgumentsAsAny() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          func first<S: Sequence>(of values: S) -> S.Element? where S.Element: Equatable
        }
        """), as: .lines
    ) {
      """
      func first<S: Sequence>(of values: S) -> S.Element? where S.Element: Equatable {
        __lyrebirdContext.call(
          .method("first(of:)", returning: (S.Element?).self), arguments: values,
          apply: { (__body: (S) -> S.Element?) in __body(values) },
          forwarding: { (__target: any P) in __target.first(of: values) as S.Element? })
      }

      func first<S: Sequence, __Handle>(of values: @autoclosure () -> S)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (S) -> S.Element?, S.Element?> where S.Element: Equatable {
        Lyrebird.handle1(self, .method("first(of:)", returning: (S.Element?).self), values)
      }
      var _first: Lyrebird.CallRecords<Any, Any> { Lyrebird.CallRecords(mock: self, member: .method("first(of:)"), arguments: { Lyrebird.recordedArgument($0, 0, as: (Any).self) }) }
      """
    }
  }

  @Test func returnTypeOverloadsGetRecordsNamedByTheirType() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          func message() -> String
          func message() -> Int
        }
        """), as: .lines
    ) {
      """
      func message() -> String {
        __lyrebirdContext.call(
          .method("message() -> String"),
          forwarding: { (__target: any P) in __target.message() as String })
      }

      func message<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> String, String> {
        Lyrebird.handle0(self, .method("message() -> String"))
      }
      var _messageString: Lyrebird.CallRecords<Swift.Void, String> { .init(mock: self, member: .method("message() -> String")) }

      func message() -> Int {
        __lyrebirdContext.call(
          .method("message() -> Int"),
          forwarding: { (__target: any P) in __target.message() as Int })
      }

      func message<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> Int, Int> {
        Lyrebird.handle0(self, .method("message() -> Int"))
      }
      var _messageInt: Lyrebird.CallRecords<Swift.Void, Int> { .init(mock: self, member: .method("message() -> Int")) }
      """
    }
  }

  @Test func classMocksOverrideEveryInitializerAndOpenMember() {
    assertInlineSnapshot(
      of: renderMocks(
        """
        open class Tree {
          open var height: Int
          public init(height: Int) { self.height = height }
          public required init(seeds: Int) { height = seeds }
          open func grow(by amount: Int) -> Int { amount }
        }
        """), as: .lines
    ) {
      """
      public final class TreeMock: Tree, Lyrebird.MockObject, @unchecked Swift.Sendable {
        public let __lyrebirdContext: Lyrebird.MockingContext

        public init(__lyrebirdContext: Lyrebird.MockingContext, height: Int) {
          self.__lyrebirdContext = __lyrebirdContext
          super.init(height: height)
        }

        public override convenience init(height: Int) {
          self.init(__lyrebirdContext: Lyrebird.MockingContext(mockName: "TreeMock"), height: height)
        }

        public init(__lyrebirdContext: Lyrebird.MockingContext, seeds: Int) {
          self.__lyrebirdContext = __lyrebirdContext
          super.init(seeds: seeds)
        }

        public required init(seeds: Int) {
          self.__lyrebirdContext = Lyrebird.MockingContext(mockName: "TreeMock")
          super.init(seeds: seeds)
        }

        /// Creates the mock through one of the mocked class's designated initializers.
        public struct InitializerProxy {
          let context: Lyrebird.MockingContext

          public func initialize(height: Int) -> TreeMock {
            TreeMock(__lyrebirdContext: context, height: height)
          }

          public func initialize(seeds: Int) -> TreeMock {
            TreeMock(__lyrebirdContext: context, seeds: seeds)
          }
        }

        public override var height: Int {
          get {
            __lyrebirdContext.call(
              .getter("height"),
              forwarding: { (__target: Tree) in __target.height },
              superclass: { super.height })
          }
          set {
            __lyrebirdContext.call(
              .setter("height"), with: newValue,
              forwarding: { (__target: Tree) in Lyrebird.withMutableCopy(of: __target) { $0.height = newValue } },
              superclass: { super.height = newValue })
          }
        }

        public func getHeight<__Handle>()
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () -> Int, Int> {
          Lyrebird.handle0(self, .getter("height"))
        }

        public func setHeight<__Handle>(_ newValue: @autoclosure () -> Int)
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertySetterDeclaration, (Int) -> Swift.Void, Swift.Void> {
          Lyrebird.handle1(self, .setter("height"), newValue)
        }
        public var _height: Lyrebird.PropertyRecords<Int> { Lyrebird.PropertyRecords(mock: self, property: "height") }

        public override func grow(by amount: Int) -> Int {
          __lyrebirdContext.call(
            .method("grow(by:)"), with: amount,
            forwarding: { (__target: Tree) in __target.grow(by: amount) },
            superclass: { super.grow(by: amount) })
        }

        public func grow<__Handle>(by amount: @autoclosure () -> Int)
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Int) -> Int, Int> {
          Lyrebird.handle1(self, .method("grow(by:)"), amount)
        }
        public var _grow: Lyrebird.CallRecords<Int, Int> { .init(mock: self, member: .method("grow(by:)")) }
      }

      public func mock(
        _ type: Tree.Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> TreeMock.InitializerProxy {
        TreeMock.InitializerProxy(context: Lyrebird.MockingContext(mockName: "TreeMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      """
    }
  }

  @Test func actorProtocolsGetActorMocksAndGlobalActorsIsolateTheirMock() {
    assertInlineSnapshot(
      of: renderMocks(
        """
        protocol Counter: Actor {
          func increment() -> Int
        }
        @MainActor
        public protocol Screen {
          func render() -> String
        }
        """), as: .lines
    ) {
      """
      actor CounterMock: Counter, Lyrebird.MockObject {
        nonisolated let __lyrebirdContext: Lyrebird.MockingContext

        init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        func increment() -> Int {
          return __lyrebirdContext.call(
            .method("increment()"))
        }

        nonisolated func increment<__Handle>()
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> Int, Int> {
          Lyrebird.handle0(self, .method("increment()"))
        }
        nonisolated var _increment: Lyrebird.CallRecords<Swift.Void, Int> { .init(mock: self, member: .method("increment()")) }
      }

      func mock(
        _ type: (any Counter).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> CounterMock {
        CounterMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "CounterMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }

      @MainActor
      public final class ScreenMock: Screen, Lyrebird.MockObject {
        public nonisolated let __lyrebirdContext: Lyrebird.MockingContext

        public nonisolated init(__lyrebirdContext: Lyrebird.MockingContext) {
          self.__lyrebirdContext = __lyrebirdContext
        }

        public func render() -> String {
          return __lyrebirdContext.call(
            .method("render()"))
        }

        public nonisolated func render<__Handle>()
        -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> String, String> {
          Lyrebird.handle0(self, .method("render()"))
        }
        public nonisolated var _render: Lyrebird.CallRecords<Swift.Void, String> { .init(mock: self, member: .method("render()")) }
      }

      public func mock(
        _ type: (any Screen).Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> ScreenMock {
        ScreenMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "ScreenMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      """
    }
  }

  @Test func membersNamedLikeTheMocksOwnHelpersGetOtherHelperNames() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          func forward(__target: Int, __body: Int) -> Int
          func make<__Handle>(_ value: __Handle) -> __Handle
          subscript(__newValue: Int) -> Int { get set }
        }
        """), as: .lines
    ) {
      """
      func forward(__target: Int, __body: Int) -> Int {
        __lyrebirdContext.call(
          .method("forward(__target:__body:)"), with: __target, __body,
          forwarding: { (__target_: any P) in __target_.forward(__target: __target, __body: __body) })
      }

      func forward<__Handle>(__target: @autoclosure () -> Int, __body: @autoclosure () -> Int)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Int, Int) -> Int, Int> {
        Lyrebird.handle2(self, .method("forward(__target:__body:)"), __target, __body)
      }
      var _forward: Lyrebird.CallRecords<(__target: Int, __body: Int), Int> { .init(mock: self, member: .method("forward(__target:__body:)")) }

      func make<__Handle>(_ value: __Handle) -> __Handle {
        __lyrebirdContext.call(
          .method("make(_:)", returning: (__Handle).self), arguments: value,
          apply: { (__body: (__Handle) -> __Handle) in __body(value) },
          forwarding: { (__target: any P) in __target.make(value) as __Handle })
      }

      func make<__Handle, __Handle_>(_ value: @autoclosure () -> __Handle)
      -> Lyrebird.MemberHandleIn<__Handle_, Lyrebird.FunctionDeclaration, (__Handle) -> __Handle, __Handle> {
        Lyrebird.handle1(self, .method("make(_:)", returning: (__Handle).self), value)
      }
      var _make: Lyrebird.CallRecords<Any, Any> { Lyrebird.CallRecords(mock: self, member: .method("make(_:)"), arguments: { Lyrebird.recordedArgument($0, 0, as: (Any).self) }) }

      subscript(__newValue: Int) -> Int {
        get {
          __lyrebirdContext.call(
            .subscriptGetter("(_:)"), arguments: __newValue,
            apply: { (__body: (Int) -> Int) in __body(__newValue) })
        }
        set(__newValue_) {
          __lyrebirdContext.call(
            .subscriptSetter("(_:)"), arguments: __newValue, __newValue_,
            apply: { (__body: (Int, Int) -> Swift.Void) in __body(__newValue, __newValue_) })
        }
      }

      func getSubscript<__Handle>(_ __newValue: @autoclosure () -> Int)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, (Int) -> Int, Int> {
        Lyrebird.handle1(self, .subscriptGetter("(_:)"), __newValue)
      }

      func setSubscript<__Handle>(_ __newValue: @autoclosure () -> Int, newValue __newValue_: @autoclosure () -> Int)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertySetterDeclaration, (Int, Int) -> Swift.Void, Swift.Void> {
        Lyrebird.handle2(self, .subscriptSetter("(_:)"), __newValue, __newValue_)
      }
      """
    }
  }
}
