/// Excluded in lyrebird.yml: never mocked, yet the plugin still gets this file's mock file.
public protocol Cage {
  func open()
}
