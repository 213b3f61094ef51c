import ArgumentParser
import LyrebirdInstaller

/// Where `install` and `migrate` have `Package.swift` get Lyrebird from.
struct LyrebirdLocationOptions: ParsableArguments {
  @Option(name: .long, help: "A local checkout of Lyrebird to depend on, e.g. ../lyrebird.")
  var lyrebirdPath: String?

  @Option(name: .long, help: "The git URL to get Lyrebird from.")
  var lyrebirdUrl: String?

  @Option(name: .long, help: "The lowest Lyrebird version to accept with --lyrebird-url.")
  var lyrebirdVersion = LyrebirdVersion.current

  func validate() throws {
    if lyrebirdPath != nil && lyrebirdUrl != nil {
      throw ValidationError("pass --lyrebird-path or --lyrebird-url, not both")
    }
  }

  /// The location given, with a path as the manifest in `packageDirectory` must spell it; `nil` for none.
  func location(packageDirectory: String) -> LyrebirdLocation? {
    if let lyrebirdPath {
      return .path(PackageLocationOptions.manifestPath(for: lyrebirdPath, packageDirectory: packageDirectory))
    }
    return lyrebirdUrl.map { .url($0, from: lyrebirdVersion) }
  }
}
