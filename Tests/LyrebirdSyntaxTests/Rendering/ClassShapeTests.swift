import Foundation
import InlineSnapshotTesting
import LyrebirdSyntax
import Testing

/// Class shapes from real test hosts: overloaded variadic subscripts, `init!`, private setters and
/// classes that declare no initializer.
@Suite struct ClassShapeTests {
  @Test func aClassWithoutAnInitializerIsMadeByMockItself() {
    assertInlineSnapshot(
      of: mockFunctions(renderMocks("class Feeder { func refill(grams: Int) -> Bool { true } }")), as: .lines
    ) {
      """
      func mock(
        _ type: Feeder.Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> FeederMock {
        FeederMock(__lyrebirdContext: Lyrebird.MockingContext(mockName: "FeederMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      """
    }
  }

  @Test func aClassWithAnInitializerKeepsItsProxy() {
    assertInlineSnapshot(of: mockFunctions(renderMocks("class Feeder { init(grams: Int) {} }")), as: .lines) {
      """
      func mock(
        _ type: Feeder.Type,
        fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath, line: Swift.UInt = #line, column: Swift.UInt = #column
      ) -> FeederMock.InitializerProxy {
        FeederMock.InitializerProxy(context: Lyrebird.MockingContext(mockName: "FeederMock", location: Lyrebird.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
      }
      """
    }
  }

  @Test func variadicAndPlainSubscriptsGetTheirOwnSlots() {
    let members = renderMembers(
      """
      class Perches {
        subscript(name: String) -> String { get { "" } set {} }
        subscript(names: String...) -> String { get { "" } set {} }
      }
      """)
    assertInlineSnapshot(of: members, as: .lines) {
      """
      override subscript(name: String) -> String {
        get {
          __lyrebirdContext.call(
            .subscriptGetter("(_: String) -> String"), arguments: name,
            apply: { (__body: (String) -> String) in __body(name) },
            superclass: { super[name] })
        }
        set(__newValue) {
          __lyrebirdContext.call(
            .subscriptSetter("(_: String) -> String"), arguments: name, __newValue,
            apply: { (__body: (String, String) -> Swift.Void) in __body(name, __newValue) },
            superclass: { super[name] = __newValue })
        }
      }

      func getSubscript<__Handle>(_ name: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, (String) -> String, String> {
        Lyrebird.handle1(self, .subscriptGetter("(_: String) -> String"), name)
      }

      func setSubscript<__Handle>(_ name: @autoclosure () -> String, newValue __newValue: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertySetterDeclaration, (String, String) -> Swift.Void, Swift.Void> {
        Lyrebird.handle2(self, .subscriptSetter("(_: String) -> String"), name, __newValue)
      }

      override subscript(names: String...) -> String {
        get {
          __lyrebirdContext.call(
            .subscriptGetter("(_: String...) -> String"), arguments: names,
            apply: { (__body: ([String]) -> String) in __body(names) },
            superclass: { super[names] })
        }
        set(__newValue) {
          __lyrebirdContext.call(
            .subscriptSetter("(_: String...) -> String"), arguments: names, __newValue,
            apply: { (__body: ([String], String) -> Swift.Void) in __body(names, __newValue) },
            superclass: { super[names] = __newValue })
        }
      }

      func getSubscript<__Handle>(_ names: @autoclosure () -> [String])
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, ([String]) -> String, String> {
        Lyrebird.handle1(self, .subscriptGetter("(_: String...) -> String"), names)
      }

      func setSubscript<__Handle>(_ names: @autoclosure () -> [String], newValue __newValue: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertySetterDeclaration, ([String], String) -> Swift.Void, Swift.Void> {
        Lyrebird.handle2(self, .subscriptSetter("(_: String...) -> String"), names, __newValue)
      }

      @_disfavoredOverload
      func getSubscript<__Handle>(_ names: String...)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, ([String]) -> String, String> {
        .init(mock: self, member: .subscriptGetter("(_: String...) -> String"), arguments: [Lyrebird.evaluatedArgument(names)])
      }

      @_disfavoredOverload
      func setSubscript<__Handle>(_ names: String..., newValue __newValue: @autoclosure () -> String)
      -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertySetterDeclaration, ([String], String) -> Swift.Void, Swift.Void> {
        .init(mock: self, member: .subscriptSetter("(_: String...) -> String"), arguments: [Lyrebird.evaluatedArgument(names)] + Lyrebird.arguments(__newValue))
      }
      """
    }
  }

