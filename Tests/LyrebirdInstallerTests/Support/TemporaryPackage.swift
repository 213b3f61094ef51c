import Foundation
import LyrebirdInstaller

/// A package directory with a manifest, next to a stand-in Lyrebird checkout at `../lyrebird`.
struct TemporaryPackage {
  let root: URL
  let directory: URL

  init(manifest: String, files: [String: String] = [:]) throws {
    root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("lyrebird-install-\(UUID().uuidString)")
    directory = root.appendingPathComponent("App")
    try write(manifest, to: "App/Package.swift")
    try write("// swift-tools-version: 6.0\n", to: "lyrebird/Package.swift")
    for (path, contents) in files {
      try write(contents, to: "App/\(path)")
    }
  }

  private func write(_ contents: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: url, atomically: true, encoding: .utf8)
  }

  func read(_ path: String) -> String? {
    try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
  }

  func install(
    _ target: String, sources: [String] = [], from location: LyrebirdLocation? = .path("../lyrebird"),
    force: Bool = false
  ) throws -> InstallPlan {
    let options = InstallOptions(testTarget: target, sources: sources, lyrebird: location, force: force)
    let plan = try Installer.install(options, packageDirectory: directory.path)
    try plan.write()
    return plan
  }

  func uninstall(_ target: String) throws -> InstallPlan {
    let plan = try Uninstaller.uninstall(testTarget: target, packageDirectory: directory.path)
    try plan.write()
    return plan
  }

  /// The error `body` throws, or `nil`.
  func error(_ body: () throws -> InstallPlan) -> InstallError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error as? InstallError
    }
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

/// Runs `body` with a temporary package, removed afterwards.
func withPackage<T>(
  _ manifest: String, files: [String: String] = [:], _ body: (TemporaryPackage) throws -> T
) throws -> T {
  let package = try TemporaryPackage(manifest: manifest, files: files)
  defer { package.remove() }
  return try body(package)
}
