import Foundation

/// Rendered inherited members, shared by every mock in one run that inherits them.
///
/// In a deep hierarchy each parent's members would otherwise be rendered once per descendant.
/// Safe to use from the parallel renderers.
public final class RenderCache: @unchecked Sendable {
  private let lock = NSLock()
  private var texts: [String: String] = [:]

  public init() {}

  func text(for key: String, render: () -> String) -> String {
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
