import Foundation
import Testing

@testable import LyrebirdGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("PackageTargets")
struct PackageTargetsTests {
  /// Trimmed real `swift package describe --type json` output (Swift 6.3).
  static let cannedJSON = """
    {
        "dependencies" : [],
        "manifest_display_name" : "Tiny",
        "name" : "Tiny",
        "path" : "/elsewhere/Tiny",
        "targets" : [
      {
            "c99name" : "My_Lib",
            "module_type" : "SwiftTarget",
            "name" : "My-Lib",
            "path" : "Sources/My-Lib",
            "sources" : ["Z.swift", "Sub/B.swift", "A.swift", "shim.c"],
            "type" : "library"
      },
      {
            "c99name" : "Tool",
            "module_type" : "SwiftTarget",
            "name" : "Tool",
            "path" : "Sources/Tool",
            "sources" : ["main.swift"],
            "type" : "executable"
      },
      {
            "c99name" : "Binary",
            "module_type" : "BinaryTarget",
            "name" : "Binary",
            "path" : "Binary.xcframework",
            "type" : "binary"
      }
        ],
        "tools_version" : "6.0"
    }
    """

  private func decode(_ targets: [String], json: String = cannedJSON) throws -> [TargetSources] {
    try PackageTargets.sources(fromDescription: Data(json.utf8), packagePath: "/pkg/./Tiny/", targets: targets)
  }

