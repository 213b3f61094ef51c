/// When birds migrate; nothing here can be mocked, yet the plugin still gets this file's mock file.
public enum Season: CaseIterable, Sendable {
  case spring, summer, autumn, winter

  /// Whether birds fly south in this season.
  public var isMigrating: Bool { self == .autumn }
}
