import InlineSnapshotTesting
import LyrebirdSyntax
import SwiftParser
import Testing

/// The Mockolo-shaped mock of the one type `source` declares, with `settings`, parsed back as Swift.
private func renderMockolo(_ source: String, settings: MockoloSettings = MockoloSettings()) -> String {
  let parsed = SourceParser.parse(source, path: "Fixture.swift")
  #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
  let text = parsed.types.map { type in
    var mock = PreparedMock(type)
    mock.mockolo = settings
    return MockFileRenderer.renderType(mock, dialect: .mockolo)
  }.joined(separator: "\n\n")
  #expect(!Parser.parse(source: text).hasError, "the rendered mock is not valid Swift:\n\(text)")
  return text
}

/// Exact text of Mockolo's shape: the members tests drive, named as Mockolo 2.6.1 names them.
@Suite struct MockoloSnapshotTests {
  @Test func lyrebirdDSLRecordsHandledCallsAndFallsBackToStubsAndDefaults() {
    assertInlineSnapshot(
      of: renderMockolo(
        """
        protocol Scale {
          var unit: Unit { get set }
          func weigh(_ grams: Int) throws -> Unit
        }
        """,
        settings: {
          var settings = MockoloSettings()
          settings.usesLyrebirdDSL = true
          return settings
        }()),
      as: .lines
    ) {
      """
      class ScaleMock: Scale, Lyrebird.MockObject, @unchecked Swift.Sendable {
          let __lyrebirdContext: Lyrebird.MockingContext
          init(__lyrebirdFileID: Swift.StaticString = #fileID, __lyrebirdFilePath: Swift.StaticString = #filePath, __lyrebirdLine: Swift.UInt = #line, __lyrebirdColumn: Swift.UInt = #column) {
              self.__lyrebirdContext = Lyrebird.MockingContext(mockName: "ScaleMock", location: Lyrebird.SourceLocation(fileID: __lyrebirdFileID, filePath: __lyrebirdFilePath, line: __lyrebirdLine, column: __lyrebirdColumn), advice: .mockolo)
          }
          init(unit: Unit, __lyrebirdFileID: Swift.StaticString = #fileID, __lyrebirdFilePath: Swift.StaticString = #filePath, __lyrebirdLine: Swift.UInt = #line, __lyrebirdColumn: Swift.UInt = #column) {
              self.__lyrebirdContext = Lyrebird.MockingContext(mockName: "ScaleMock", location: Lyrebird.SourceLocation(fileID: __lyrebirdFileID, filePath: __lyrebirdFilePath, line: __lyrebirdLine, column: __lyrebirdColumn), advice: .mockolo)
              self.__lyrebirdValue_unit = unit
          }

          private var __lyrebirdValue_unit: Unit?
          private(set) var unitSetCallCount = 0
          var unit: Unit {
              get {
                  guard let __lyrebirdValue_unit else {
                      return __lyrebirdContext.call(
                          .getter("unit"),
                          apply: { (__body: () -> Unit) in __body() })
                  }
                  return __lyrebirdContext.call(
                      .getter("unit"),
                      apply: { (__body: () -> Unit) in __body() },
                      unstubbed: { __lyrebirdValue_unit })
              }
              set {
                  __lyrebirdValue_unit = newValue
                  unitSetCallCount += 1
                  __lyrebirdContext.call(
                      .setter("unit"), arguments: newValue,
                      apply: { (__body: (Unit) -> Swift.Void) in __body(newValue) })
              }
          }

          func getUnit<__Handle>()
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertyGetterDeclaration, () -> Unit, Unit> {
              Lyrebird.handle0(self, .getter("unit"))
          }

          func setUnit<__Handle>(_ newValue: @autoclosure () -> Unit)
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.PropertySetterDeclaration, (Unit) -> Swift.Void, Swift.Void> {
              Lyrebird.handle1(self, .setter("unit"), newValue)
          }
          var _unit: Lyrebird.PropertyRecords<Unit> { Lyrebird.PropertyRecords(mock: self, property: "unit") }

          private(set) var weighCallCount = 0
          var weighHandler: ((Int) throws -> Unit)?
          func weigh(_ grams: Int) throws -> Unit {
              weighCallCount += 1
              if let weighHandler = weighHandler {
                  return try __lyrebirdContext.handled(.method("weigh(_:)"), arguments: grams) { try weighHandler(grams) }
              }
              return try __lyrebirdContext.callThrowing(
                  .method("weigh(_:)"), arguments: grams,
                  apply: { (__body: (Int) throws -> Unit) in try __body(grams) })
          }

          func weigh<__Handle>(_ grams: Int)
          -> Lyrebird.MemberHandleIn<__Handle, Lyrebird.ThrowingFunctionDeclaration, (Int) throws -> Unit, Unit> {
              .init(mock: self, member: .method("weigh(_:)"), arguments: [Lyrebird.evaluatedArgument(grams)])
          }
          var _weigh: Lyrebird.CallRecords<Int, Unit> { Lyrebird.CallRecords(mock: self, member: .method("weigh(_:)"), arguments: { Lyrebird.recordedArgument($0, 0, as: (Int).self) }) }
      }
      """
    }
  }

