/// Names the generated code introduces inside one member, chosen so they never shadow or
/// collide with the member's own parameter and generic parameter names.
struct SyntheticNames {
  let body: String
  let target: String
  let handle: String
  let newValue: String

  init(avoiding names: [String]) {
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
