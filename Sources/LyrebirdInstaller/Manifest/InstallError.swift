/// A problem with the manifest or the request, reported as `file:line:col: error: message`.
public struct InstallError: Error, CustomStringConvertible, Equatable, Sendable {
  /// `path:line:column` of the offending code; `nil` for problems with the command line itself.
  public let location: String?
  public let message: String

  public init(at location: String?, _ message: String) {
    self.location = location
    self.message = message
  }

  public var description: String { location.map { "\($0): error: \(message)" } ?? "error: \(message)" }
}
