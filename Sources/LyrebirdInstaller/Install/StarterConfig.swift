/// The `lyrebird.yml` that `install` writes, and how `uninstall` recognises it unedited.
enum StarterConfig {
  static let fileName = "lyrebird.yml"

  /// A config with one entry per module, in name order, so the same modules give the same bytes.
  static func render(modules: [String]) -> String {
    var lines = [
      "# Settings for the mocks Lyrebird's build plugin generates, one entry per mocked module.",
      "# Every key is optional; the README's lyrebird.yml section lists them all.",
      "modules:",
    ]
    for module in Set(modules).sorted() {
      lines += [
        "  \(module):",
        "    excludeTypes: []      # types never to mock",
        "    onlyProtocols: false  # true: mock protocols only, not classes",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