  @Test func aDecodableClassOverridesItsSynthesizedDecoderInitializer() {
    // The implicit `init()` still makes the mock, beside the decoder's initializer.
    assertInlineSnapshot(of: initializers(renderMocks("class Ticket: Codable { var seat = 1 }")), as: .lines) {
      """
      init(__lyrebirdContext: Lyrebird.MockingContext) {
        self.__lyrebirdContext = __lyrebirdContext
        super.init()
      }

      override convenience init() {
        self.init(__lyrebirdContext: Lyrebird.MockingContext(mockName: "TicketMock"))
      }

      init(__lyrebirdContext: Lyrebird.MockingContext, from decoder: any Swift.Decoder) throws {
        self.__lyrebirdContext = __lyrebirdContext
        try super.init(from: decoder)
      }

      required init(from decoder: any Swift.Decoder) throws {
        self.__lyrebirdContext = Lyrebird.MockingContext(mockName: "TicketMock")
        try super.init(from: decoder)
      }
      """
    }
    // A class that writes its own `init(from:)` keeps only that one.
    let written = renderMocks("class Ticket: Decodable { required init(from decoder: any Decoder) throws {} }")
    assertInlineSnapshot(of: initializers(written), as: .lines) {
      """
      init(__lyrebirdContext: Lyrebird.MockingContext, from decoder: any Decoder) throws {
        self.__lyrebirdContext = __lyrebirdContext
        try super.init(from: decoder)
      }

      required init(from decoder: any Decoder) throws {
        self.__lyrebirdContext = Lyrebird.MockingContext(mockName: "TicketMock")
        try super.init(from: decoder)
      }
      """
    }
  }

  @Test func anImplicitlyUnwrappedInitializerIsOverriddenAsOne() {
    assertInlineSnapshot(of: initializers(renderMocks("class Nest { init!(twigs: Int) {} }")), as: .lines) {
      """
      init!(__lyrebirdContext: Lyrebird.MockingContext, twigs: Int) {
        self.__lyrebirdContext = __lyrebirdContext
        super.init(twigs: twigs)
      }

      override convenience init!(twigs: Int) {
        self.init(__lyrebirdContext: Lyrebird.MockingContext(mockName: "NestMock"), twigs: twigs)
      }
      """
    }
  }

  @Test func aSubscriptWithAPrivateSetterIsSkipped() {
    let parsed = SourceParser.parse(
      "class Perches { private(set) subscript(index: Int) -> Int { get { 0 } set {} } }", path: "Fixture.swift")
    #expect(
      parsed.diagnostics.map(\.message) == ["this subscript has a private setter, so PerchesMock can't override it"])
    let mock = MockFileRenderer.renderType(PreparedMock(parsed.types[0]))
    #expect(!mock.contains("subscript("), "\(mock)")
  }

  @Test func storedPropertiesWithoutATypeTakeTheirInitialValuesType() {
    let members = renderMembers(
      """
      class Feeder {
        var isOpen = true
        var seeds = 0
        var ratio = 0.5
        var label = ""
        var bowl = Bowl()
        var lid = makeLid() as Lid
      }
      """)
    #expect(
      declarationLines(members, startingWith: "override var ") == [
        "override var isOpen: Swift.Bool {", "override var seeds: Swift.Int {", "override var ratio: Swift.Double {",
        "override var label: Swift.String {", "override var bowl: Bowl {", "override var lid: Lid {",
      ])
  }

  @Test func aStoredPropertyWhoseTypeTheSyntaxDoesNotSayIsSkipped() {
    let parsed = SourceParser.parse("class Feeder { var bowl = makeBowl() }", path: "Fixture.swift")
    #expect(parsed.diagnostics.map(\.message) == ["'bowl' has no type annotation, so FeederMock can't override it"])
  }
}

/// The lines of `text` that begin, after their indentation, with `prefix`, without the indentation.
private func declarationLines(_ text: String, startingWith prefix: String) -> [String] {
  text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix(prefix) }
}

/// The `mock(...)` functions a rendered file declares, each from its first line to its closing brace.
private func mockFunctions(_ text: String) -> String {
  blocks(of: text, where: { $0.hasPrefix("func mock(") || $0.hasPrefix("public func mock(") })
}

/// The initializers a rendered mock declares, each whole.
private func initializers(_ text: String) -> String {
  blocks(of: text, where: { $0.firstMatch(of: /^(?:\w+ )*init[!?]?\(/) != nil })
}

/// Each block of `text` whose first line (without indentation) passes `starts`, through the line
/// that balances its braces, without the first line's indentation, joined by blank lines.
private func blocks(of text: String, where starts: (String) -> Bool) -> String {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var found: [String] = []
  var index = 0
  while index < lines.count {
    let indent = lines[index].prefix { $0 == " " }
    guard starts(String(lines[index].dropFirst(indent.count))) else {
      index += 1
      continue
    }
    var (depth, opened, end) = (0, false, index)
    repeat {
      depth += lines[end].count { $0 == "{" } - lines[end].count { $0 == "}" }
      opened = opened || depth > 0
      end += 1
    } while (!opened || depth > 0) && end < lines.count
    found.append(lines[index..<end].map { String($0.dropFirst(indent.count)) }.joined(separator: "\n"))
    index = end
  }
  return found.joined(separator: "\n\n")
}
