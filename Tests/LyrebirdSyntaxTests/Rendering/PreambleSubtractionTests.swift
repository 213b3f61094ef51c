import LyrebirdSnapshotSupport
import Testing

/// The subtraction every member-only snapshot relies on: if it passed a missing preamble, or kept a
/// preamble line, those snapshots would check less than they say.
@Suite struct PreambleSubtractionTests {
  static let preamble = """
    final class PerchMock {
      init() {
      }
    }
    """

  @Test func membersAreWhatTheMockAddsInRunsUnindented() {
    let mock = """
      final class PerchMock {
        init() {
          slot = 1
        }

        func sing() {}
        func roost() {}
      }
      """
    let subtraction = PreambleSubtraction(mock: mock, preamble: Self.preamble)
    #expect(subtraction.containsPreamble)
    #expect(subtraction.members == "  slot = 1\n\nfunc sing() {}\nfunc roost() {}")
  }

  @Test func aMockMissingAPreambleLineIsCaught() {
    let mock = """
      final class PerchMock {
        func sing() {}
      }
      """
    let subtraction = PreambleSubtraction(mock: mock, preamble: Self.preamble)
    #expect(!subtraction.containsPreamble)
  }

  @Test func aPreambleLineOutOfOrderIsCaught() {
    let mock = """
      final class PerchMock {
      }
        init() {
        }
      """
    #expect(!PreambleSubtraction(mock: mock, preamble: Self.preamble).containsPreamble)
  }
}
