/// A `/`-separated pattern matched component by component, with `**` segments.
///
/// Matching per component guarantees `*`, `?` and classes never cross `/`,
/// which is the `WM_PATHNAME` behaviour both Git and shell globs rely on.
struct PathPattern: Sendable, Equatable {
  enum Segment: Sendable, Equatable {
    /// `**` as a whole segment: any number of components.
    case globstar
    case component(WildcardPattern)
  }

  let segments: [Segment]

  /// Compiles `pattern`; empty segments (from `a//b`) are kept so they never match, as in Git.
  init(_ pattern: Substring) {
    segments = pattern.split(separator: "/", omittingEmptySubsequences: false).map { part in
      part == "**" ? .globstar : .component(WildcardPattern(part))
    }
  }

  /// Whether `components` match the pattern.
  ///
  /// A leading or middle `**` matches zero or more components; a trailing `**`
  /// matches one or more, so `dir/**` selects what is inside `dir` but not `dir`.
  /// With `partial`, returns true when `components` could still be extended
  /// into a match, which lets directory walks prune hopeless branches.
  /// With `explicitDot`, hidden names only match segments spelled with a leading `.`.
  func matches(
    _ components: ArraySlice<String>,
    partial: Bool = false,
    explicitDot: Bool = false
  ) -> Bool {
    match(segmentIndex: 0, components: components, partial: partial, explicitDot: explicitDot)
  }

  private func match(
    segmentIndex: Int,
    components: ArraySlice<String>,
    partial: Bool,
    explicitDot: Bool
  ) -> Bool {
    guard segmentIndex < segments.count else {
      return components.isEmpty
    }
    guard let first = components.first else {
      return partial
    }
    switch segments[segmentIndex] {
    case .component(let pattern):
      guard pattern.matches(first, explicitDot: explicitDot) else {
        return false
      }
      return match(
        segmentIndex: segmentIndex + 1,
        components: components.dropFirst(),
        partial: partial,
        explicitDot: explicitDot
      )
    case .globstar:
      if segmentIndex == segments.count - 1 {
        return !explicitDot || components.allSatisfy { !$0.hasPrefix(".") }
      }
      if match(
        segmentIndex: segmentIndex + 1,
        components: components,
        partial: partial,
        explicitDot: explicitDot
      ) {
        return true
      }
      if explicitDot, first.hasPrefix(".") {
        return false
      }
      return match(
        segmentIndex: segmentIndex,
        components: components.dropFirst(),
        partial: partial,
        explicitDot: explicitDot
      )
    }
  }
}