  @Test func aProtocolGetsInitializersCountersHandlersAndDefaults() {
    assertInlineSnapshot(
      of: renderMockolo(
        """
        protocol Feeder {
          var seeds: Int { get set }
          var label: String { get }
          func fill(amount: Int, kind: String) throws -> Bool
          func empty()
        }
        """,
        settings: {
          var settings = MockoloSettings()
          settings.recordsAllArguments = true
          return settings
        }()),
      as: .lines
    ) {
      """
      class FeederMock: Feeder {
          init() { }
          init(seeds: Int = 0, label: String = "") {
              self.seeds = seeds
              self.label = label
          }

          private(set) var seedsSetCallCount = 0
          var seeds: Int = 0 { didSet { seedsSetCallCount += 1 } }

          var label: String = ""

          private(set) var fillCallCount = 0
          var fillArgValues = [(amount: Int, kind: String)]()
          var fillHandler: ((Int, String) throws -> Bool)?
          func fill(amount: Int, kind: String) throws -> Bool {
              fillCallCount += 1
              fillArgValues.append((amount, kind))
              if let fillHandler = fillHandler {
                  return try fillHandler(amount, kind)
              }
              return false
          }

          private(set) var emptyCallCount = 0
          var emptyHandler: (() -> ())?
          func empty() {
              emptyCallCount += 1
              if let emptyHandler = emptyHandler {
                  emptyHandler()
              }
          }
      }
      """
    }
  }

  @Test func aSendableProtocolsMockLocksItsState() {
    assertInlineSnapshot(
      of: renderMockolo("protocol Courier: Sendable { func send(_ note: String) async -> Bool }"), as: .lines
    ) {
      """
      final class CourierMock: Courier, @unchecked Swift.Sendable {
          init() { }

          private let sendState = _LyrebirdMockoloState<Swift.Never, (@Sendable (String) async -> Bool)>()
          var sendCallCount: Swift.Int {
              sendState.withLock { $0.callCount }
          }
          var sendHandler: (@Sendable (String) async -> Bool)? {
              get { sendState.withLock { $0.handler } }
              set { sendState.withLock { $0.handler = newValue } }
          }
          func send(_ note: String) async -> Bool {
              let sendHandler = sendState.withLock { state in
                  state.callCount += 1
                  return state.handler
              }
              if let sendHandler = sendHandler {
                  return await sendHandler(note)
              }
              return false
          }

          private final class _LyrebirdMockoloState<Arguments, Handler>: @unchecked Swift.Sendable {
              private let lock = Foundation.NSLock()
              private var state: (callCount: Swift.Int, argValues: [Arguments], handler: Handler?) = (0, [], nil)
              func withLock<Result>(_ body: (inout (callCount: Swift.Int, argValues: [Arguments], handler: Handler?)) throws -> Result) rethrows -> Result {
                  lock.lock()
                  defer { lock.unlock() }
                  return try body(&state)
              }
          }
      }
      """
    }
  }

  @Test func settingsNameTheMockAndShapeItsMembers() {
    var settings = MockoloSettings()
    settings.mockName = "StubPerch"
    settings.isFinal = true
    settings.allowsSetCallCount = true
    settings.modifiers = ["owner": "weak"]
    settings.typeAliases = ["Bird": "String"]
    let text = renderMockolo(
      """
      public protocol Perch: AnyObject {
        associatedtype Bird
        var owner: AnyObject? { get set }
        func land(_ bird: Bird)
      }
      """, settings: settings)
    #expect(text.hasPrefix("public final class StubPerch: Perch {\n"))
    #expect(text.contains("  public typealias Bird = String\n"))
    #expect(text.contains("  public weak var owner: AnyObject? = nil { didSet { ownerSetCallCount += 1 } }\n"))
    #expect(text.contains("  public var landCallCount = 0\n"))
    #expect(!text.contains("landArgValues"))
  }

  @Test func aModulePrefixNamesTheConformance() {
    var settings = MockoloSettings()
    settings.modulePrefix = "Aviary"
    #expect(renderMockolo("protocol Wren {}", settings: settings).hasPrefix("class WrenMock: Aviary.Wren {\n"))
  }

  @Test func withoutADefaultAHandlerMustBeSet() {
    let text = renderMockolo("protocol Loader { func load() -> Loaded }")
    #expect(text.contains(#"Swift.fatalError("loadHandler must be set: Loaded has no default value")"#))
  }

