import Foundation

/// Reading `Package.swift` and the checks every command makes before editing it.
enum ManifestFile {
  static let name = "Package.swift"

  static func read(in packageDirectory: String) throws(InstallError) -> Manifest {
    let path = URL(fileURLWithPath: packageDirectory).appendingPathComponent(name).path
    let display = packageDirectory == "." ? name : (packageDirectory as NSString).appendingPathComponent(name)
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw InstallError(at: nil, "no readable \(display); pass --package-path with the package's directory")
    }
    return try Manifest(path: display, text: text)
  }

  /// Build-tool plugins, which `install` relies on, need tools version 5.6.
  static func checkToolsVersion(_ manifest: Manifest) throws(InstallError) {
    guard let firstLine = manifest.text.split(separator: "\n", maxSplits: 1).first,
      let range = firstLine.range(of: "swift-tools-version:")
    else { return }
    let version = firstLine[range.upperBound...].trimmingCharacters(in: .whitespaces)
    let parts = version.split(separator: ".").compactMap { Int($0.prefix { $0.isNumber }) }
    guard parts.count >= 2, (parts[0], parts[1]) < (5, 6) else { return }
    throw InstallError(
      at: "\(manifest.path):1:1",
      "swift-tools-version \(version) predates build-tool plugins; raise it to 5.6 or later (Lyrebird itself needs 6.0)"
    )
  }

  static func missingTestTarget(_ name: String, in manifest: Manifest) -> InstallError {
    if manifest.targetNames(["target", "executableTarget", "macro", "plugin"]).contains(name) {
      return InstallError(
        at: manifest.packageLocation,
        "'\(name)' isn't a test target; mocks belong in tests, so name a `.testTarget`")
    }
    let tests = manifest.targetNames(["testTarget"])
    let known = tests.isEmpty ? "the manifest declares none" : "it declares \(tests.joined(separator: ", "))"
    return InstallError(at: manifest.packageLocation, "no test target named '\(name)'; \(known)")
  }
}
