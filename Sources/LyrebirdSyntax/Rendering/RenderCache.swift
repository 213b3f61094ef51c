import Foundation

/// Rendered inherited members, shared by every mock in one run that inherits them.
///
/// In a deep hierarchy each parent's members would otherwise be rendered once per descendant.
/// Safe to use from the parallel renderers.
public final class RenderCache: @unchecked Sendable {
  /// Everything a member's text depends on. A declaration's location identifies the member
  /// without building its signature; the rest is what differs between the mocks that inherit it.
  struct Key: Hashable {
    var location: SourceLocation
    /// The parent that declared the member, which partial mocks forward through.
    var origin: String
    var naming: MemberNaming
    var accessPrefix: String
    /// Isolation, class mock, handles.
    var flags: UInt8
    /// The mock's type when the member mentions `Self` or an associated type; empty otherwise.
    var selfType: String
  }

  private let lock = NSLock()
  private var texts: [Key: [UInt8]] = [:]

  public init() {}

  func text(for key: Key, render: () -> [UInt8]) -> [UInt8] {
    lock.lock()
    let cached = texts[key]
    lock.unlock()
    if let cached { return cached }
    let rendered = render()
    lock.lock()
    texts[key] = rendered
    lock.unlock()
    return rendered
  }
}
