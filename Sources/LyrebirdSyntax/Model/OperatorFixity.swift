/// Where an operator function's operator goes: `prefix` and `postfix` must be repeated on the mock.
package enum OperatorFixity: String, Hashable, Sendable, Codable {
  case infix
  case prefix
  case postfix
}
