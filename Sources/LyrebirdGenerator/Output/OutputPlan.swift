import Foundation
import LyrebirdSyntax

/// Groups rendered mocks into output files and names those files.
struct OutputPlan {
  struct Entry: Sendable {
    var mock: PreparedMock
    /// The prepared type: its name, location and kind are the declaration's.
    var type: MockableType { mock.type }
    var file: String
    var module: String?
    var imports: [ImportSpec]
    var includesHandles: Bool
  }

  /// One mock's text, and its `mock(_:)` function's when that goes to a file of its own.
  struct Rendered: Sendable {
    /// UTF-8, as written: the run's mocks are never joined into one string.
    var type: [UInt8]
    var function: [UInt8]? = nil
  }

  let options: GeneratorOptions
  /// Every input that gets a file in an output directory, excluded ones included.
  let inputs: [String]

  init(options: GeneratorOptions) {
    self.options = options
    inputs = options.modules.flatMap(\.namingFiles)
  }

  /// Output path → contents, sorted by path so runs are deterministic.
  func files(for mocks: [(Entry, Rendered)]) -> [(String, GeneratedText)] {
    switch options.output {
    case .file(let path):
      return [(path, assemble(mocks, modules: Set(mocks.compactMap(\.0.module))))]
    case .directory(let directory, let prefix, let byModule):
      var groups: [String: [(Entry, Rendered)]] = [:]
      if byModule {
        for module in options.modules { groups[module.name ?? "Mocks", default: []] = [] }
        for mock in mocks { groups[mock.0.module ?? "Mocks", default: []].append(mock) }
        return groups.keys.sorted().map { name in
          (Self.path(directory, prefix, Self.moduleFileName(name)), assemble(groups[name] ?? [], modules: [name]))
        }
      }
      let names = fileNames()
      for input in inputs { groups[input] = [] }
      for mock in mocks { groups[mock.0.file, default: []].append(mock) }
      let files = groups.keys.sorted().compactMap { input -> (String, GeneratedText)? in
        guard let name = names[input] else { return nil }
        let entries = groups[input] ?? []
        return (Self.path(directory, prefix, name), assemble(entries, modules: Set(entries.compactMap(\.0.module))))
      }
      // Written even when empty: the build plugin declares it before anything is parsed.
      let functions = mocks.compactMap { mock in mock.1.function.map { (mock.0, Rendered(type: $0)) } }
      let functionsFile = assemble(functions, modules: Set(functions.compactMap(\.0.module)))
      return files + [(Self.path(directory, prefix, OutputFileNames.mockFunctions), functionsFile)]
    }
  }

  /// Every file a run writes, known before anything is parsed: one per module, per input, or one.
  func paths() -> [String] {
    switch options.output {
    case .file(let path):
      return [path]
    case .directory(let directory, let prefix, true):
      return Set(options.modules.map { $0.name ?? "Mocks" }).sorted().map {
        Self.path(directory, prefix, Self.moduleFileName($0))
      }
    case .directory(let directory, let prefix, false):
      return OutputFileNames.files(for: inputs).map { Self.path(directory, prefix, $0) }
    }
  }

  private static func path(_ directory: String, _ prefix: String, _ name: String) -> String {
    (directory as NSString).appendingPathComponent(prefix + name)
  }

  private static func moduleFileName(_ module: String) -> String { "\(module)Mocks.generated.swift" }

  private func assemble(_ mocks: [(Entry, Rendered)], modules: Set<String>) -> GeneratedText {
    var file = options.file
    // Sorting indices by names read once moves integers instead of whole models.
    let names = mocks.map(\.0.type.name)
    let order = names.indices.sorted { names[$0] < names[$1] }
    let imports = mocks.flatMap(\.0.imports)
    file.imports = Array(Set(file.imports + imports.filter { $0.condition == nil }.map(\.module))).sorted()
    file.conditionalImports = Array(Set(imports.filter { $0.condition != nil }))
    if file.modules.isEmpty { file.modules = modules.sorted() }
    return GeneratedText(pieces: MockFileRenderer.pieces(order.map { mocks[$0].1.type }, options: file))
  }

  /// `Bird.swift` → `BirdMocks.swift`; see ``OutputFileNames``.
  private func fileNames() -> [String: String] { OutputFileNames.names(for: inputs) }
}
