import Foundation
import SwiftSyntax

/// `migrate`'s edits of `Package.swift`: each target that depends on the framework's product depends
/// on Lyrebird's instead (a test target with the build plugin too, for a framework whose mocks were
/// generated), and the framework's package goes once no target names it.
///
/// The edits are byte-range replacements, as `install`'s, so the rest of the manifest stays as written.
enum ManifestMigration {
  /// The manifest's change, with one summary line per edit; `nil` when there is no manifest or
  /// nothing in it names the framework.
  static func plan(
    _ framework: Framework, lyrebird: LyrebirdLocation?, packageDirectory: String
  ) throws(InstallError) -> (change: FileChange, summary: [String])? {
    // An Xcode project has no manifest; one that doesn't parse stops the run at its error.
    let path = URL(fileURLWithPath: packageDirectory).appendingPathComponent(ManifestFile.name).path
    guard !framework.products.isEmpty, FileManager.default.fileExists(atPath: path) else { return nil }
    let manifest = try ManifestFile.read(in: packageDirectory)
    let names = { (manifest: Manifest, expression: ExprSyntax) in
      framework.products.contains { manifest.names("product", $0, package: nil, expression) }
    }
    // Test targets use a generator's mocks; a macro framework's product is a production target's too.
    let targets = kinds.flatMap { kind in
      manifest.memberCalls(kind).compactMap { call -> (kind: String, name: String)? in
        guard Installer.dependencies(of: call, in: manifest).contains(where: { names(manifest, $0) }),
          let name = manifest.string("name", of: call)
        else { return nil }
        return (kind, name)
      }
    }
    guard !targets.isEmpty else { return nil }
    for target in targets {
      if let call = locate(target)(manifest) { try Installer.checkEditable(call, in: manifest) }
    }
    var editor = ManifestEditor(manifest)
    let package = try Installer.addPackageDependency(lyrebird, editor: &editor, packageDirectory: packageDirectory)
    let afterName = { (_: Manifest, call: FunctionCallExprSyntax) in call.arguments.first?.label?.text == "name" ? 1 : 0
    }
    for target in targets {
      let locate = locate(target)
      try editor.remove(
        from: "dependencies", of: locate, where: names,
        "\(target.name) no longer depends on \(framework.displayName)'s \(framework.products.joined(separator: ", "))")
      try editor.remove(
        from: "plugins", of: locate,
        where: { manifest, expression in
          framework.plugins.contains { manifest.names("plugin", $0, package: nil, expression) }
        }, "\(target.name) no longer uses \(framework.displayName)'s build plugin")
      for product in framework.lyrebirdProducts(forTestTarget: target.kind == "testTarget") {
        try editor.append(
          ".product(name: \"\(product)\", package: \"\(package)\")", to: "dependencies", of: locate,
          unlessPresent: { $0.names("product", product, package: package, $1) },
          newArgumentIndex: afterName, multilineArray: false, "\(target.name) depends on the \(product) product")
      }
      if framework.usesGenerator && target.kind == "testTarget" {
        try editor.append(
          ".plugin(name: \"\(Installer.plugin)\", package: \"\(package)\")", to: "plugins", of: locate,
          unlessPresent: { Installer.isLyrebirdPlugin($1, in: $0) },
          newArgumentIndex: { _, call in call.arguments.count }, multilineArray: false,
          "\(target.name) uses \(Installer.plugin), which generates its mocks as it builds")
      }
    }
    for identity in framework.packageIdentities where !editor.manifest.refersToPackage(identity) {
      try editor.remove(
        from: "dependencies", of: { $0.packageCall },
        where: { manifest, expression in
          guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
          let declared =
            manifest.string("url", of: call).map(PackageIdentity.of)
            ?? manifest.string("path", of: call).map { PackageIdentity.of(path: $0, relativeTo: manifest.directory) }
          return declared?.lowercased() == identity
        }, "removed the \(identity) package, which no target uses now")
    }
    guard editor.manifest.text != manifest.text else { return nil }
    return (
      FileChange(path: "Package.swift", original: manifest.text, updated: editor.manifest.text),
      editor.summary.map { "Package.swift: \($0)" }
    )
  }
}

extension ManifestMigration {
  static let kinds = ["target", "executableTarget", "testTarget"]

  /// Finds the target of `kind` named `name` in a manifest, as it is after each edit.
  static func locate(_ target: (kind: String, name: String)) -> (Manifest) -> FunctionCallExprSyntax? {
    { manifest in manifest.memberCalls(target.kind).first { manifest.string("name", of: $0) == target.name } }
  }
}

extension Framework {
  /// The framework's products a target depends on.
  var products: [String] {
    switch self {
    case .mockingbird: ["Mockingbird"]
    case .cuckoo: ["Cuckoo"]
    case .mockery: ["Mockery"]
    case .swiftMocking: ["Mocked"]
    case .mockable: ["Mockable"]
    case .mockolo: []
    }
  }

  /// The framework's build plugins a test target may use.
  var plugins: [String] {
    self == .cuckoo ? ["CuckooPluginSingleFile", "CuckooPlugin"] : []
  }

  /// SwiftPM's identities of the framework's package, as its URL names it.
  var packageIdentities: [String] {
    switch self {
    case .mockingbird: ["mockingbird"]
    case .cuckoo: ["cuckoo"]
    case .mockery: ["mockery"]
    case .swiftMocking: ["swift-mocking"]
    case .mockable: ["mockable"]
    case .mockolo: []
    }
  }

  /// Lyrebird's products that take the place of the framework's; a production target that
  /// attaches swift-mocking's or Mockable's macros needs only `LyrebirdMocked` or `LyrebirdMockable`
  /// (`Lyrebird` links what Swift Testing needs on Linux, for test targets).
  func lyrebirdProducts(forTestTarget: Bool) -> [String] {
    switch self {
    case .mockingbird, .mockery, .mockolo: ["Lyrebird"]
    case .cuckoo: ["LyrebirdCuckoo", "Lyrebird"]
    case .swiftMocking: forTestTarget ? ["LyrebirdMocked", "Lyrebird"] : ["LyrebirdMocked"]
    case .mockable: forTestTarget ? ["LyrebirdMockable", "Lyrebird"] : ["LyrebirdMockable"]
    }
  }
}
