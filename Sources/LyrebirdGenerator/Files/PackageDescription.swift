import Foundation

/// The part of `swift package describe --type json` the generator reads: a package's targets,
/// their sources and dependencies, and its products.
struct PackageDescription: Decodable {
  struct Target: Decodable {
    var name: String
    var c99name: String
    /// Relative to the package root.
    var path: String
    /// Relative to `path`; absent for binary and system-library targets.
    var sources: [String]?
    /// The package's own targets this one depends on (a by-name dependency on another package's
    /// product may be listed here too).
    var targetDependencies: [String]?
    /// Other packages' products this one depends on.
    var productDependencies: [String]?

    enum CodingKeys: String, CodingKey {
      case name, c99name, path, sources
      case targetDependencies = "target_dependencies"
      case productDependencies = "product_dependencies"
    }
  }

  struct Product: Decodable {
    var name: String
    var targets: [String]
  }

  var name: String
  var targets: [Target]
  var products: [Product]?

  /// Decodes SwiftPM's output for the package at `packagePath`, with a one-line reason on failure.
  static func decode(_ json: Data, packagePath: String) throws -> PackageDescription {
    do {
      return try JSONDecoder().decode(PackageDescription.self, from: json)
    } catch {
      throw PackageTargetsError.invalidDescription(packagePath: packagePath, reason: reason(for: error))
    }
  }

  /// The target named `name`.
  func target(named name: String) -> Target? {
    targets.first { $0.name == name }
  }

  /// Absolute, sorted paths of `target`'s `.swift` files, for the package at `root`.
  func swiftFiles(of target: Target, root: String) -> [String] {
    let directory = Paths.absolute(target.path, relativeTo: root)
    return (target.sources ?? []).filter { $0.hasSuffix(".swift") }.map { Paths.absolute($0, relativeTo: directory) }
      .sorted()
  }

  /// What `names` depend on, through any number of the package's targets: those targets (sorted by
  /// name, `names` themselves left out), and the other packages' products they name (sorted).
  func dependencies(of names: [String]) -> (targets: [Target], products: [String]) {
    var found: [String: Target] = [:]
    var products = Set<String>()
    var visited = Set<String>()
    var queue = names
    while let next = queue.first {
      queue.removeFirst()
      guard visited.insert(next).inserted else { continue }
      let isRequested = names.contains(next)
      guard let dependency = target(named: next) else {
        // A by-name dependency that isn't a target here is another package's product.
        if !isRequested { products.insert(next) }
        continue
      }
      if !isRequested { found[next] = dependency }
      products.formUnion(dependency.productDependencies ?? [])
      queue += dependency.targetDependencies ?? []
    }
    return (found.keys.sorted().compactMap { found[$0] }, products.sorted())
  }

  /// A one-line reason; `DecodingError`'s own description spans several lines.
  private static func reason(for error: any Error) -> String {
    guard let decodingError = error as? DecodingError else {
      return String(describing: error)
    }
    switch decodingError {
    case .keyNotFound(let key, let context):
      return "missing '\(key.stringValue)' at \(location(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "unexpected value at \(location(context))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "not valid JSON" : "invalid value at \(location(context))"
    @unknown default:
      return "unexpected structure"
    }
  }

  private static func location(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { key in
      key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }.joined()
    return path.isEmpty ? "top level" : String(path.drop { $0 == "." })
  }
}
