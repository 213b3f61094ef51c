import ArgumentParser
import Foundation
import LyrebirdInstaller

/// `lyrebird migrate`: moves a package's tests from another mocking framework to Lyrebird.
struct MigrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Move a package's tests from another mocking framework to Lyrebird.",
    discussion: """
      In Package.swift, each test target that depends on the framework's product depends on \
      Lyrebird's instead (with the build plugin, where the framework generated mocks), and the \
      framework's package goes. Each test source's imports of the framework's modules become \
      Lyrebird's (import Cuckoo becomes import LyrebirdCuckoo), keeping every test's body. What is \
      left to do by hand is listed. Nothing is written when a file doesn't parse. Running it again \
      changes nothing.
      """)

  @Option(name: .long, help: "The framework the tests use.")
  var from: Framework

  @OptionGroup var package: PackageLocationOptions

  @Argument(help: "Test sources to migrate, files or folders in the package (default: its Tests folder).")
  var paths: [String] = []

  @OptionGroup var lyrebird: LyrebirdLocationOptions

  @Option(
    name: .long,
    help: """
      A script that runs mockolo (with --from mockolo): its mockolo commands become lyrebird generate \
      --dialect mockolo, with the same flags. Repeat for several.
      """)
  var script: [String] = []

  @Flag(help: "Print the changes as a diff and write nothing.")
  var dryRun = false

  func run() throws {
    let location = lyrebird.location(packageDirectory: package.packagePath)
    let options = MigrateOptions(framework: from, paths: paths, lyrebird: location, scripts: script)
    try PlanPrinter.carryOut(dryRun: dryRun) { () throws(InstallError) in
      try Migrator.migrate(options, packageDirectory: package.packagePath)
    }
  }
}

extension Framework: ExpressibleByArgument {}
