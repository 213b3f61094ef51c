/// Left out by `Sources/Aviary/.lyrebird-ignore`: never mocked, yet the plugin still gets this
/// file's mock file.
public protocol Perch {
  func land()
}
