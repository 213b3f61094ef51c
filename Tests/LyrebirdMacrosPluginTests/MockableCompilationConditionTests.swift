import LyrebirdMacrosPlugin
import SwiftParser
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// `compilationCondition:` decides the `#if` around the mock, and only that; `@Mocked` differs only
/// in its default, swift-mocking's `SWIFT_MOCKING_ENABLED`.
@Suite struct MockableCompilationConditionTests {
  @Test(arguments: [
    ("@Mockable", "#if DEBUG"),
    ("@Mockable(compilationCondition: .debug)", "#if DEBUG"),
    ("@Mockable(compilationCondition: \"!RELEASE\")", "#if !RELEASE"),
    ("@Mockable(compilationCondition: .custom(\"TESTING\"))", "#if TESTING"),
    ("@Mockable(compilationCondition: .none)", nil),
    ("@Mocked", "#if SWIFT_MOCKING_ENABLED"),
    ("@Mocked(compilationCondition: .debug)", "#if DEBUG"),
    ("@Mocked(compilationCondition: \"!RELEASE\")", "#if !RELEASE"),
    ("@Mocked(compilationCondition: .custom(\"TESTING\"))", "#if TESTING"),
    ("@Mocked(compilationCondition: .none)", nil),
    ("@Mocked(compilationCondition: .swiftMockingEnabled)", "#if SWIFT_MOCKING_ENABLED"),
    ("@Mockable(compilationCondition: .swiftMockingEnabled)", "#if SWIFT_MOCKING_ENABLED"),
  ])
  func theMockIsCompiledUnderTheCondition(attribute: String, condition: String?) {
    let expanded = Parser.parse(source: "\(attribute)\nprotocol Clock {}")
      .expand(
        macros: ["Mockable": MockableMacro.self, "Mocked": MockedMacro.self],
        contextGenerator: { _ in BasicMacroExpansionContext() },
        indentationWidth: .spaces(2))
    let lines = expanded.description.split(separator: "\n").map(String.init)
    let mockLine = lines.firstIndex { $0.hasPrefix("class ClockMock") || $0.hasPrefix("final class ClockMock") }
    #expect(mockLine != nil, "\(expanded)")
    #expect(lines.filter { $0.hasPrefix("#if") } == (condition.map { [$0] } ?? []))
    #expect(lines.contains("#endif") == (condition != nil))
    if let condition, let mockLine {
      #expect(lines[mockLine - 1] == condition)
    }
  }
}
