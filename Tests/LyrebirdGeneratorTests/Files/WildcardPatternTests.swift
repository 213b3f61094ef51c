import Testing

@testable import LyrebirdGenerator

@Suite("WildcardPattern")
struct WildcardPatternTests {
  @Test("explicitDot hides dot-files from wildcards")
  func explicitDot() {
    #expect(!WildcardPattern("*.swift").matches(".A.swift", explicitDot: true))
    #expect(WildcardPattern(".*.swift").matches(".A.swift", explicitDot: true))
    #expect(WildcardPattern("*.swift").matches(".A.swift", explicitDot: false))
  }

  @Test("star backtracking and Unicode ? semantics")
  func backtracking() {
    #expect(WildcardPattern("*a*b*c").matches("xaxxbxxcxc"))
    #expect(!WildcardPattern("*a*b*c").matches("xaxxbxxcx"))
    #expect(WildcardPattern("?.swift").matches("é.swift"))
    #expect(WildcardPattern("*").matches(""))
    #expect(!WildcardPattern("?").matches(""))
  }

  @Test("trailing backslash and unknown named class are invalid")
  func invalidPatterns() {
    #expect(!WildcardPattern("abc\\").isValid)
    #expect(!WildcardPattern("[[:bogus:]]").isValid)
    #expect(WildcardPattern("[a-]").matches("-"))
    #expect(WildcardPattern("[\\]]").matches("]"))
  }
}
