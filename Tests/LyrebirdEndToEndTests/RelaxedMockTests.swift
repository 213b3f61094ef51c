import Foundation
import Lyrebird
import LyrebirdFixtures
import Testing

/// `.standardProvider` returns what Mockingbird's does, and the README lists exactly these types.
@Suite struct RelaxedMockTests {
  @Test func theStandardProviderAnswersWithoutFailures() {
    let catalog = mock(Catalog.self)
    catalog.useDefaultValues(from: .standardProvider)
    let failures = captureFailures {
      #expect(catalog.title() == nil)
      #expect(catalog.parent() == nil)
      #expect(catalog.data() == Data())
      #expect(catalog.date() == Date(timeIntervalSinceReferenceDate: 0))
      #expect(catalog.identifier() == UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
      #expect(catalog.price() == 0)
      #expect(catalog.tags().isEmpty && catalog.counts().isEmpty && catalog.unique().isEmpty)
      #expect(catalog.rating() == 0 && catalog.name().isEmpty)
    }
    #expect(failures.isEmpty, "\(failures.map(\.message))")
  }

  @Test func tuplesComeFromTheirElementsAndURLsHaveNoDefault() {
    let provider = ValueProvider.standardProvider
    #expect(provider.provideValue(for: (Int, String).self).map { $0 == (0, "") } == true)
    #expect(provider.provideValue(for: URL.self) == nil)
    #expect(provider.provideValue(for: Int?.self).map { $0 == nil } == true)
  }
}
