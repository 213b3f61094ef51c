import Foundation
import Testing

/// The seed's tip, negatively: the checked `returns` and `invokes` refuse a non-`Sendable` type.
///
/// A compile failure can't be a test's own code, so a snippet is type-checked by `swiftc` against
/// the modules this test was built with, and the compiler's errors are compared.
@Suite struct CheckedConstructorsTests {
  static let snippet = """
    import LyrebirdMocked

    final class NonSendableType {}

    func configure(_ mock: any MockObject) {
      let method = MockedMethod<
        FunctionDeclaration, Void, NonSendableType, () -> NonSendableType, @Sendable () -> NonSendableType
      >(mock: mock, member: .method("make()"), arity: 0, arguments: { _ in () })
      let nonSendableInstance = NonSendableType()
      method.implementation = .uncheckedReturns(nonSendableInstance)
      method.implementation = .returns(nonSendableInstance)
      method.implementation = .invokes { nonSendableInstance }
    }
    """

  @Test func checkedConstructorsRejectNonSendableTypes() async throws {
    let errors = try await typeCheck(Self.snippet)
      .split(separator: "\n").filter { $0.contains("snippet.swift:") && $0.contains("error:") }
      .map { $0.split(separator: "snippet.swift:").last.map(String.init) ?? "" }
    #expect(
      errors == [
        "11:28: error: type 'NonSendableType' does not conform to the 'Sendable' protocol",
        "12:28: error: type 'NonSendableType' does not conform to the 'Sendable' protocol",
        "12:38: error: capture of 'nonSendableInstance' with non-Sendable type 'NonSendableType' in a "
          + "'@Sendable' closure [#SendableClosureCaptures]",
      ])
  }

  /// What `swiftc -typecheck` prints for `source` in Swift 6 mode.
  private func typeCheck(_ source: String) async throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lyrebird-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("snippet.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", try modulesPath(), file.path]
    let output = Pipe()
    process.standardError = output
    process.standardOutput = output
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      process.terminationHandler = { _ in continuation.resume() }
      do { try process.run() } catch { continuation.resume(throwing: error) }
    }
    return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// The build's module directory, found from the test binary.
  private func modulesPath() throws -> String {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let modules = directory.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: modules.appendingPathComponent("LyrebirdMocked.swiftmodule").path) {
        return modules.path
      }
      directory = directory.deletingLastPathComponent()
    }
    throw ModulesNotFound()
  }
}

private struct ModulesNotFound: Error {}
