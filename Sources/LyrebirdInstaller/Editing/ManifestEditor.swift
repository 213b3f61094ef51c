/// Edits a manifest one change at a time, re-parsing after each so that every change is computed
/// against the text as it now is.
struct ManifestEditor {
  private(set) var manifest: Manifest
  private(set) var summary: [String] = []

  init(_ manifest: Manifest) {
    self.manifest = manifest
  }

  /// Applies `edits` (offsets into the current text) and records `description` when they change it.
  mutating func apply(_ edits: [SourceEdit], _ description: String) throws(InstallError) {
    guard !edits.isEmpty else { return }
    let text = SourceEdit.apply(edits, to: manifest.text)
    do {
      manifest = try Manifest(path: manifest.path, text: text)
    } catch {
      throw InstallError(
        at: error.location, "editing the manifest would break it (\(error.message)); please edit it by hand")
    }
    summary.append(description)
  }
}
