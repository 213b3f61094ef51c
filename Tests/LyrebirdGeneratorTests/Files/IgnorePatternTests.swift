import Testing

@testable import LyrebirdGenerator

@Suite("IgnorePattern")
struct IgnorePatternTests {
  private func pattern(_ line: String) throws -> IgnorePattern {
    try #require(IgnorePattern(line: line))
  }

  @Test("blank lines and comments carry no rule")
  func blankAndComments() {
    #expect(IgnorePattern(line: "") == nil)
    #expect(IgnorePattern(line: "   ") == nil)
    #expect(IgnorePattern(line: "\r") == nil)
    #expect(IgnorePattern(line: "# a comment") == nil)
    #expect(IgnorePattern(line: "#") == nil)
    #expect(IgnorePattern(line: "!") == nil)
    #expect(IgnorePattern(line: "/") == nil)
  }

  @Test("a leading space makes # part of the pattern, not a comment")
  func indentedHashIsPattern() throws {
    let rule = try pattern(" #x")
    #expect(rule.matches(" #x", isDirectory: false))
  }

  @Test("\\# and \\! escape the leading character")
  func escapes() throws {
    let hash = try pattern("\\#notes.swift")
    #expect(hash.matches("#notes.swift", isDirectory: false))
    #expect(!hash.matches("\\#notes.swift", isDirectory: false))
    #expect(!hash.isNegated)

    let bang = try pattern("\\!important.swift")
    #expect(!bang.isNegated)
    #expect(bang.matches("!important.swift", isDirectory: false))
    #expect(!bang.matches("important.swift", isDirectory: false))
  }

  @Test("unescaped trailing spaces are trimmed, escaped ones kept")
  func trailingSpaces() throws {
    let trimmed = try pattern("Foo.swift   ")
    #expect(trimmed.text == "Foo.swift")
    #expect(trimmed.matches("Foo.swift", isDirectory: false))

    let kept = try pattern("Foo\\ ")
    #expect(kept.matches("Foo ", isDirectory: false))
    #expect(!kept.matches("Foo", isDirectory: false))

    let oneKept = try pattern("Foo\\   ")
    #expect(oneKept.text == "Foo\\ ")
    #expect(oneKept.matches("Foo ", isDirectory: false))
    #expect(!oneKept.matches("Foo   ", isDirectory: false))
  }

  @Test("a trailing carriage return is ignored")
  func carriageReturn() throws {
    let rule = try pattern("Generated.swift\r")
    #expect(rule.matches("Generated.swift", isDirectory: false))
  }

  @Test("! marks a negated rule")
  func negation() throws {
    let rule = try pattern("!Keep.swift")
    #expect(rule.isNegated)
    #expect(rule.matches("Keep.swift", isDirectory: false))
  }

  @Test("a pattern without a slash matches the name at any depth")
  func unanchored() throws {
    let rule = try pattern("Fixtures")
    #expect(!rule.isAnchored)
    #expect(rule.matches("Fixtures", isDirectory: true))
    #expect(rule.matches("a/b/Fixtures", isDirectory: true))
    #expect(rule.matches("a/Fixtures", isDirectory: false))
    #expect(!rule.matches("Fixtures2", isDirectory: true))
  }

  @Test("a leading or middle slash anchors the pattern")
  func anchored() throws {
    let leading = try pattern("/Generated.swift")
    #expect(leading.isAnchored)
    #expect(leading.matches("Generated.swift", isDirectory: false))
    #expect(!leading.matches("sub/Generated.swift", isDirectory: false))

    let middle = try pattern("docs/Examples")
    #expect(middle.isAnchored)
    #expect(middle.matches("docs/Examples", isDirectory: true))
    #expect(!middle.matches("src/docs/Examples", isDirectory: true))
  }

  @Test("a trailing slash matches directories only")
  func directoryOnly() throws {
    let rule = try pattern("build/")
    #expect(rule.isDirectoryOnly)
    #expect(!rule.isAnchored)
    #expect(rule.matches("build", isDirectory: true))
    #expect(rule.matches("x/build", isDirectory: true))
    #expect(!rule.matches("build", isDirectory: false))
  }

