import Testing

@testable import LyrebirdGenerator

/// Lexical path arithmetic, and the shortcut that returns a normal path unchanged.
@Suite struct PathsTests {
  @Test(arguments: [
    ("/a/b/c.swift", "/a/b/c.swift"),
    ("/", "/"),
    ("", "."),
    (".", "."),
    ("a/b", "a/b"),
    ("/a//b", "/a/b"),
    ("//a", "/a"),
    ("/a/b/", "/a/b"),
    ("/a/./b", "/a/b"),
    ("/a/../b", "/b"),
    ("/..", "/"),
    ("../a", "../a"),
    ("a/..", "."),
    ("a/.../b", "a/.../b"),
    ("/a/.b/..c", "/a/.b/..c"),
    ("/a/b/.", "/a/b"),
    ("/a/b/..", "/a"),
  ])
  func normalizes(path: String, expected: String) {
    #expect(Paths.normalize(path) == expected)
  }

  /// The shortcut may only skip paths the full normalization would leave as they are, and takes
  /// every normal absolute path.
  @Test func theShortcutAgreesWithTheFullNormalization() {
    let pieces = ["", "/", "//", ".", "..", "...", "a", ".a", "a.", "é"]
    var checked = 0
    for first in pieces {
      for second in pieces {
        for third in pieces {
          let path = first + "/" + second + third
          let normal = Paths.normalize(path)
          if Paths.isNormal(path) { #expect(normal == path, "\(path)") }
          // Every normal absolute path takes the shortcut; a relative one may start with `..`.
          if normal.hasPrefix("/") { #expect(Paths.isNormal(normal), "\(normal)") }
          checked += 1
        }
      }
    }
    #expect(checked == 1000)
  }
}
