import Foundation
import LyrebirdSyntax

/// Decides which parsed types get a mock, and which of those are pruned to stubs.
struct MockSelection {
  let options: GeneratorOptions
  let hook: any DialectHook
  private let referenced: Set<String>?
  private let nameFilter: Regex<AnyRegexOutput>?

  init(options: GeneratorOptions, hook: any DialectHook) {
    self.options = options
    self.hook = hook
    self.referenced = options.pruning == .disable ? nil : ReferenceScanner.referencedTypes(in: options.testSources)
    self.nameFilter = options.nameFilter.flatMap { try? Regex($0) }
  }

  func includes(_ type: MockableType) -> Bool {
    if options.onlyProtocols && type.kind == .classType { return false }
    if !hook.selects(type) { return false }
    if options.excludedTypes.contains(type.name) { return false }
    if type.access < options.minimumAccess { return false }
    if let nameFilter, (try? nameFilter.wholeMatch(in: type.name)) == nil,
      (try? nameFilter.firstMatch(in: type.name)) == nil
    {
      return false
    }
    if options.pruning == .omit, let referenced, !isReferenced(type, referenced) { return false }
    return true
  }

  func includesHandles(_ type: MockableType) -> Bool {
    guard options.pruning == .stub, let referenced else { return true }
    return isReferenced(type, referenced)
  }

  private func isReferenced(_ type: MockableType, _ referenced: Set<String>) -> Bool {
    referenced.contains(type.name) || referenced.contains(type.mockName.replacingOccurrences(of: "Mock", with: ""))
      || referenced.contains(String(type.name.split(separator: ".").last ?? ""))
  }
}
