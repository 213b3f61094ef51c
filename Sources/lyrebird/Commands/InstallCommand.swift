import ArgumentParser
import Foundation
import LyrebirdInstaller

/// `lyrebird install`: the SwiftPM counterpart of Mockingbird's `install`.
struct InstallCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "install",
    abstract: "Add Lyrebird and its build plugin to a test target in Package.swift.",
    discussion: """
      Edits Package.swift in place, keeping its formatting and comments: adds the Lyrebird package \
      (unless it is there), the Lyrebird product and LyrebirdPlugin to the test target, the mocked \
      modules as its dependencies, and a starter lyrebird.yml (never replacing one without --force). \
      Running it again changes nothing.
      """)

  @Option(name: .long, help: "The test target that gets the runtime and the plugin.")
  var target: String

  @Option(
    name: .long, parsing: .upToNextOption,
    help: "Modules to mock (default: the test target's dependencies on the package's own targets).")
  var sources: [String] = []

  @OptionGroup var package: PackageLocationOptions

  @OptionGroup var lyrebird: LyrebirdLocationOptions

  @Flag(help: "Replace an existing lyrebird.yml.")
  var force = false

  @Flag(help: "Print the changes as a diff and write nothing.")
  var dryRun = false

  func run() throws {
    let directory = package.packagePath
    let location = lyrebird.location(packageDirectory: directory)
    let options = InstallOptions(testTarget: target, sources: sources, lyrebird: location, force: force)
    try PlanPrinter.carryOut(dryRun: dryRun) { () throws(InstallError) in
      try Installer.install(options, packageDirectory: directory)
    }
  }
}

/// `lyrebird uninstall`: undoes `install` for one test target.
struct UninstallCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "uninstall",
    abstract: "Remove Lyrebird's product and build plugin from a test target in Package.swift.",
    discussion: """
      Also removes the Lyrebird package when no target uses it any more, and lyrebird.yml when it \
      is still the unedited starter config. The test target keeps its dependencies on your modules.
      """)

  @Option(name: .long, help: "The test target to remove Lyrebird from.")
  var target: String

  @OptionGroup var package: PackageLocationOptions

  @Flag(help: "Print the changes as a diff and write nothing.")
  var dryRun = false

  func run() throws {
    let directory = package.packagePath
    try PlanPrinter.carryOut(dryRun: dryRun) { () throws(InstallError) in
      try Uninstaller.uninstall(testTarget: target, packageDirectory: directory)
    }
  }
}
