/// Settings that leave a run with nothing to read or nowhere to write.
///
/// Printed as `error: message`, like a bad flag, because it names settings rather than a line.
package struct OptionsError: Error, CustomStringConvertible, Equatable, Sendable {
  package let description: String

  package init(_ description: String) {
    self.description = description
  }
}