  @Test func theTemplateFunctionBodyIsMockolos() {
    var settings = MockoloSettings()
    settings.usesTemplateFunction = true
    let text = renderMockolo("protocol Counter { func next(after value: Int) -> Int }", settings: settings)
    #expect(text.contains(#"    mockFunc(&nextCallCount)("next", nextHandler?(value), .val(0))"#))
  }
}

/// Mockolo's annotation arguments, read as Mockolo reads them.
@Suite struct MockoloAnnotationTests {
  @Test func everyArgumentIsRead() throws {
    let annotation = try #require(
      try MockoloAnnotation.find(
        in: [
          "@mockable(typealias: T = String; U = [Int: String]; history: load = true; save = false; "
            + "modifiers: owner = weak; override: name = FakeStore; module: prefix = Storage)"
        ],
        annotation: "@mockable"))
    #expect(annotation.typeAliases == ["T": "String", "U": "[Int: String]"])
    #expect(annotation.historyMethods == ["load"])
    #expect(annotation.modifiers == ["owner": "weak"])
    #expect(annotation.mockName == "FakeStore")
    #expect(annotation.modulePrefix == "Storage")
  }

  @Test func aBareAnnotationHasNoArguments() throws {
    #expect(try MockoloAnnotation.find(in: ["@mockable"], annotation: "@mockable") == MockoloAnnotation())
    #expect(try MockoloAnnotation.find(in: ["@available"], annotation: "@mockable") == nil)
  }

  @Test(arguments: [
    ("@mockable(colour: T = Int)", "unknown argument 'colour:' in @mockable; expected 'typealias:'"),
    ("@mockable(history: load = yes)", "history: load = yes in @mockable must be 'true' or 'false'"),
    ("@mockable(modifiers: owner = strong)", "modifiers: owner = strong in @mockable must be 'weak' or 'dynamic'"),
    ("@mockable(override: title = X)", "override: takes 'name = MockName' in @mockable, not 'title'"),
    ("@mockable(typealias: T)", "'T' in @mockable's 'typealias:' is not 'name = value'"),
    ("@mockable(T = Int)", "'T = Int' in @mockable follows no argument name, such as 'typealias:'"),
    ("@mockable(typealias: T = Int", "'@mockable(' has no closing ')'"),
  ])
  func aBadArgumentIsAnError(line: String, message: String) {
    #expect {
      _ = try MockoloAnnotation.find(in: [line], annotation: "@mockable")
    } throws: { error in
      (error as? MockoloAnnotationError)?.message.hasPrefix(message) == true
    }
  }

  @Test func annotationsAreReadAboveTheDeclaration() {
    let source = """
      import Foundation

      /// A store.
      /// @mockable(history: save = true)
      @MainActor
      public protocol Store {}

      // @mockable
      protocol Plain {}
      """
    let parsed = DocAnnotationReader.reading(SourceParser.parse(source, path: "F.swift"), source: source)
    #expect(parsed.types.map(\.docAnnotations) == [["@mockable(history: save = true)"], []])
    // `\r\n` line breaks, as a file saved on Windows has them.
    let crlf = source.replacingOccurrences(of: "\n", with: "\r\n")
    let parsedCRLF = DocAnnotationReader.reading(SourceParser.parse(crlf, path: "F.swift"), source: crlf)
    #expect(parsedCRLF.types.map(\.docAnnotations) == [["@mockable(history: save = true)"], []])
  }
}

/// The member names Mockolo gives overloads, which tests name.
@Suite struct MockoloNamingTests {
  @Test func overloadsTakeLabelsThenTypes() {
    let parsed = SourceParser.parse(
      """
      protocol Singer {
        func sing(at volume: Int) -> String
        func sing(at pitch: String) -> String
        func sing(at pitch: Double) -> String
        func hum(_ tune: String)
        func hum(_ tune: Int)
        subscript(index: Int) -> Int { get }
      }
      """, path: "F.swift")
    let members = parsed.types[0].members.flattenedMembers
    let names = MockoloNaming.names(of: members)
    #expect(
      members.map { names[$0.identity] ?? "" } == ["sing", "singAt", "singAtDouble", "hum", "humTune", "subscript"])
  }

  @Test(
    arguments: [
      ("Int", "0"), ("String?", "nil"), ("[String]", "[String]()"), ("[Int: Bool]", "[Int: Bool]()"),
      ("Set<Int>", "Set<Int>()"), ("(Int, Bool)", "(0, false)"), ("Double", "0.0"), ("Swift.Bool", "false"),
      ("() -> Void", nil), ("Pebble", nil), ("(Int, Pebble)", nil),
    ] as [(String, String?)])
  func defaultsFollowMockolosTable(type: String, value: String?) {
    #expect(MockoloDefaults.value(for: type) == value)
  }
}
