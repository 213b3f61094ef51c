import Foundation

/// Why a package's targets could not be listed.
package enum PackageTargetsError: Error, CustomStringConvertible, Equatable, Sendable {
  case swiftNotFound
  case noSuchPackageDirectory(String)
  case cannotRun(executable: String, reason: String)
  case describeFailed(packagePath: String, standardError: String)
  case invalidDescription(packagePath: String, reason: String)
  case unknownTarget(name: String, package: String, available: [String])

  package var description: String {
    switch self {
    case .swiftNotFound:
      "cannot find 'swift' on PATH"
    case .noSuchPackageDirectory(let path):
      "no such package directory: '\(path)'"
    case .cannotRun(let executable, let reason):
      "cannot run '\(executable)': \(reason)"
    case .describeFailed(let packagePath, let standardError):
      "swift package describe failed in '\(packagePath)': \(Self.headline(of: standardError))"
    case .invalidDescription(let packagePath, let reason):
      "cannot parse 'swift package describe' output for '\(packagePath)': \(reason)"
    case .unknownTarget(let name, let package, let available):
      "no target named '\(name)' in package '\(package)'; available targets: "
        + (available.isEmpty ? "none" : available.joined(separator: ", "))
    }
  }

  /// The first error line (else the first non-blank line), without a leading `error: `,
  /// since the CLI adds its own prefix.
  static func headline(of standardError: String) -> String {
    let lines = standardError.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    guard let line = lines.first(where: { $0.hasPrefix("error: ") }) ?? lines.first else {
      return "exited with an error and printed nothing"
    }
    return line.hasPrefix("error: ") ? String(line.dropFirst("error: ".count)) : line
  }
}

/// The Swift sources of one package target.
package struct TargetSources: Equatable, Hashable, Sendable {
  package let name: String
  /// The C99-safe module name (`My_Lib` for `My-Lib`), used in `@testable import`.
  package let moduleName: String
  /// Absolute, sorted paths of the target's `.swift` files.
  package let files: [String]
  /// The `.swift` files of the package's targets this one depends on, directly or through
  /// another: where a protocol's parents from those modules are declared.
  package let dependencyFiles: [String]
  /// Other packages' products the target depends on, directly or through the package's targets:
  /// ``PackageProducts`` finds their files.
  package let productDependencies: [String]

  package init(
    name: String, moduleName: String, files: [String], dependencyFiles: [String] = [],
    productDependencies: [String] = []
  ) {
    self.name = name
    self.moduleName = moduleName
    self.files = files
    self.dependencyFiles = dependencyFiles
    self.productDependencies = productDependencies
  }
}

/// Asks SwiftPM which files make up a target, so the generator sees exactly what
/// the compiler sees (custom `path:`, `exclude:`, `sources:` included).
package enum PackageTargets {
  /// Runs `swift package describe --type json` in `packagePath` and returns the
  /// requested targets in the order given, or every target when `targets` is empty.
  ///
  /// On failure SwiftPM's diagnostics are copied to standard error, because the
  /// first line alone rarely explains a manifest error.
  package static func sources(packagePath: String, targets: [String]) throws -> [TargetSources] {
    guard let swift = findExecutable(named: "swift", searchPath: ProcessInfo.processInfo.environment["PATH"]) else {
      throw PackageTargetsError.swiftNotFound
    }
    let json = try describe(packagePath: packagePath, swiftExecutable: swift, forwardStandardError: true)
    return try sources(fromDescription: json, packagePath: packagePath, targets: targets)
  }

  /// Decodes `swift package describe --type json` output; split out so it can be
  /// tested without running SwiftPM.
  package static func sources(
    fromDescription json: Data,
    packagePath: String,
    targets: [String]
  ) throws -> [TargetSources] {
    let package = try PackageDescription.decode(json, packagePath: packagePath)
    let root = Paths.absolute(packagePath, relativeTo: FileManager.default.currentDirectoryPath)
    var seen = Set<String>()
    let requested = (targets.isEmpty ? package.targets.map(\.name) : targets).filter { seen.insert($0).inserted }
    return try requested.map { name in
      guard let target = package.target(named: name) else {
        throw PackageTargetsError.unknownTarget(
          name: name,
          package: package.name,
          available: package.targets.map(\.name).sorted()
        )
      }
      let dependencies = package.dependencies(of: [name])
      return TargetSources(
        name: target.name, moduleName: target.c99name, files: package.swiftFiles(of: target, root: root),
        dependencyFiles: dependencies.targets.flatMap { package.swiftFiles(of: $0, root: root) },
        productDependencies: dependencies.products)
    }
  }

  /// Runs SwiftPM and returns its standard output.
  ///
  /// Standard error goes to a temporary file rather than a pipe so a chatty
  /// SwiftPM cannot fill one pipe while this side blocks reading the other.
  static func describe(
    packagePath: String, swiftExecutable: String, forwardStandardError: Bool,
    arguments: [String] = ["package", "describe", "--type", "json"]
  ) throws -> Data {
    guard (try? FileSystem.kind(of: FileSystem.status(packagePath))) == .directory else {
      throw PackageTargetsError.noSuchPackageDirectory(packagePath)
    }
    guard FileManager.default.isExecutableFile(atPath: swiftExecutable) else {
      throw PackageTargetsError.cannotRun(executable: swiftExecutable, reason: "not an executable file")
    }
    let errorFile = Paths.join(NSTemporaryDirectory(), "lyrebird-describe-\(UUID().uuidString).stderr")
    guard FileManager.default.createFile(atPath: errorFile, contents: nil),
      let errorHandle = FileHandle(forWritingAtPath: errorFile)
    else {
      throw PackageTargetsError.cannotRun(executable: swiftExecutable, reason: "cannot create '\(errorFile)'")
    }
    defer {
      try? errorHandle.close()
      try? FileManager.default.removeItem(atPath: errorFile)
    }
    let output = Pipe()
    var process = Process()
    // An executable that another thread of this process has just written can't be started while a
    // process forked meanwhile still holds it open for writing (`ETXTBSY`): a few tries apart.
    for attempt in 1...3 {
      process = Process()
      process.executableURL = URL(fileURLWithPath: swiftExecutable)
      process.arguments = arguments
      process.currentDirectoryURL = URL(fileURLWithPath: packagePath, isDirectory: true)
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = output
      process.standardError = errorHandle
      do {
        try process.run()
        break
      } catch {
        guard attempt < 3 else {
          throw PackageTargetsError.cannotRun(executable: swiftExecutable, reason: error.localizedDescription)
        }
        Thread.sleep(forTimeInterval: 0.05 * Double(attempt))
      }
    }
    let json = (try? output.fileHandleForReading.readToEnd()) ?? Data()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let errorData = FileManager.default.contents(atPath: errorFile) ?? Data()
      if forwardStandardError {
        FileHandle.standardError.write(errorData)
      }
      throw PackageTargetsError.describeFailed(
        packagePath: packagePath,
        standardError: String(decoding: errorData, as: UTF8.self)
      )
    }
    return json
  }

  /// Looks `name` up in a `PATH`-style list, like a shell would.
  static func findExecutable(named name: String, searchPath: String?) -> String? {
    for directory in (searchPath ?? "").split(separator: ":") where !directory.isEmpty {
      let candidate = Paths.join(String(directory), name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory),
        !isDirectory.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate)
      {
        return candidate
      }
    }
    return nil
  }
}
