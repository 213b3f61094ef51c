import Foundation
import LyrebirdSyntax
import Testing

@testable import LyrebirdGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// With a cache, a run reads the models of unchanged files from it and parses only changed files.
@Suite struct IncrementalRunTests {
  private func run(_ directory: TemporaryDirectory, files: [String]) throws -> String {
    let output = directory.url("Mocks.swift")
    let report = try Generator(
      options: GeneratorOptions(
        modules: [GeneratorOptions.Module(name: "App", files: files)], output: .file(output),
        cachePath: directory.url(".cache"))
    ).run()
    #expect(!report.hasErrors)
    return try String(contentsOfFile: output, encoding: .utf8)
  }

  /// Rewrites a file in place with same-size text and its old modification time: to the cache it
  /// is unchanged, so what the next run mocks shows whether the file was parsed again.
  private func disguise(_ path: String, as text: String) throws {
    var info = stat()
    #expect(stat(path, &info) == 0)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.write(Data(text.utf8))
    handle.closeFile()
    #if canImport(Darwin)
    var times = [info.st_atimespec, info.st_mtimespec]
    #else
    var times = [info.st_atim, info.st_mtim]
    #endif
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
  }

  @Test func unchangedFilesComeFromTheCacheAndChangedOnesAreParsed() throws {
    try withTemporaryDirectory { directory in
      let bird = try directory.write("Bird.swift", "protocol Bird { func fly() }\n")
      let tree = try directory.write("Tree.swift", "protocol Tree { func grow() }\n")
      let first = try run(directory, files: [bird, tree])
      #expect(first.contains("func fly()") && first.contains("func grow()"))

      // Same size, same time, same inode: the cached model (with `fly`) is used.
      try disguise(bird, as: "protocol Bird { func run() }\n")
      // A real edit: parsed again.
      try directory.write("Tree.swift", "protocol Tree { func grow(); func shed() }\n")
      // Any changed input means the whole-run stamp misses, so this exercises the per-file cache.
      let second = try run(directory, files: [bird, tree])
      #expect(second.contains("func fly()") && !second.contains("func run()"))
      #expect(second.contains("func shed()"))
    }
  }
}
