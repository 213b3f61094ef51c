/// A problem with the manifest or the request, reported as `file:line:col: error: message`.
package struct InstallError: Error, CustomStringConvertible, Equatable, Sendable {
  /// `path:line:column` of the offending code; `nil` for problems with the command line itself.
  package let location: String?
  package let message: String

  package init(at location: String?, _ message: String) {
    self.location = location
    self.message = message
  }

  package var description: String { location.map { "\($0): error: \(message)" } ?? "error: \(message)" }
}
