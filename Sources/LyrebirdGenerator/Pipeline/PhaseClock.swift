import Foundation

/// Measures consecutive phases of a run.
struct PhaseClock {
  private var last = DispatchTime.now()

  mutating func lap(_ name: String, into report: inout GeneratorReport) {
    let now = DispatchTime.now()
    report.phases.append((name, Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9))
    last = now
  }
}
