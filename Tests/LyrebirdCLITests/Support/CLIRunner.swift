import Foundation
import Testing

/// What one run of `lyrebird` printed and returned.
struct CLIResult {
  let status: Int32
  let standardOutput: String
  let standardError: String
}

/// Runs the `lyrebird` executable built next to the test bundle.
///
/// The process is awaited without blocking a thread: Swift Testing runs tests on a small shared
/// pool, and a blocked thread would starve other tests' tasks.
func lyrebird(_ arguments: [String], in directory: URL) async throws -> CLIResult {
  let process = Process()
  process.executableURL = try executableURL()
  process.arguments = arguments
  process.currentDirectoryURL = directory
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  return try await withCheckedThrowingContinuation { continuation in
    DispatchQueue.global().async {
      do {
        try process.run()
      } catch {
        continuation.resume(throwing: error)
        return
      }
      let group = DispatchGroup()
      let collected = Collected()
      group.enter()
      DispatchQueue.global().async {
        collected.output = output.fileHandleForReading.readDataToEndOfFile()
        group.leave()
      }
      collected.error = error.fileHandleForReading.readDataToEndOfFile()
      group.wait()
      process.waitUntilExit()
      continuation.resume(
        returning: CLIResult(
          status: process.terminationStatus,
          standardOutput: String(decoding: collected.output, as: UTF8.self),
          standardError: String(decoding: collected.error, as: UTF8.self)))
    }
  }
}

extension CLIResult {
  /// Standard output as it reads in any run: the temporary directory as `<dir>`, times as `<n> ms`.
  func output(in directory: URL) -> String { Self.stable(standardOutput, in: directory) }

  /// Standard error as it reads in any run: the temporary directory as `<dir>`, times as `<n> ms`.
  func errors(in directory: URL) -> String { Self.stable(standardError, in: directory) }

  private static func stable(_ text: String, in directory: URL) -> String {
    // The process sees its working directory with symlinks resolved (macOS: /private/var for /var).
    let spellings = [directory.path, "/private" + directory.path, directory.resolvingSymlinksInPath().path]
    let paths = Set(spellings).sorted { $0.count > $1.count }
    let relative = paths.reduce(text) { $0.replacingOccurrences(of: $1, with: "<dir>") }
    return relative.replacing(/\d+ ms/, with: "<n> ms")
  }
}

/// Output read on two queues; the group's `wait` orders the writes before the reads.
private final class Collected: @unchecked Sendable {
  var output = Data()
  var error = Data()
}

private func executableURL() throws -> URL {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<4 {
    let candidate = directory.appendingPathComponent("lyrebird")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory = directory.deletingLastPathComponent()
  }
  throw CLITestError("the lyrebird executable wasn't found next to \(CommandLine.arguments[0])")
}

struct CLITestError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A temporary directory holding `files` (relative path → contents), removed afterwards.
func withSources<T>(_ files: [String: String], _ body: (URL) async throws -> T) async throws -> T {
  let directory = URL(fileURLWithPath: NSTemporaryDirectory())
    .appendingPathComponent("lyrebird-cli-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: directory) }
  for (path, contents) in files {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: url, atomically: true, encoding: .utf8)
  }
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return try await body(directory)
}

func contents(_ url: URL) throws -> String {
  try String(contentsOf: url, encoding: .utf8)
}

/// The mock classes a generated file declares, sorted, so a test can say exactly which were written.
func mockClasses(_ text: String) -> [String] {
  text.matches(of: /class (\w+Mock)\b/).map { String($0.1) }.sorted()
}

func exists(_ url: URL) -> Bool {
  FileManager.default.fileExists(atPath: url.path)
}
