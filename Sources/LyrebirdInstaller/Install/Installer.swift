import Foundation
import LyrebirdGenerator
import SwiftSyntax

/// `lyrebird install`: gives a test target the Lyrebird runtime and build plugin, and the package
/// a starter `lyrebird.yml`, by editing `Package.swift` in place.
package enum Installer {
  static let product = "Lyrebird"
  static let plugin = "LyrebirdPlugin"

  /// Plans the install; nothing is written until the plan's `write()`.
  package static func install(_ options: InstallOptions, packageDirectory: String) throws(InstallError) -> InstallPlan {
    let manifest = try ManifestFile.read(in: packageDirectory)
    try ManifestFile.checkToolsVersion(manifest)
    guard let testTarget = manifest.testTarget(named: options.testTarget) else {
      throw ManifestFile.missingTestTarget(options.testTarget, in: manifest)
    }
    let sources = try modulesToMock(options, testTarget: testTarget, in: manifest)
    try checkEditable(testTarget, in: manifest)
    var editor = ManifestEditor(manifest)
    let package = try addPackageDependency(options.lyrebird, editor: &editor, packageDirectory: packageDirectory)

    let target = options.testTarget
    let locate = { (manifest: Manifest) in manifest.testTarget(named: target) }
    let afterName = { (_: Manifest, call: FunctionCallExprSyntax) in call.arguments.first?.label?.text == "name" ? 1 : 0
    }
    for source in sources {
      try editor.append(
        "\"\(source)\"", to: "dependencies", of: locate, unlessPresent: { $0.namesTarget($1, source) },
        newArgumentIndex: afterName, multilineArray: false, "\(target) depends on \(source)")
    }
    try editor.append(
      ".product(name: \"\(product)\", package: \"\(package)\")", to: "dependencies", of: locate,
      unlessPresent: { $0.names("product", product, package: package, $1) },
      newArgumentIndex: afterName, multilineArray: false, "\(target) depends on the \(product) product")
    try editor.append(
      ".plugin(name: \"\(plugin)\", package: \"\(package)\")", to: "plugins", of: locate,
      unlessPresent: { isLyrebirdPlugin($1, in: $0) },
      newArgumentIndex: { _, call in call.arguments.count }, multilineArray: false,
      "\(target) uses \(plugin), which generates mocks of \(sources.joined(separator: ", ")) as it builds")

    var plan = InstallPlan(
      changes: [], summary: editor.summary.map { "Package.swift: \($0)" }, notes: [], directory: packageDirectory)
    if editor.manifest.text != manifest.text {
      plan.changes.append(FileChange(path: "Package.swift", original: manifest.text, updated: editor.manifest.text))
    }
    try addConfig(for: sources, options: options, to: &plan)
    if editor.manifest.packageCall.map({ editor.manifest.argument("platforms", of: $0) == nil }) ?? false {
      plan.notes.append(
        "Lyrebird needs macOS 13, iOS 16, tvOS 16 or watchOS 9; to run these tests on Apple platforms, "
          + "add `platforms: [.macOS(.v13)]` (or later) to Package(…)")
    }
    if plan.changes.isEmpty {
      plan.summary.append("\(target) already uses Lyrebird; nothing to change")
    }
    return plan
  }

  /// Stops before any edit when an argument to change is written in a way that can't be edited,
  /// so errors point into the manifest as it is on disk.
  static func checkEditable(_ testTarget: FunctionCallExprSyntax, in manifest: Manifest) throws(InstallError) {
    _ = try manifest.arrayArgument("dependencies", of: testTarget)
    _ = try manifest.arrayArgument("plugins", of: testTarget)
    if let package = manifest.packageCall {
      _ = try manifest.arrayArgument("dependencies", of: package)
    }
  }

  /// The modules named by `--sources`, or the test target's dependencies on the package's targets.
  private static func modulesToMock(
    _ options: InstallOptions, testTarget: FunctionCallExprSyntax, in manifest: Manifest
  ) throws(InstallError) -> [String] {
    let local = manifest.targetNames(["target", "executableTarget"])
    if options.sources.isEmpty {
      let depended = local.filter { name in
        dependencies(of: testTarget, in: manifest).contains { manifest.namesTarget($0, name) }
      }
      guard !depended.isEmpty else {
        throw InstallError(
          at: manifest.location(of: testTarget),
          "\(options.testTarget) doesn't depend on any of the package's targets; "
            + "name the modules to mock with --sources"
        )
      }
      return depended
    }
    for source in options.sources where !local.contains(source) {
      let known = local.isEmpty ? "it has none" : "it has \(local.joined(separator: ", "))"
      throw InstallError(at: manifest.packageLocation, "no target named '\(source)' to mock; \(known)")
    }
    var seen = Set<String>()
    return options.sources.filter { seen.insert($0).inserted }
  }

  /// Adds Lyrebird to the package's dependencies unless it's there; returns the name its
  /// products are referred to by.
  static func addPackageDependency(
    _ location: LyrebirdLocation?, editor: inout ManifestEditor, packageDirectory: String
  ) throws(InstallError) -> String {
    let manifest = editor.manifest
    let identity: String? =
      switch location {
      case .path(let path)?: PackageIdentity.of(path: path, relativeTo: packageDirectory)
      case .url(let url, _)?: PackageIdentity.of(url)
      case nil: nil
      }
    if let existing = manifest.lyrebirdDependency(identity: identity) {
      return existing.name
    }
    guard let location, let identity else {
      throw InstallError(
        at: manifest.packageLocation,
        "Lyrebird isn't a dependency of this package yet; pass --lyrebird-path with a local checkout of it, "
          + "or --lyrebird-url with its git URL")
    }
    let declaration: String
    switch location {
    case .path(let path):
      let resolved = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: packageDirectory, isDirectory: true))
      guard FileManager.default.fileExists(atPath: resolved.appendingPathComponent("Package.swift").path) else {
        throw InstallError(
          at: nil, "--lyrebird-path '\(path)' has no Package.swift, so it isn't a checkout of Lyrebird")
      }
      declaration = ".package(path: \(stringLiteral(path)))"
    case .url(let url, let version):
      declaration = ".package(url: \(stringLiteral(url)), from: \(stringLiteral(version)))"
    }
    guard manifest.packageCall != nil else {
      throw InstallError(at: manifest.packageLocation, "no `Package(…)` call was found in the manifest")
    }
    let endOfPackageArguments = [
      "targets", "swiftLanguageVersions", "swiftLanguageModes", "cLanguageStandard", "cxxLanguageStandard",
    ]
    try editor.append(
      declaration, to: "dependencies", of: { $0.packageCall }, unlessPresent: { _, _ in false },
      newArgumentIndex: { _, call in
        call.arguments.firstIndex { endOfPackageArguments.contains($0.label?.text ?? "") }
          .map { call.arguments.distance(from: call.arguments.startIndex, to: $0) } ?? call.arguments.count
      },
      multilineArray: true, "added the Lyrebird package (\(declaration))")
    return identity
  }

  private static func addConfig(
    for sources: [String], options: InstallOptions, to plan: inout InstallPlan
  ) throws(InstallError) {
    let path = URL(fileURLWithPath: plan.directory).appendingPathComponent(StarterConfig.fileName).path
    let existing = try? String(contentsOfFile: path, encoding: .utf8)
    let starter = StarterConfig.render(modules: sources)
    if existing == starter { return }
    if let existing, !options.force {
      let listed = (try? ConfigLoader.parse(existing, path: StarterConfig.fileName))?.modules.map(\.name) ?? []
      let missing = sources.filter { !listed.contains($0) }
      plan.notes.append(
        "\(StarterConfig.fileName) exists and was left as it is (--force replaces it)"
          + (missing.isEmpty
            ? "" : "; it has no entry for \(missing.joined(separator: ", ")), which get the default settings"))
      return
    }
    plan.changes.append(FileChange(path: StarterConfig.fileName, original: existing, updated: starter))
    plan.summary.append(
      "\(StarterConfig.fileName): \(existing == nil ? "created" : "replaced") with entries for "
        + sources.sorted().joined(separator: ", ")
    )
  }

  static func dependencies(of call: FunctionCallExprSyntax, in manifest: Manifest) -> [ExprSyntax] {
    arrayItems("dependencies", of: call, in: manifest)
  }

  static func plugins(of call: FunctionCallExprSyntax, in manifest: Manifest) -> [ExprSyntax] {
    arrayItems("plugins", of: call, in: manifest)
  }

  static func isLyrebirdPlugin(_ expression: ExprSyntax, in manifest: Manifest) -> Bool {
    manifest.names("plugin", plugin, package: nil, expression)
      || expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue == plugin
  }

  private static func arrayItems(
    _ label: String, of call: FunctionCallExprSyntax, in manifest: Manifest
  ) -> [ExprSyntax] {
    guard let argument = manifest.argument(label, of: call), let array = manifest.array(argument.expression) else {
      return []
    }
    return array.elements.map(\.expression)
  }

  /// A Swift string literal, escaped.
  static func stringLiteral(_ value: String) -> String {
    "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