  @Test("* and ? do not cross a slash")
  func starAndQuestionStayInComponent() throws {
    let star = try pattern("Sources/*.swift")
    #expect(star.matches("Sources/A.swift", isDirectory: false))
    #expect(!star.matches("Sources/Sub/A.swift", isDirectory: false))

    let question = try pattern("a?b")
    #expect(question.matches("axb", isDirectory: false))
    #expect(!question.matches("ab", isDirectory: false))

    let anchoredQuestion = try pattern("/a?b")
    #expect(!anchoredQuestion.matches("a/b", isDirectory: false))

    let unanchoredStar = try pattern("*.swift")
    #expect(unanchoredStar.matches("deep/dir/File.swift", isDirectory: false))
    #expect(unanchoredStar.matches(".hidden.swift", isDirectory: false))
  }

  @Test("character classes, ranges and negated classes")
  func characterClasses() throws {
    let range = try pattern("File[0-9].swift")
    #expect(range.matches("File7.swift", isDirectory: false))
    #expect(!range.matches("FileA.swift", isDirectory: false))

    let negated = try pattern("[!a]*.swift")
    #expect(negated.matches("b.swift", isDirectory: false))
    #expect(!negated.matches("abc.swift", isDirectory: false))

    let caret = try pattern("[^a]x")
    #expect(caret.matches("bx", isDirectory: false))
    #expect(!caret.matches("ax", isDirectory: false))

    let bracketFirst = try pattern("[]a]")
    #expect(bracketFirst.matches("]", isDirectory: false))
    #expect(bracketFirst.matches("a", isDirectory: false))

    let named = try pattern("v[[:digit:]]")
    #expect(named.matches("v3", isDirectory: false))
    #expect(!named.matches("vx", isDirectory: false))
  }

  @Test("an unterminated class never matches, as in Git")
  func unterminatedClass() throws {
    let rule = try pattern("[abc")
    #expect(!rule.matches("[abc", isDirectory: false))
    #expect(!rule.matches("a", isDirectory: false))
  }

  @Test("leading **/ matches in any directory, including the top")
  func leadingGlobstar() throws {
    let rule = try pattern("**/Mocks")
    #expect(rule.matches("Mocks", isDirectory: true))
    #expect(rule.matches("a/Mocks", isDirectory: true))
    #expect(rule.matches("a/b/c/Mocks", isDirectory: true))
    #expect(!rule.matches("a/Mocks2", isDirectory: true))

    let withPath = try pattern("**/gen/out.swift")
    #expect(withPath.matches("gen/out.swift", isDirectory: false))
    #expect(withPath.matches("x/y/gen/out.swift", isDirectory: false))
    #expect(!withPath.matches("x/gen/y/out.swift", isDirectory: false))
  }

  @Test("trailing /** matches everything inside but not the directory itself")
  func trailingGlobstar() throws {
    let rule = try pattern("Vendor/**")
    #expect(rule.matches("Vendor/a.swift", isDirectory: false))
    #expect(rule.matches("Vendor/x/y/z.swift", isDirectory: false))
    #expect(!rule.matches("Vendor", isDirectory: true))
    #expect(!rule.matches("Other/Vendor/a.swift", isDirectory: false))
  }

  @Test("middle /**/ matches zero or more directories")
  func middleGlobstar() throws {
    let rule = try pattern("a/**/b")
    #expect(rule.matches("a/b", isDirectory: false))
    #expect(rule.matches("a/x/b", isDirectory: false))
    #expect(rule.matches("a/x/y/b", isDirectory: false))
    #expect(!rule.matches("a/x/y/c", isDirectory: false))
    #expect(!rule.matches("z/a/b", isDirectory: false))
  }

  @Test("** not forming a whole segment acts like *")
  func doubleStarInsideSegment() throws {
    let rule = try pattern("a**z")
    #expect(rule.matches("abcz", isDirectory: false))
    #expect(!rule.matches("ab/cz", isDirectory: false))
  }
}
