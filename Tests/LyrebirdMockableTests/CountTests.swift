import LyrebirdMockable
import Testing

/// Each count accepts exactly the call counts it names, and says so in words.
@Suite struct CountTests {
  @Test func eachCaseAcceptsTheCountsAtItsBoundaries() {
    #expect(!Count.atLeastOnce.satisfies(0) && Count.atLeastOnce.satisfies(1) && Count.atLeastOnce.satisfies(9))
    #expect(!Count.once.satisfies(0) && Count.once.satisfies(1) && !Count.once.satisfies(2))
    #expect(!Count.exactly(3).satisfies(2) && Count.exactly(3).satisfies(3) && !Count.exactly(3).satisfies(4))
    #expect(Count.exactly(0).satisfies(0) && !Count.exactly(0).satisfies(1))
    let range = Count.from(2, to: 4)
    #expect(!range.satisfies(1) && range.satisfies(2) && range.satisfies(3) && range.satisfies(4))
    #expect(!range.satisfies(5))
    #expect(Count.less(than: 2).satisfies(1) && !Count.less(than: 2).satisfies(2))
    #expect(Count.lessOrEqual(to: 2).satisfies(2) && !Count.lessOrEqual(to: 2).satisfies(3))
    #expect(!Count.more(than: 2).satisfies(2) && Count.more(than: 2).satisfies(3))
    #expect(!Count.moreOrEqual(to: 2).satisfies(1) && Count.moreOrEqual(to: 2).satisfies(2))
    #expect(Count.never.satisfies(0) && !Count.never.satisfies(1))
  }

  @Test func anIntegerLiteralIsAnExactCount() {
    let literal: Count = 5
    #expect(literal.description == Count.exactly(5).description)
    #expect(literal.satisfies(5) && !literal.satisfies(4) && !literal.satisfies(6))
  }

  @Test func descriptionsSayTheExpectationInWords() {
    let described: [(Count, String)] = [
      (.atLeastOnce, "at least 1"),
      (.once, "exactly 1"),
      (.exactly(4), "exactly 4"),
      (.from(0, to: 2), "from 0 to 2"),
      (.less(than: 2), "fewer than 2"),
      (.lessOrEqual(to: 1), "at most 1"),
      (.more(than: 0), "more than 0"),
      (.moreOrEqual(to: 1), "at least 1"),
      (.never, "never"),
    ]
    for (count, text) in described {
      #expect(count.description == text)
    }
  }
}
