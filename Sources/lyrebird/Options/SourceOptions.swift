import ArgumentParser
import LyrebirdSyntax

/// Where `generate` reads sources: inputs, `--package` targets, and support files.
struct SourceOptions: ParsableArguments {
  @Option(help: "A SwiftPM package whose targets' sources are mocked (with --target).")
  var package: String?

  @Option(name: .customLong("target"), help: "A target of --package to mock. Repeat for several.")
  var targets: [String] = []

  @Option(help: "The module that declares the inputs, imported by the mocks.")
  var module: String?

  @Option(
    help: """
      The module's default actor isolation: MainActor for a module built with \
      .defaultIsolation(MainActor.self) (Xcode 26's new projects), or nonisolated. With --package or \
      --manifest, read from the target in Package.swift; this flag overrides it.
      """)
  var defaultIsolation: DefaultIsolation?

  @Option(
    help: """
      A Package.swift whose --manifest-target's isolation settings apply to the inputs, as for \
      --package (the build plugin passes both).
      """)
  var manifest: String?

  @Option(help: "The target of --manifest whose sources are the inputs.")
  var manifestTarget: String?

  @Option(
    help: """
      Sources used only to resolve inherited types; never mocked. Repeatable. Unlike Mockingbird, \
      no support directory is assumed; with --package, the targets' dependencies are added, in that \
      package and in other packages' products.
      """)
  var support: [String] = []
}

extension DefaultIsolation: ExpressibleByArgument {}
