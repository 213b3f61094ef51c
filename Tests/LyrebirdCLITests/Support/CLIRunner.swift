import Foundation
import Testing

/// What one run of `lyrebird` printed and returned.
struct CLIResult {
  let status: Int32
  let standardOutput: String
  let standardError: String
}

/// Runs the `lyrebird` executable built next to the test bundle.
func lyrebird(_ arguments: [String], in directory: URL) throws -> CLIResult {
  let process = Process()
  process.executableURL = try executableURL()
  process.arguments = arguments
  process.currentDirectoryURL = directory
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CLIResult(
    status: process.terminationStatus,
    standardOutput: String(decoding: outputData, as: UTF8.self),
    standardError: String(decoding: errorData, as: UTF8.self))
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
func withSources<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
  let directory = URL(fileURLWithPath: NSTemporaryDirectory())
    .appendingPathComponent("lyrebird-cli-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: directory) }
  for (path, contents) in files {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: url, atomically: true, encoding: .utf8)
  }
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return try body(directory)
}

func contents(_ url: URL) throws -> String {
  try String(contentsOf: url, encoding: .utf8)
}

func exists(_ url: URL) -> Bool {
  FileManager.default.fileExists(atPath: url.path)
}
