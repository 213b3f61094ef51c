import ArgumentParser
import Foundation
import LyrebirdInstaller

/// `lyrebird migrate`: moves a package's tests from another mocking framework to Lyrebird.
struct MigrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Move a package's tests from another mocking framework to Lyrebird.",
    discussion: """
      Changes each test source's imports of the framework's modules to Lyrebird's (import Cuckoo \
      becomes import LyrebirdCuckoo), keeping every test's body, and lists what is left to do by \
      hand. Nothing is written when a file doesn't parse. Running it again changes nothing.
      """)

  @Option(name: .long, help: "The framework the tests use.")
  var from: Framework

  @OptionGroup var package: PackageLocationOptions

  @Argument(help: "Test sources to migrate, files or folders in the package (default: its Tests folder).")
  var paths: [String] = []

  @Flag(help: "Print the changes as a diff and write nothing.")
  var dryRun = false

  func run() throws {
    let options = MigrateOptions(framework: from, paths: paths)
    try PlanPrinter.carryOut(dryRun: dryRun) { () throws(InstallError) in
      try Migrator.migrate(options, packageDirectory: package.packagePath)
    }
  }
}

extension Framework: ExpressibleByArgument {}
