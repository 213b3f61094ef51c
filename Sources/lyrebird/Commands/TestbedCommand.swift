import ArgumentParser
import Foundation
import LyrebirdGenerator

/// `lyrebird testbed`: writes the benchmark's input, shaped like Mockingbird's published benchmark.
struct TestbedCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "testbed",
    abstract: "Write N benchmark source files, each with a grandparent → parent → child protocol chain.")

  @Option(help: "How many files to write.")
  var count = 1000

  @Option(name: .shortAndLong, help: "The directory to write into; it is created if needed.")
  var output: String

  func validate() throws {
    guard count > 0 else { throw ValidationError("--count must be positive") }
  }

  func run() throws {
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    for index in 0..<count {
      let path = (output as NSString).appendingPathComponent("Testbed\(index).swift")
      try AtomicWriter.write(Self.source(index), to: path)
    }
    Console().info("Wrote \(count) files with \(count * 3) protocols to \(output)")
  }

  static func source(_ index: Int) -> String {
    ["Grandparent", "Parent", "Child"].enumerated().map { level, role in
      let name = "\(role)\(index)"
      let parent = level == 0 ? "" : ": \(["Grandparent", "Parent"][level - 1])\(index)"
      let prefix = role.lowercased()
      return """
        protocol \(name)\(parent) {
          var \(prefix)ReadOnly: Bool { get }
          var \(prefix)ReadWrite: Int { get set }
          func \(prefix)Trivial()
          func \(prefix)Parameterized(param1: Bool, param2: Int)
          func \(prefix)Returning(param1: Bool, param2: Int) -> String
        }

        """
    }.joined(separator: "\n")
  }
}
