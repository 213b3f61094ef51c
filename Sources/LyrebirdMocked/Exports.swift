// Tests written for swift-mocking change `import Mocked` to `import LyrebirdMocked` and nothing else;
// the same mocks also take Lyrebird's `given`/`verify`, and `MockCompilationCondition` is the one
// `@Mockable` uses.
@_exported import LyrebirdMacros
