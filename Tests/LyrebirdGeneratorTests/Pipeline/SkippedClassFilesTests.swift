import Foundation
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

/// With `onlyProtocols`, files whose only candidates are classes are scanned, not parsed; one is
/// parsed after all when a protocol refines a class it declares, so the mocks come out the same.
@Suite struct SkippedClassFilesTests {
  private func mocks(_ directory: TemporaryDirectory, onlyProtocols: Bool, cached: Bool) throws -> (String, [String]) {
    let files = [
      try directory.write("Base.swift", "open class Base {\n  public init() {}\n}\n"),
      try directory.write("Parent.swift", "open class Root {\n  public init() {}\n}\nopen class View: Root {}\n"),
      try directory.write(
        "Unrelated.swift", "open class Helper {\n  public init() {}\n  open func help() {}\n}\nfinal class Sealed {}\n"),
      try directory.write(
        "Drawable.swift", "protocol Drawable: Base { func draw() }\nprotocol Shown: View { func show() }\n"),
    ]
    let output = directory.url(onlyProtocols ? "Protocols.swift" : "All.swift")
    var options = GeneratorOptions(
      modules: [GeneratorOptions.Module(name: "App", files: files)], output: .file(output),
      cachePath: cached ? directory.url(".cache") : nil)
    options.onlyProtocols = onlyProtocols
    let report = try Generator(options: options).run()
    return (try String(contentsOfFile: output, encoding: .utf8), report.diagnostics.map(\.message))
  }

  @Test(arguments: [false, true])
  func protocolsRefiningClassesInSkippedFilesGetTheSameMocks(cached: Bool) throws {
    try withTemporaryDirectory { directory in
      let (protocols, warnings) = try mocks(directory, onlyProtocols: true, cached: cached)
      #expect(protocols.contains("final class DrawableMock: App.Base, App.Drawable"))
      #expect(protocols.contains("super.init()"))
      #expect(protocols.contains("final class ShownMock: App.View, App.Shown"))
      #expect(!protocols.contains("HelperMock"))
      // No class is a candidate, so nothing is said about `Sealed`.
      #expect(warnings.isEmpty)
      let (all, allWarnings) = try mocks(directory, onlyProtocols: false, cached: cached)
      #expect(all.contains("HelperMock"))
      #expect(allWarnings == ["'Sealed' is final, so it can't be mocked; mock a protocol it conforms to instead"])
      // A second run reads the cache (when there is one) and writes the same bytes.
      #expect(try mocks(directory, onlyProtocols: true, cached: cached).0 == protocols)
    }
  }
}
