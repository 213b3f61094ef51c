import LyrebirdInstaller

/// Prints a plan's diff (dry run) or writes it, then its summary and notes.
enum PlanPrinter {
  static func carryOut(dryRun: Bool, _ makePlan: () throws(InstallError) -> InstallPlan) throws {
    let console = Console()
    let plan = try console.exitingOnFailure { try makePlan() }
    if dryRun {
      for change in plan.changes { console.text(change.diff) }
    } else {
      try console.exitingOnFailure { try plan.write() }
    }
    for line in plan.summary { console.info(line) }
    for note in plan.notes { console.info("note: \(note)") }
    if dryRun && !plan.changes.isEmpty { console.info("Dry run: nothing was written.") }
  }
}
