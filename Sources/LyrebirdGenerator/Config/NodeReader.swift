import Yams

/// Typed access to YAML nodes, with errors that point at the offending node.
struct NodeReader {
  let path: String

  func error(at node: Node, _ message: String) -> ConfigError {
    ConfigError(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
  }

  func mapping(_ node: Node, what: String) throws -> [(Node, Node)] {
    guard let mapping = node.mapping else { throw error(at: node, "\(what) must be a mapping") }
    return mapping.map { ($0.key, $0.value) }
  }

  func string(_ node: Node) throws -> String {
    guard let scalar = node.scalar else { throw error(at: node, "expected a string") }
    return scalar.string
  }

  func strings(_ node: Node) throws -> [String] {
    if node.scalar != nil { return [try string(node)] }
    guard let sequence = node.sequence else { throw error(at: node, "expected a list of strings") }
    return try sequence.map(string)
  }

  func bool(_ node: Node) throws -> Bool {
    switch node.scalar?.string {
    case "true", "yes": return true
    case "false", "no": return false
    default: throw error(at: node, "expected true or false")
    }
  }

  func regex(_ node: Node) throws -> String {
    let pattern = try string(node)
    guard (try? Regex(pattern)) != nil else { throw error(at: node, "'\(pattern)' is not a valid regular expression") }
    return pattern
  }

  func choice<T: RawRepresentable>(_ node: Node, _ type: T.Type, among values: [String]) throws -> T
  where T.RawValue == String {
    let text = try string(node)
    guard values.contains(text), let value = T(rawValue: text) else {
      throw error(at: node, "'\(text)' is not one of \(values.joined(separator: ", "))")
    }
    return value
  }
}
