import ArgumentParser

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
      Sources used only to resolve inherited types; never mocked. Repeatable. Unlike Mockingbird, \
      no support directory is assumed.
      """)
  var support: [String] = []
}
