import Foundation

/// Finds the Swift files of other packages' products a package's targets depend on, so a protocol
/// refining one declared there gets its mock without `--support`.
///
/// The dependencies' checkouts come from `swift package show-dependencies`; each is described with
/// `swift package describe`, which reads a checkout without resolving or writing anything. What
/// can't be read is a warning, not an error: a parent that stays unknown is reported where the
/// protocol is, with the file to add.
package enum PackageProducts {
  /// The files of `products` and of everything they depend on, for the package at `packagePath`.
  package static func files(
    of products: [String], packagePath: String, warn: (String) -> Void
  ) -> [String] {
    guard !products.isEmpty else { return [] }
    guard
      let swift = PackageTargets.findExecutable(named: "swift", searchPath: ProcessInfo.processInfo.environment["PATH"])
    else {
      warn("cannot find 'swift' on PATH, so the package's dependencies' sources aren't read")
      return []
    }
    let paths: [String]
    do {
      let tree = try PackageTargets.describe(
        packagePath: packagePath, swiftExecutable: swift, forwardStandardError: false,
        arguments: ["package", "show-dependencies", "--format", "json"])
      paths = try dependencyPaths(fromTree: tree)
    } catch PackageTargetsError.describeFailed(_, let standardError) {
      warn("swift package show-dependencies failed: \(PackageTargetsError.headline(of: standardError))")
      return []
    } catch {
      warn("cannot list the package's dependencies: \(error)")
      return []
    }
    return files(of: products, in: paths, warn: warn) { path in
      try PackageTargets.describe(packagePath: path, swiftExecutable: swift, forwardStandardError: false)
    }
  }

  /// The files of `products` found in the packages at `packagePaths`, in that order of search;
  /// `describe` gives a package's `swift package describe --type json`.
  static func files(
    of products: [String], in packagePaths: [String], warn: (String) -> Void,
    describe: (String) throws -> Data
  ) -> [String] {
    var descriptions: [String: PackageDescription?] = [:]
    func description(at path: String) -> PackageDescription? {
      if let known = descriptions[path] { return known }
      var loaded: PackageDescription?
      do {
        loaded = try PackageDescription.decode(describe(path), packagePath: path)
      } catch {
        warn("cannot read the dependency at '\(path)': \(error)")
      }
      descriptions[path] = loaded
      return loaded
    }
    var files = Set<String>()
    var done = Set<String>()
    var queue = products
    while let product = queue.first {
      queue.removeFirst()
      guard done.insert(product).inserted else { continue }
      var found: (path: String, package: PackageDescription, product: PackageDescription.Product)?
      for path in packagePaths where found == nil {
        guard let package = description(at: path), let declared = package.products?.first(where: { $0.name == product })
        else { continue }
        found = (path, package, declared)
      }
      guard let (path, package, declared) = found else {
        warn("no dependency of the package declares the product '\(product)'; pass its sources with --support")
        continue
      }
      let dependencies = package.dependencies(of: declared.targets)
      for target in declared.targets.compactMap(package.target(named:)) + dependencies.targets {
        files.formUnion(package.swiftFiles(of: target, root: path))
      }
      queue += dependencies.products
    }
    return files.sorted()
  }

  /// Every package path in `swift package show-dependencies --format json`'s tree but the root's,
  /// breadth first, each once.
  static func dependencyPaths(fromTree json: Data) throws -> [String] {
    struct Node: Decodable {
      var path: String
      var dependencies: [Node]?
    }
    let root: Node
    do {
      root = try JSONDecoder().decode(Node.self, from: json)
    } catch {
      throw PackageTargetsError.invalidDescription(
        packagePath: "swift package show-dependencies", reason: "not the expected JSON tree")
    }
    var paths: [String] = []
    var level = root.dependencies ?? []
    while !level.isEmpty {
      var next: [Node] = []
      for node in level where !paths.contains(node.path) {
        paths.append(node.path)
        next += node.dependencies ?? []
      }
      level = next
    }
    return paths
  }
}
