/// Names the generated code introduces inside one member, chosen so they never shadow or
/// collide with the member's own parameter and generic parameter names.
struct SyntheticNames {
  let body: String
  let target: String
  let handle: String
  let newValue: String

  /// The names when nothing needs avoiding: the common case.
  static let standard = SyntheticNames(body: "__body", target: "__target", handle: "__Handle", newValue: "__newValue")

  private init(body: String, target: String, handle: String, newValue: String) {
    self.body = body
    self.target = target
    self.handle = handle
    self.newValue = newValue
  }

  init(avoiding names: [String]) {
    // Every synthetic name starts with `__`; other names can't collide with one.
    guard names.contains(where: { $0.hasPrefix("__") || $0.hasPrefix("`__") }) else {
      self = .standard
      return
    }
    let taken = Set(names.map(\.trimmingBackticks))
    func fresh(_ base: String) -> String {
      var name = base
      while taken.contains(name) { name += "_" }
      return name
    }
    body = fresh("__body")
    target = fresh("__target")
    handle = fresh("__Handle")
    newValue = fresh("__newValue")
  }

  init(parameters: [Parameter], generics: [GenericParameter]) {
    self.init(avoiding: parameters.map(\.name) + generics.map(\.name))
  }
}
