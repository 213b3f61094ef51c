/// The versions an `#if compiler(…)` or `#if swift(…)` check may see when the user builds a file.
///
/// The compiler is taken to be the one that built the generator, which the build plugin
/// guarantees; only its major and minor version are known. The language version depends on the
/// target's language mode, which the generator doesn't know, so a `swift(…)` check is decided
/// only when every mode that compiler accepts agrees.
package struct BuildVersions: Sendable {
  /// The compiler's version is at least `compilerFrom` and, if set, below `compilerBelow`.
  var compilerFrom: [Int]
  var compilerBelow: [Int]?

  /// The generator's own compiler.
  package static let current: BuildVersions = {
    #if compiler(>=6.6)
    BuildVersions(compilerFrom: [6, 6], compilerBelow: nil)
    #elseif compiler(>=6.5)
    BuildVersions(compilerFrom: [6, 5], compilerBelow: [6, 6])
    #elseif compiler(>=6.4)
    BuildVersions(compilerFrom: [6, 4], compilerBelow: [6, 5])
    #elseif compiler(>=6.3)
    BuildVersions(compilerFrom: [6, 3], compilerBelow: [6, 4])
    #elseif compiler(>=6.2)
    BuildVersions(compilerFrom: [6, 2], compilerBelow: [6, 3])
    #elseif compiler(>=6.1)
    BuildVersions(compilerFrom: [6, 1], compilerBelow: [6, 2])
    #else
    BuildVersions(compilerFrom: [6, 0], compilerBelow: [6, 1])
    #endif
  }()

  package init(compilerFrom: [Int], compilerBelow: [Int]?) {
    self.compilerFrom = compilerFrom
    self.compilerBelow = compilerBelow
  }

  /// Whether `check` holds in every build (`true`), in none (`false`), or depends (`nil`).
  func evaluate(_ check: VersionCheck) -> Bool? {
    switch check {
    case .and(let lhs, let rhs): Truth.and(evaluate(lhs), evaluate(rhs))
    case .or(let lhs, let rhs): Truth.or(evaluate(lhs), evaluate(rhs))
    case .not(let inner): Truth.not(evaluate(inner))
    case .literal(let value): value
    case .call("compiler", let argument): compare(argument) { compilerAtLeast($0) }
    case .call("swift", let argument): compare(argument) { languageAtLeast($0) }
    case .call, .other: nil
    }
  }

  /// Evaluates `>=X` or `<X` with `atLeast(X)`.
  private func compare(_ argument: String, _ atLeast: ([Int]) -> Bool?) -> Bool? {
    if argument.hasPrefix(">="), let version = Self.version(argument.dropFirst(2)) { return atLeast(version) }
    if argument.hasPrefix("<"), let version = Self.version(argument.dropFirst()) { return Truth.not(atLeast(version)) }
    return nil
  }

  private func compilerAtLeast(_ version: [Int]) -> Bool? {
    if Self.order(compilerFrom, version) >= 0 { return true }
    if let compilerBelow, Self.order(compilerBelow, version) <= 0 { return false }
    return nil
  }

  /// Swift 6's compilers accept the modes 4 (language version 4.1.50), 4.2, 5 (5.10) and 6, whose
  /// language version is the compiler's own.
  private func languageAtLeast(_ version: [Int]) -> Bool? {
    let older: [Bool?] = [[4, 1, 50], [4, 2], [5, 10]].map { Self.order($0, version) >= 0 }
    let answers = older + [compilerAtLeast(version)]
    if answers.allSatisfy({ $0 == true }) { return true }
    if answers.allSatisfy({ $0 == false }) { return false }
    return nil
  }

  /// `6.4`, `5.9.1` or `6` as numbers; `nil` for anything else.
  static func version(_ text: Substring) -> [Int]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard !parts.isEmpty, parts.count <= 5, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
    return parts.compactMap { $0 }
  }

  /// Compares two versions, missing components counting as zero: negative, zero or positive.
  static func order(_ lhs: [Int], _ rhs: [Int]) -> Int {
    for index in 0..<max(lhs.count, rhs.count) {
      let left = index < lhs.count ? lhs[index] : 0
      let right = index < rhs.count ? rhs[index] : 0
      if left != right { return left < right ? -1 : 1 }
    }
    return 0
  }
}
