import Foundation
import LyrebirdGenerator
import SwiftSyntax

/// `lyrebird uninstall`: undoes `install` for a test target.
package enum Uninstaller {
  /// Plans the removal of the plugin and the `Lyrebird` product from `testTarget`, then of the
  /// package dependency and the starter config when nothing else uses them.
  ///
  /// The test target's dependencies on the mocked modules stay: tests use them without Lyrebird.
  package static func uninstall(testTarget target: String, packageDirectory: String) throws(InstallError) -> InstallPlan
  {
    let manifest = try ManifestFile.read(in: packageDirectory)
    guard let testTarget = manifest.testTarget(named: target) else {
      throw ManifestFile.missingTestTarget(target, in: manifest)
    }
    try Installer.checkEditable(testTarget, in: manifest)
    // The package the target names for the plugin or product is Lyrebird, whatever its directory.
    let named = (Installer.plugins(of: testTarget, in: manifest) + Installer.dependencies(of: testTarget, in: manifest))
      .lazy.compactMap { expression -> String? in
        guard let call = expression.as(FunctionCallExprSyntax.self),
          manifest.names("plugin", Installer.plugin, package: nil, expression)
            || manifest.names("product", Installer.product, package: nil, expression)
        else { return nil }
        return manifest.string("package", of: call)
      }.first
    let package = manifest.lyrebirdDependency(identity: named)?.name ?? named
    var editor = ManifestEditor(manifest)
    let locate = { (manifest: Manifest) in manifest.testTarget(named: target) }
    try editor.remove(
      from: "plugins", of: locate, where: { Installer.isLyrebirdPlugin($1, in: $0) },
      "\(target) no longer uses \(Installer.plugin)")
    try editor.remove(
      from: "dependencies", of: locate, where: { $0.names("product", Installer.product, package: package, $1) },
      "\(target) no longer depends on the \(Installer.product) product")
    if let package, !editor.manifest.refersToPackage(package) {
      try editor.remove(
        from: "dependencies", of: { $0.packageCall },
        where: { manifest, expression in
          manifest.lyrebirdDependency(identity: package)?.call.position == expression.position
        },
        "removed the Lyrebird package, which no target uses now")
    }

    var plan = InstallPlan(
      changes: [], summary: editor.summary.map { "Package.swift: \($0)" }, notes: [], directory: packageDirectory)
    if editor.manifest.text != manifest.text {
      plan.changes.append(FileChange(path: "Package.swift", original: manifest.text, updated: editor.manifest.text))
    }
    let stillUsed = editor.manifest.memberCalls("testTarget").contains { call in
      Installer.plugins(of: call, in: editor.manifest).contains { Installer.isLyrebirdPlugin($0, in: editor.manifest) }
    }
    removeStarterConfig(in: packageDirectory, stillUsed: stillUsed, plan: &plan)
    if plan.changes.isEmpty {
      plan.summary.append("\(target) doesn't use Lyrebird; nothing to change")
    }
    return plan
  }

  /// Deletes `lyrebird.yml` only if it is exactly what `install` wrote: edits are the user's.
  private static func removeStarterConfig(in directory: String, stillUsed: Bool, plan: inout InstallPlan) {
    let path = URL(fileURLWithPath: directory).appendingPathComponent(StarterConfig.fileName).path
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
    if stillUsed {
      plan.notes.append("\(StarterConfig.fileName) stays: other test targets still use the plugin")
      return
    }
    let modules = (try? ConfigLoader.parse(text, path: StarterConfig.fileName))?.modules.map(\.name) ?? []
    guard !modules.isEmpty, StarterConfig.render(modules: modules) == text else {
      plan.notes.append("\(StarterConfig.fileName) stays: it has changes of yours; delete it if you no longer need it")
      return
    }
    plan.changes.append(FileChange(path: StarterConfig.fileName, original: text, updated: nil))
    plan.summary.append("\(StarterConfig.fileName): removed (it was the unedited starter config)")
  }
}
