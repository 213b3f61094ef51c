import Testing

@testable import LyrebirdSyntax

/// The repeat check compares names pairwise for a mock's usual few members and hashes them for
/// many; both paths must agree with a `Set`.
@Suite struct DistinctNamesTests {
  @Test(arguments: [3, 32, 33, 200])
  func aRepeatIsFoundWhereverItIs(_ count: Int) {
    let names = (0..<count).map { "member\($0)" }
    #expect(!DistinctNames.containsRepeat(names))
    for position in [1, count / 2, count - 1] where position > 0 {
      var repeated = names
      repeated[position] = names[position - 1]
      #expect(DistinctNames.containsRepeat(repeated), "a repeat at \(position) of \(count)")
    }
    #expect(!DistinctNames.containsRepeat([]))
  }
}
