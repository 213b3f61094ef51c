import ArgumentParser
import Foundation
import LyrebirdInstaller

/// `--package-path`, shared by `install` and `uninstall`.
struct PackageLocationOptions: ParsableArguments {
  @Option(name: .long, help: "The directory holding Package.swift.")
  var packagePath = "."

  /// A path given on the command line (relative to the working directory), as the manifest must
  /// spell it (relative to the package directory).
  static func manifestPath(for path: String, packageDirectory: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    let current = FileManager.default.currentDirectoryPath
    let target = Paths.absolute(path, relativeTo: current).split(separator: "/")
    let base = Paths.absolute(packageDirectory, relativeTo: current).split(separator: "/")
    let shared = zip(target, base).prefix { $0 == $1 }.count
    let steps = Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init)
    return steps.isEmpty ? "." : steps.joined(separator: "/")
  }
}

/// Prints a plan's diff (dry run) or writes it, then its summary and notes.
enum PlanPrinter {
  static func carryOut(dryRun: Bool, _ makePlan: () throws(InstallError) -> InstallPlan) throws {
    let plan: InstallPlan
    do {
      plan = try makePlan()
    } catch {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
      throw ExitCode.failure
    }
    if dryRun {
      for change in plan.changes {
        print(change.diff, terminator: "")
      }
    } else {
      do {
        try plan.write()
      } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        throw ExitCode.failure
      }
    }
    for line in plan.summary {
      print(line)
    }
    for note in plan.notes {
      print("note: \(note)")
    }
    if dryRun && !plan.changes.isEmpty {
      print("Dry run: nothing was written.")
    }
  }
}
