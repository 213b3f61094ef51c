import InlineSnapshotTesting
import Testing

/// Exact text of each kind of member in a mock; the preamble every mock shares is in `TypesSnapshotTests`.
@Suite struct MembersSnapshotTests {
  @Test func readOnlyPropertiesHaveNoSetterOrSetterHandle() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          var name: String { get set }
          var count: Int { get }
        }
        """), as: .lines
    ) {
      """
        __lyrebirdSlot_name_c00d6c2c95f3b5d6 = Lyrebird.typedSlot0(.getter("name"), returning: (String).self)
        __lyrebirdSlot_name_5ff37c2e5f1a35ca = Lyrebird.typedSlot1(.setter("name"), (String).self, returning: (Swift.Void).self)
        __lyrebirdSlot_count_b81d5db1137dd5f2 = Lyrebird.typedSlot0(.getter("count"), returning: (Int).self)

      private let __lyrebirdSlot_name_c00d6c2c95f3b5d6: Lyrebird.TypedMemberSlot<(), String>
      private let __lyrebirdSlot_name_5ff37c2e5f1a35ca: Lyrebird.TypedMemberSlot<(String), Swift.Void>
      var name: String {
        get {
          __lyrebirdSlot_name_c00d6c2c95f3b5d6.call(
            in: __lyrebirdContext,
            forwarding: { (__target: any P) in __target.name })
        }
        set {
          __lyrebirdSlot_name_5ff37c2e5f1a35ca.call(
            in: __lyrebirdContext, with: newValue,
            forwarding: { (__target: any P) in Lyrebird.withMutableCopy(of: __target) { $0.name = newValue } })
        }
      }

      func getName<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () -> String, String> {
        .init(mock: self, member: .getter("name"), arguments: [])
      }

      func setName<__Handle>(_ newValue: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertySetterDeclaration, (String) -> Swift.Void, Swift.Void> {
        .init(mock: self, member: .setter("name"), arguments: Lyrebird.arguments1(newValue))
      }
      var _name: Lyrebird.PropertyRecords<String> { Lyrebird.PropertyRecords(mock: self, property: "name") }

      private let __lyrebirdSlot_count_b81d5db1137dd5f2: Lyrebird.TypedMemberSlot<(), Int>
      var count: Int {
        get {
          __lyrebirdSlot_count_b81d5db1137dd5f2.call(
            in: __lyrebirdContext,
            forwarding: { (__target: any P) in __target.count })
        }
      }

      func getCount<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () -> Int, Int> {
        .init(mock: self, member: .getter("count"), arguments: [])
      }
      var _count: Lyrebird.PropertyRecords<Int> { Lyrebird.PropertyRecords(mock: self, property: "count") }
      """
    }
  }

  @Test func asyncAndThrowingGettersAwaitAndTryTheCall() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          var now: Int { get async }
          var value: Int { get async throws }
        }
        """), as: .lines
    ) {
      """
        __lyrebirdSlot_now_05bda53df06a50dd = Lyrebird.typedSlot0(.getter("now"), returning: (Int).self)
        __lyrebirdSlot_value_67d7719b95c0b928 = Lyrebird.typedSlot0(.getter("value"), returning: (Int).self)

      private let __lyrebirdSlot_now_05bda53df06a50dd: Lyrebird.TypedMemberSlot<(), Int>
      var now: Int {
        get async {
          await __lyrebirdSlot_now_05bda53df06a50dd.callAsync(
            in: __lyrebirdContext,
            forwarding: { (__target: any P) in await __target.now })
        }
      }

      func getNow<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () async -> Int, Int> {
        .init(mock: self, member: .getter("now"), arguments: [])
      }
      var _now: Lyrebird.PropertyRecords<Int> { Lyrebird.PropertyRecords(mock: self, property: "now") }

      private let __lyrebirdSlot_value_67d7719b95c0b928: Lyrebird.TypedMemberSlot<(), Int>
      var value: Int {
        get async throws {
          try await __lyrebirdSlot_value_67d7719b95c0b928.callAsyncThrowing(
            in: __lyrebirdContext,
            forwarding: { (__target: any P) in try await __target.value })
        }
      }

      func getValue<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, () async throws -> Int, Int> {
        .init(mock: self, member: .getter("value"), arguments: [])
      }
      var _value: Lyrebird.PropertyRecords<Int> { Lyrebird.PropertyRecords(mock: self, property: "value") }
      """
    }
  }

  @Test func asyncAndTypedThrowingMethodsKeepTheirEffects() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          func load() async throws -> Data
          func parse(_ text: String) throws(ParseError) -> Int
        }
        """), as: .lines
    ) {
      """
        __lyrebirdSlot_load_3f21fa68111e4e7c = Lyrebird.typedSlot0(.method("load()"), returning: (Data).self)
        __lyrebirdSlot_parse_59028635d804152c = Lyrebird.typedSlot1(.method("parse(_:)"), (String).self, returning: (Int).self)

      private let __lyrebirdSlot_load_3f21fa68111e4e7c: Lyrebird.TypedMemberSlot<(), Data>
      @_disfavoredOverload
      func load() async throws -> Data {
        try await __lyrebirdSlot_load_3f21fa68111e4e7c.callAsyncThrowing(
          in: __lyrebirdContext,
          forwarding: { (__target: any P) in try await __target.load() })
      }

      func load<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, () async throws -> Data, Data> {
        .init(mock: self, member: .method("load()"), arguments: [])
      }

      func load<__Handle>(__lyrebirdIsolation: isolated (any _Concurrency.Actor)? = #isolation) async
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, () async throws -> Data, Data> {
        .init(mock: self, member: .method("load()"), arguments: [])
      }
      var _load: Lyrebird.CallRecords<Swift.Void, Data> { .init(mock: self, slot: __lyrebirdSlot_load_3f21fa68111e4e7c) }

      private let __lyrebirdSlot_parse_59028635d804152c: Lyrebird.TypedMemberSlot<(String), Int>
      func parse(_ text: String) throws(ParseError) -> Int {
        do {
          return try __lyrebirdSlot_parse_59028635d804152c.callThrowing(
            in: __lyrebirdContext, with: text,
            forwarding: { (__target: any P) in try __target.parse(text) })
        }
        catch {
          throw Lyrebird.typedError(error, as: (ParseError).self, in: __lyrebirdContext)
        }
      }

      func parse<__Handle>(_ text: String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, (String) throws -> Int, Int> {
        .init(mock: self, member: .method("parse(_:)"), arguments: [Lyrebird.evaluatedArgument(text)])
      }
      var _parse: Lyrebird.CallRecords<String, Int> { .init(mock: self, singleParameterSlot: __lyrebirdSlot_parse_59028635d804152c) }
      """
    }
  }

  @Test func rethrowsTracksItsClosureAndMutatingForwardsToACopy() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          func map(_ transform: (Int) throws -> Int) rethrows -> Int
          mutating func reset()
        }
        """), as: .lines
    ) {
      """
        __lyrebirdSlot_map_17636ba24ddedc5d = Lyrebird.typedSlot1(.method("map(_:)"), (Lyrebird.NonEscapingArgument).self, returning: (Int).self)
        __lyrebirdSlot_reset_955e994260f330c3 = Lyrebird.typedSlot0(.method("reset()"), returning: (Swift.Void).self)

      private let __lyrebirdSlot_map_17636ba24ddedc5d: Lyrebird.TypedMemberSlot<(Lyrebird.NonEscapingArgument), Int>
      func map(_ transform: (Int) throws -> Int) rethrows -> Int {
        try Lyrebird.rethrowing(in: __lyrebirdContext) { __lyrebirdRethrows in
          try __lyrebirdSlot_map_17636ba24ddedc5d.callThrowing(
            in: __lyrebirdContext, arguments: Lyrebird.NonEscapingArgument(),
            apply: { (__body: ((Int) throws -> Int) throws -> Int) in try withoutActuallyEscaping(transform) { transform in try __body(__lyrebirdRethrows.tracking(transform)) } })
        }
      }

      func map<__Handle>(_ transform: @autoclosure () -> ((Int) throws -> Int))
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, ((Int) throws -> Int) throws -> Int, Int> {
        .init(mock: self, member: .method("map(_:)"), arguments: Lyrebird.arguments1(transform))
      }
      var _map: Lyrebird.CallRecords<Lyrebird.NonEscapingArgument, Int> { .init(mock: self, singleParameterSlot: __lyrebirdSlot_map_17636ba24ddedc5d) }

      private let __lyrebirdSlot_reset_955e994260f330c3: Lyrebird.TypedMemberSlot<(), Swift.Void>
      func reset() {
        __lyrebirdSlot_reset_955e994260f330c3.call(
          in: __lyrebirdContext,
          forwarding: { (__target: any P) in Lyrebird.withMutableCopy(of: __target) { $0.reset() } })
      }

      func reset<__Handle>()
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, () -> Swift.Void, Swift.Void> {
        .init(mock: self, member: .method("reset()"), arguments: [])
      }
      var _reset: Lyrebird.CallRecords<Swift.Void, Swift.Void> { .init(mock: self, slot: __lyrebirdSlot_reset_955e994260f330c3) }
      """
    }
  }

  @Test func variadicInoutAndDefaultArgumentsReachTheStubAsValues() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        class C {
          func record(_ values: Int...) {}
          func adjust(_ value: inout Int) {}
          func greet(name: String = "you") -> String { name }
        }
        """), as: .lines
    ) {
      """
        __lyrebirdSlot_record_76404a4bd1acc502 = Lyrebird.typedSlot1(.method("record(_:)"), ([Int]).self, returning: (Swift.Void).self)
        __lyrebirdSlot_adjust_e83ee298a0b25530 = Lyrebird.typedSlot1(.method("adjust(_:)"), (Int).self, returning: (Swift.Void).self)
        __lyrebirdSlot_greet_05b84fd7244e064a = Lyrebird.typedSlot1(.method("greet(name:)"), (String).self, returning: (String).self)

      private let __lyrebirdSlot_record_76404a4bd1acc502: Lyrebird.TypedMemberSlot<([Int]), Swift.Void>
      override func record(_ values: Int...) {
        __lyrebirdSlot_record_76404a4bd1acc502.call(
          in: __lyrebirdContext, with: values,
          superclass: { super.record(values) })
      }

      func record<__Handle>(_ values: @autoclosure () -> [Int])
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, ([Int]) -> Swift.Void, Swift.Void> {
        .init(mock: self, member: .method("record(_:)"), arguments: Lyrebird.arguments1(values))
      }
      var _record: Lyrebird.CallRecords<[Int], Swift.Void> { .init(mock: self, singleParameterSlot: __lyrebirdSlot_record_76404a4bd1acc502) }

      private let __lyrebirdSlot_adjust_e83ee298a0b25530: Lyrebird.TypedMemberSlot<(Int), Swift.Void>
      override func adjust(_ value: inout Int) {
        withoutActuallyEscaping({ super.adjust(&value) }) { __lyrebirdSuper in
          __lyrebirdSlot_adjust_e83ee298a0b25530.call(
            in: __lyrebirdContext, arguments: value,
            apply: { (__body: (inout Int) -> Swift.Void) in __body(&value) },
            superclass: __lyrebirdSuper)
        }
      }

      func adjust<__Handle>(_ value: @autoclosure () -> Int)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (inout Int) -> Swift.Void, Swift.Void> {
        .init(mock: self, member: .method("adjust(_:)"), arguments: Lyrebird.arguments1(value))
      }
      var _adjust: Lyrebird.CallRecords<Int, Swift.Void> { .init(mock: self, singleParameterSlot: __lyrebirdSlot_adjust_e83ee298a0b25530) }

      private let __lyrebirdSlot_greet_05b84fd7244e064a: Lyrebird.TypedMemberSlot<(String), String>
      override func greet(name: String = "you") -> String {
        __lyrebirdSlot_greet_05b84fd7244e064a.call(
          in: __lyrebirdContext, with: name,
          forwarding: { (__target: C) in __target.greet(name: name) },
          superclass: { super.greet(name: name) })
      }

      func greet<__Handle>(name: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (String) -> String, String> {
        .init(mock: self, member: .method("greet(name:)"), arguments: Lyrebird.arguments1(name))
      }
      var _greet: Lyrebird.CallRecords<String, String> { .init(mock: self, singleParameterSlot: __lyrebirdSlot_greet_05b84fd7244e064a) }
      """
    }
  }

  @Test func nonEscapingClosuresAreRecordedAsPlaceholders() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          func onChange(_ handler: @escaping @Sendable (Int) -> Void)
          func transform(_ body: (Int) -> Int) -> Int
        }
        """), as: .lines
    ) {
      """
        __lyrebirdSlot_onChange_8278cc75c9fd32ca = Lyrebird.typedSlot1(.method("onChange(_:)"), ((@Sendable (Int) -> Void)).self, returning: (Swift.Void).self)
        __lyrebirdSlot_transform_eb1b5912adde5257 = Lyrebird.typedSlot1(.method("transform(_:)"), (Lyrebird.NonEscapingArgument).self, returning: (Int).self)

      private let __lyrebirdSlot_onChange_8278cc75c9fd32ca: Lyrebird.TypedMemberSlot<((@Sendable (Int) -> Void)), Swift.Void>
      func onChange(_ handler: @escaping @Sendable (Int) -> Void) {
        __lyrebirdSlot_onChange_8278cc75c9fd32ca.call(
          in: __lyrebirdContext, arguments: handler,
          apply: { (__body: (@escaping @Sendable (Int) -> Void) -> Swift.Void) in __body(handler) },
          forwarding: { (__target: any P) in __target.onChange(handler) })
      }

      func onChange<__Handle>(_ handler: @autoclosure () -> (@Sendable (Int) -> Void))
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (@escaping @Sendable (Int) -> Void) -> Swift.Void, Swift.Void> {
        .init(mock: self, member: .method("onChange(_:)"), arguments: Lyrebird.arguments1(handler))
      }
      var _onChange: Lyrebird.CallRecords<(@Sendable (Int) -> Void), Swift.Void> { .init(mock: self, singleParameterSlot: __lyrebirdSlot_onChange_8278cc75c9fd32ca) }

      private let __lyrebirdSlot_transform_eb1b5912adde5257: Lyrebird.TypedMemberSlot<(Lyrebird.NonEscapingArgument), Int>
      func transform(_ body: (Int) -> Int) -> Int {
        __lyrebirdSlot_transform_eb1b5912adde5257.call(
          in: __lyrebirdContext, arguments: Lyrebird.NonEscapingArgument(),
          apply: { (__body: ((Int) -> Int) -> Int) in withoutActuallyEscaping(body) { body in __body(body) } })
      }

      func transform<__Handle>(_ body: @autoclosure () -> ((Int) -> Int))
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, ((Int) -> Int) -> Int, Int> {
        .init(mock: self, member: .method("transform(_:)"), arguments: Lyrebird.arguments1(body))
      }
      var _transform: Lyrebird.CallRecords<Lyrebird.NonEscapingArgument, Int> { .init(mock: self, singleParameterSlot: __lyrebirdSlot_transform_eb1b5912adde5257) }
      """
    }
  }

  @Test func opaqueParametersBecomeExistentialsAndOwnedOnesAreCopied() {
    assertInlineSnapshot(
      of: renderMembers(
        """
        protocol P {
          func describe(_ item: some CustomStringConvertible) -> String
          func store(_ data: consuming [Int], key: borrowing String)
          func send(_ message: sending String)
        }
        """), as: .lines
    ) {
      """
        __lyrebirdSlot_describe_a09d7a2aecb21a16 = Lyrebird.typedSlot1(.method("describe(_:)"), (any CustomStringConvertible).self, returning: (String).self)
        __lyrebirdSlot_store_8403e93113ff2bdb = Lyrebird.typedSlot2(.method("store(_:key:)"), ([Int]).self, (String).self, returning: (Swift.Void).self)
        __lyrebirdSlot_send_a936c28b6bade849 = Lyrebird.typedSlot1(.method("send(_:)"), (String).self, returning: (Swift.Void).self)

      private let __lyrebirdSlot_describe_a09d7a2aecb21a16: Lyrebird.TypedMemberSlot<(any CustomStringConvertible), String>
      func describe(_ item: some CustomStringConvertible) -> String {
        __lyrebirdSlot_describe_a09d7a2aecb21a16.call(
          in: __lyrebirdContext, with: item,
          forwarding: { (__target: any P) in __target.describe(item) })
      }

      func describe<__Handle>(_ item: @autoclosure () -> any CustomStringConvertible)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (any CustomStringConvertible) -> String, String> {
        .init(mock: self, member: .method("describe(_:)"), arguments: Lyrebird.arguments1(item))
      }
      var _describe: Lyrebird.CallRecords<any CustomStringConvertible, String> { .init(mock: self, singleParameterSlot: __lyrebirdSlot_describe_a09d7a2aecb21a16) }

      private let __lyrebirdSlot_store_8403e93113ff2bdb: Lyrebird.TypedMemberSlot<([Int], String), Swift.Void>
      func store(_ data: consuming [Int], key: borrowing String) {
        __lyrebirdSlot_store_8403e93113ff2bdb.call(
          in: __lyrebirdContext, arguments: (copy data, copy key),
          apply: { (__body: (consuming [Int], borrowing String) -> Swift.Void) in __body(copy data, key) })
      }

      func store<__Handle>(_ data: @autoclosure () -> [Int], key: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (consuming [Int], borrowing String) -> Swift.Void, Swift.Void> {
        .init(mock: self, member: .method("store(_:key:)"), arguments: Lyrebird.arguments2(data, key))
      }
      var _store: Lyrebird.CallRecords<(data: [Int], key: String), Swift.Void> { .init(mock: self, slot: __lyrebirdSlot_store_8403e93113ff2bdb) }

      private let __lyrebirdSlot_send_a936c28b6bade849: Lyrebird.TypedMemberSlot<(String), Swift.Void>
      func send(_ message: sending String) {
        __lyrebirdSlot_send_a936c28b6bade849.call(
          in: __lyrebirdContext, with: message)
      }

      func send<__Handle>(_ message: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (String) -> Swift.Void, Swift.Void> {
        .init(mock: self, member: .method("send(_:)"), arguments: Lyrebird.arguments1(message))
      }
      var _send: Lyrebird.CallRecords<String, Swift.Void> { .init(mock: self, singleParameterSlot: __lyrebirdSlot_send_a936c28b6bade849) }
      """
    }
  }
}