  @Test("decodes requested targets with absolute, sorted Swift files")
  func decodesTargets() throws {
    let result = try decode(["My-Lib"])
    #expect(
      result == [
        TargetSources(
          name: "My-Lib",
          moduleName: "My_Lib",
          files: [
            "/pkg/Tiny/Sources/My-Lib/A.swift",
            "/pkg/Tiny/Sources/My-Lib/Sub/B.swift",
            "/pkg/Tiny/Sources/My-Lib/Z.swift",
          ]
        )
      ])
  }

  @Test("keeps the requested order, drops duplicates, and returns all targets for an empty request")
  func orderingAndAll() throws {
    #expect(try decode(["Tool", "My-Lib", "Tool"]).map(\.name) == ["Tool", "My-Lib"])
    let all = try decode([])
    #expect(all.map(\.name) == ["My-Lib", "Tool", "Binary"])
    #expect(all.last?.files == [])
  }

  @Test(
    "a target's dependency files are its package dependencies' sources, through any chain, and the other packages' products they need"
  )
  func dependencyFiles() throws {
    let json = """
      {"name": "Aviary", "targets": [
        {"name": "App", "c99name": "App", "path": "Sources/App", "sources": ["App.swift"],
         "target_dependencies": ["Birds", "App"]},
        {"name": "Birds", "c99name": "Birds", "path": "Sources/Birds", "sources": ["Bird.swift"],
         "target_dependencies": ["Core", "Feathers"], "product_dependencies": ["Logging"]},
        {"name": "Core", "c99name": "Core", "path": "Sources/Core", "sources": ["Singer.swift", "shim.c"],
         "target_dependencies": ["Birds"]},
        {"name": "Loner", "c99name": "Loner", "path": "Sources/Loner", "sources": ["Loner.swift"]}
      ]}
      """
    let targets = try decode(["App", "Loner"], json: json)
    #expect(
      targets.first?.dependencyFiles == ["/pkg/Tiny/Sources/Birds/Bird.swift", "/pkg/Tiny/Sources/Core/Singer.swift"])
    #expect(targets.last?.dependencyFiles == [])
    // Listed products, and by-name dependencies that aren't targets here, are other packages' products.
    #expect(targets.first?.productDependencies == ["Feathers", "Logging"])
    #expect(targets.last?.productDependencies == [])
  }

  @Test("an unknown target lists the available ones")
  func unknownTarget() throws {
    let error = try #require(throws: PackageTargetsError.self) {
      try decode(["Tool", "Nope"])
    }
    #expect(error == .unknownTarget(name: "Nope", package: "Tiny", available: ["Binary", "My-Lib", "Tool"]))
    #expect(error.description == "no target named 'Nope' in package 'Tiny'; available targets: Binary, My-Lib, Tool")
  }

  @Test("malformed output is a one-line error")
  func malformedOutput() throws {
    let notJSON = try #require(throws: PackageTargetsError.self) {
      try decode(["Tool"], json: "Fetching dependencies...")
    }
    #expect(notJSON.description == "cannot parse 'swift package describe' output for '/pkg/./Tiny/': not valid JSON")

    let missingKey = try #require(throws: PackageTargetsError.self) {
      try decode(["Tool"], json: #"{"name":"X","targets":[{"name":"T","path":"Sources/T"}]}"#)
    }
    #expect(
      missingKey.description
        == "cannot parse 'swift package describe' output for '/pkg/./Tiny/': missing 'c99name' at targets[0]")
    #expect(!missingKey.description.contains("\n"))
  }

  @Test("the failure headline is the first error line without its prefix")
  func headline() {
    #expect(
      PackageTargetsError.headline(of: "warning: w\nerror: Could not find Package.swift\nmore\n")
        == "Could not find Package.swift")
    #expect(PackageTargetsError.headline(of: "\n  something broke  \nsecond\n") == "something broke")
    #expect(PackageTargetsError.headline(of: "") == "exited with an error and printed nothing")
  }

  @Test("finds executables on a PATH-style list")
  func findExecutable() throws {
    try withTemporaryDirectory { directory throws in
      let tool = try directory.write("bin2/tool", "#!/bin/sh\n")
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
      try directory.write("bin1/tool", "not executable")
      try directory.makeDirectory("bin0/tool")
      let searchPath = ["", directory.url("bin0"), directory.url("bin1"), directory.url("bin2")].joined(separator: ":")
      #expect(PackageTargets.findExecutable(named: "tool", searchPath: searchPath) == tool)
      #expect(PackageTargets.findExecutable(named: "missing", searchPath: searchPath) == nil)
      #expect(PackageTargets.findExecutable(named: "tool", searchPath: nil) == nil)
    }
  }

  @Test("a failing command reports its first error line")
  func failingCommand() throws {
    try withTemporaryDirectory { directory throws in
      let fake = try directory.write(
        "swift", "#!/bin/sh\necho 'warning: noise' >&2\necho 'error: manifest is broken' >&2\nexit 1\n")
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
      let error = try #require(throws: PackageTargetsError.self) {
        try PackageTargets.describe(packagePath: directory.path, swiftExecutable: fake, forwardStandardError: false)
      }
      #expect(error.description == "swift package describe failed in '\(directory.path)': manifest is broken")
    }
  }

  @Test("the command runs in the package directory with the describe arguments")
  func commandInvocation() throws {
    try withTemporaryDirectory { directory throws in
      let script = "#!/bin/sh\nprintf '%s|' \"$(pwd -P)\" \"$@\"\n"
      let fake = try directory.write("bin/swift", script)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
      let package = try directory.makeDirectory("Pkg")
      let output = try PackageTargets.describe(packagePath: package, swiftExecutable: fake, forwardStandardError: false)
      // `pwd -P` prints the physical path (macOS temp directories live behind /var → /private/var).
      let physical = try #require(realpath(package, nil))
      defer { free(physical) }
      #expect(String(decoding: output, as: UTF8.self) == "\(String(cString: physical))|package|describe|--type|json|")
    }
  }

  @Test("a missing executable cannot be run")
  func missingExecutable() throws {
    try withTemporaryDirectory { directory throws in
      let error = try #require(throws: PackageTargetsError.self) {
        try PackageTargets.describe(
          packagePath: directory.path, swiftExecutable: directory.url("nope"), forwardStandardError: false)
      }
      #expect(error.description == "cannot run '\(directory.url("nope"))': not an executable file")
    }
  }

  @Test("an executable that can't be started is reported after its tries")
  func unstartableExecutable() throws {
    try withTemporaryDirectory { directory throws in
      let fake = try directory.write("bin/swift", "#!/no/such/interpreter\n")
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
      let package = try directory.makeDirectory("Pkg")
      let error = try #require(throws: PackageTargetsError.self) {
        try PackageTargets.describe(packagePath: package, swiftExecutable: fake, forwardStandardError: false)
      }
      #expect(error.description.hasPrefix("cannot run '\(fake)': "), "\(error)")
    }
  }

  @Test("a missing package directory is reported before running anything")
  func missingPackageDirectory() throws {
    try withTemporaryDirectory { directory throws in
      let error = try #require(throws: PackageTargetsError.self) {
        try PackageTargets.describe(
          packagePath: "Missing/Pkg", swiftExecutable: directory.url("nope"), forwardStandardError: false)
      }
      #expect(error == .noSuchPackageDirectory("Missing/Pkg"))
      #expect(error.description == "no such package directory: 'Missing/Pkg'")
    }
  }

  @Test("runs the real swift package describe on a tiny package")
  func realPackage() throws {
    try withTemporaryDirectory { directory throws in
      try directory.write(
        "Package.swift",
        """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
          name: "Tiny",
          targets: [
            .target(name: "Alpha-Core", path: "Sources/Alpha", exclude: ["Excluded.swift"]),
            .target(name: "Beta"),
          ]
        )
        """)
      try directory.write("Sources/Alpha/A.swift", "struct A {}\n")
      try directory.write("Sources/Alpha/Nested/B.swift", "struct B {}\n")
      try directory.write("Sources/Alpha/Excluded.swift", "struct E {}\n")
      try directory.write("Sources/Beta/C.swift", "struct C {}\n")

      let result = try PackageTargets.sources(packagePath: directory.path, targets: ["Beta", "Alpha-Core"])
      #expect(
        result == [
          TargetSources(name: "Beta", moduleName: "Beta", files: [directory.url("Sources/Beta/C.swift")]),
          TargetSources(
            name: "Alpha-Core",
            moduleName: "Alpha_Core",
            files: [directory.url("Sources/Alpha/A.swift"), directory.url("Sources/Alpha/Nested/B.swift")]
          ),
        ])
    }
  }
}
