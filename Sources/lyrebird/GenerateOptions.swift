import ArgumentParser
import Foundation
import LyrebirdGenerator
import LyrebirdSyntax

struct SourceOptions: ParsableArguments {
  @Option(help: "A SwiftPM package whose targets' sources are mocked (with --target).")
  var package: String?

  @Option(name: .customLong("target"), help: "A target of --package to mock. Repeat for several.")
  var targets: [String] = []

  @Option(help: "The module that declares the inputs, imported by the mocks.")
  var module: String?

  @Option(
    help: """
      Sources used only to resolve inherited types; never mocked. Repeatable. Unlike Mockingbird, \
      no support directory is assumed.
      """)
  var support: [String] = []
}

struct OutputOptions: ParsableArguments {
  @Option(name: .shortAndLong, help: "A .swift file for all mocks, or a directory for one file per input.")
  var output: String?

  @Option(help: "A prefix for each file written into an output directory.")
  var filePrefix = ""

  /// Optional, so a `lyrebird.yml` setting applies unless the command line says otherwise.
  @Flag(
    inversion: .prefixedNo,
    help: """
      Import --module with @testable, to mock internal types (the default, as in Mockingbird). \
      Cuckoo's form --testable A,B (or --testable=A,B) also imports the modules A and B with @testable.
      """)
  var testable: Bool?

  /// Cuckoo's `--testable A,B`, rewritten by ``TestableArgument`` before parsing.
  @Option(name: .customLong("testable-modules"), help: .hidden)
  var testableModules: [String] = []

  @Flag(help: "Omit the import of --module, for mocks compiled into the module itself.")
  var disableModuleImport = false

  @Option(help: "Wrap the generated code in #if <condition>.")
  var condition: String?

  @Option(help: "A comment placed at the top of each generated file.")
  var header: String?

  @Flag(help: "Add // swiftlint:disable all, so SwiftLint skips the mocks; without it nothing is added.")
  var disableSwiftlint = false

  /// `--testable A,B --testable C` as `[A, B, C]`.
  var testableImports: [String] {
    testableModules.flatMap { $0.split(separator: ",").map(String.init) }
  }

  func destination(_ path: String, perModule: Bool) throws -> GeneratorOptions.Output {
    if path.hasSuffix(".swift") {
      let parent = (path as NSString).deletingLastPathComponent
      guard isDirectory(parent) else {
        throw ValidationError("cannot write '\(output ?? path)': directory '\(parent)' does not exist")
      }
      return .file(path)
    }
    if !isDirectory(path) {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw ValidationError("cannot create output directory '\(output ?? path)'")
      }
    }
    return .directory(path, filePrefix: filePrefix, perModule: perModule)
  }

  /// The cache lives next to the output, so each output keeps its own.
  func cachePath(for destination: GeneratorOptions.Output) -> String {
    switch destination {
    case .file(let path):
      let directory = (path as NSString).deletingLastPathComponent
      let name = (path as NSString).lastPathComponent
      return (directory as NSString).appendingPathComponent(".\(name).lyrebird-cache")
    case .directory(let path, _, _):
      return (path as NSString).appendingPathComponent(".lyrebird-cache")
    }
  }

  private func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}

struct SelectionOptions: ParsableArguments {
  @Flag(
    name: [.customLong("only-protocols"), .customLong("no-class-mocking")], help: "Mock protocols only, not classes.")
  var onlyProtocols = false

  @Option(help: "A type not to mock. Repeatable, or comma-separated.")
  var exclude: [String] = []

  @Option(help: "Mock only types at least this visible: internal, package or public.")
  var minimumAccess: AccessLevel = .internal

  @Option(help: "Mock only types whose name matches this regular expression.")
  var regex: String?

  @Flag(help: "Don't add members inherited from parent protocols and superclasses.")
  var noInheritance = false

  @Option(
    help: """
      Prune mocks that no test references: disable, stub or omit. Unlike Mockingbird (stub), the \
      default is disable, because pruning needs --test-sources to know what tests use.
      """)
  var prune: GeneratorOptions.Pruning = .disable

  @Option(help: "Test sources scanned for mock(X.self) when pruning. Repeatable.")
  var testSources: [String] = []
}

extension GeneratorOptions.Pruning: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}
