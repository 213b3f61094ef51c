/// What a run does with the classes it reads, which decides how much of a file must be parsed.
package enum ClassHandling: Sendable {
  /// Classes are mocked: every file with a class that isn't final is parsed, and unmockable
  /// classes are reported.
  case mocked
  /// Only protocols are mocked, but classes are parsed as the parents of protocols that refine
  /// them. Nothing is reported about classes.
  case parents
  /// Only protocols are mocked: a file's classes are left out, so a file whose only candidates are
  /// classes is scanned, not parsed, and one with top-level protocols is parsed as its outline.
  case skipped
}
