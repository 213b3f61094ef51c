import Foundation
import LyrebirdGenerator

/// What `lyrebird migrate` was asked to do.
package struct MigrateOptions: Equatable, Sendable {
  package var framework: Framework
  /// Files and folders of sources, relative to the package directory; empty for the framework's
  /// ``Framework/sourceFolders``.
  package var paths: [String]
  /// Where `Package.swift` gets Lyrebird from; `nil` when it must already depend on it.
  package var lyrebird: LyrebirdLocation?
  /// Scripts that run `mockolo`, relative to the package directory (`--from mockolo` only).
  package var scripts: [String]

  package init(
    framework: Framework, paths: [String] = [], lyrebird: LyrebirdLocation? = nil, scripts: [String] = []
  ) {
    self.framework = framework
    self.paths = paths
    self.lyrebird = lyrebird
    self.scripts = scripts
  }
}

/// `lyrebird migrate`: moves a package's tests from another mocking framework to Lyrebird.
///
/// Test targets depend on Lyrebird's products instead of the framework's (``ManifestMigration``),
/// the tests' imports of the framework's modules become Lyrebird's, each test's body never
/// touched, and what is left to do by hand is listed. Nothing is written unless every file parsed.
package enum Migrator {
  /// Plans the migration; nothing is written until the plan's `write()`.
  package static func migrate(_ options: MigrateOptions, packageDirectory: String) throws(InstallError) -> InstallPlan {
    let framework = options.framework
    if let reason = framework.unsupportedReason {
      throw InstallError(at: nil, "--from \(framework.rawValue): \(reason)")
    }
    let root = URL(fileURLWithPath: packageDirectory, isDirectory: true).standardizedFileURL
    // A Mockolo script named with --script is moved here, so its step isn't left to the user.
    let steps = framework == .mockolo && !options.scripts.isEmpty ? [] : framework.manualSteps
    var plan = InstallPlan(changes: [], summary: [], notes: steps, directory: packageDirectory)
    if let manifest = try ManifestMigration.plan(
      framework, lyrebird: options.lyrebird, packageDirectory: packageDirectory)
    {
      plan.changes.append(manifest.change)
      plan.summary += manifest.summary
    } else if !framework.products.isEmpty,
      (try? ManifestFile.read(in: packageDirectory))?.lyrebirdDependency(identity: nil) == nil
    {
      plan.notes.append(
        "no test target in Package.swift depends on \(framework.displayName): give yours Lyrebird's products ("
          + framework.lyrebirdProducts(forTestTarget: true).joined(separator: ", ")
          + (framework.usesGenerator ? ") and build plugin" : ")")
          + " (`lyrebird install --target <test target>` adds Lyrebird and the plugin)")
    }
    // The default folder may be missing (a package without tests); a folder the user names may not.
    let folders = framework.sourceFolders.filter {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
    }
    let paths = options.paths.isEmpty ? folders : options.paths
    for path in try swiftFiles(in: paths, root: root) {
      let text: String
      do {
        text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      } catch {
        throw InstallError(at: path, "cannot read this file as UTF-8 text")
      }
      guard let updated = try ImportRewriter.rewrite(text, path: path, replacements: framework.moduleReplacements)
      else { continue }
      plan.changes.append(FileChange(path: path, original: text, updated: updated))
      plan.summary.append("\(path): imports Lyrebird's modules instead of \(framework.displayName)'s")
    }
    try migrateScripts(options, root: root, into: &plan)
    if let ignoreFileName = framework.ignoreFileName {
      try copyIgnoreFiles(named: ignoreFileName, root: root, into: &plan)
    }
    if plan.changes.isEmpty {
      plan.summary.append("nothing names \(framework.displayName) any more; nothing to change")
    } else if !framework.moduleReplacements.isEmpty,
      !plan.changes.contains(where: { $0.path.hasSuffix(".swift") && $0.path != "Package.swift" })
    {
      plan.summary.append("no source imports \(framework.displayName)'s modules")
    }
    return plan
  }

  /// Each script that runs `mockolo` runs `lyrebird generate --dialect mockolo` instead.
  private static func migrateScripts(
    _ options: MigrateOptions, root: URL, into plan: inout InstallPlan
  ) throws(InstallError) {
    guard !options.scripts.isEmpty else { return }
    guard options.framework == .mockolo else {
      throw InstallError(at: nil, "--script is for --from mockolo: it moves a script's mockolo commands")
    }
    for script in options.scripts {
      guard let text = try? String(contentsOf: root.appendingPathComponent(script), encoding: .utf8) else {
        throw InstallError(at: nil, "cannot read the script '\(script)'")
      }
      guard let updated = MockoloScriptRewriter.rewrite(text) else {
        plan.notes.append("\(script) runs no mockolo command; it was left as it is")
        continue
      }
      plan.changes.append(FileChange(path: script, original: text, updated: updated))
      plan.summary.append(
        "\(script): runs \(MockoloScriptRewriter.replacement) where it ran mockolo, with the same flags")
    }
  }

  /// A `.lyrebird-ignore` beside each of the framework's ignore files, with its patterns, which mean
  /// the same; one already there with other patterns is left for the user to merge.
  private static func copyIgnoreFiles(named name: String, root: URL, into plan: inout InstallPlan) throws(InstallError)
  {
    let manager = FileManager.default
    let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let item = walker?.nextObject() as? URL {
      if item.lastPathComponent.hasPrefix(".build") || item.lastPathComponent == ".git" {
        walker?.skipDescendants()
      } else if item.lastPathComponent == name {
        found.append(item.standardizedFileURL)
      }
    }
    for ignore in found.sorted(by: { $0.path < $1.path }) {
      let source = relative(ignore, to: root)
      guard let patterns = try? String(contentsOf: ignore, encoding: .utf8) else {
        throw InstallError(at: source, "cannot read this file as UTF-8 text")
      }
      let target = ignore.deletingLastPathComponent().appendingPathComponent(IgnoreRules.fileName)
      let path = relative(target, to: root)
      if let existing = try? String(contentsOf: target, encoding: .utf8) {
        if existing != patterns {
          plan.notes.append("\(path) is there already: add the patterns of \(source) to it by hand")
        }
        continue
      }
      plan.changes.append(FileChange(path: path, original: nil, updated: patterns))
      plan.summary.append("\(path): the patterns of \(source), which mean the same to Lyrebird")
    }
  }

  /// The `.swift` files under `paths`, relative to `root`, sorted; hidden and build folders are skipped.
  private static func swiftFiles(in paths: [String], root: URL) throws(InstallError) -> [String] {
    var files: Set<String> = []
    let manager = FileManager.default
    for path in paths {
      let url = root.appendingPathComponent(path).standardizedFileURL
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw InstallError(at: nil, "no such file or folder: '\(path)'")
      }
      guard isDirectory.boolValue else {
        if url.pathExtension == "swift" { files.insert(relative(url, to: root)) }
        continue
      }
      let walker = manager.enumerator(
        at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
      while let item = walker?.nextObject() as? URL {
        if item.lastPathComponent.hasPrefix(".build") {
          walker?.skipDescendants()
        } else if item.pathExtension == "swift" {
          files.insert(relative(item.standardizedFileURL, to: root))
        }
      }
    }
    return files.sorted()
  }

  /// `url`'s path from `root`, or the whole path when it isn't under `root`.
  private static func relative(_ url: URL, to root: URL) -> String {
    let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.path
  }
}

extension Framework {
  /// The framework's name as its users write it.
  package var displayName: String {
    switch self {
    case .mockingbird: "Mockingbird"
    case .cuckoo: "Cuckoo"
    case .mockolo: "Mockolo"
    case .mockable: "Mockable"
    case .mockery: "Mockery"
    case .swiftMocking: "swift-mocking"
    }
  }
}
