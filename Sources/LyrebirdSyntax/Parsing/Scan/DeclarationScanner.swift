/// Reads a file's type declarations from its bytes, so files with nothing to mock skip SwiftParser.
///
/// It finds what ``DeclarationCollector`` would record for a file without protocols: declared
/// type names with their enclosing types, type-alias compositions, unavailable `Sendable`
/// conformances and final classes. Whatever it can't settle from bytes alone (a noncopyable
/// struct or enum, an unusual type alias, a nested protocol) sets
/// ``DeclarationScan/needsWholeTree``, and the file is parsed as before. A top-level protocol or
/// class doesn't stop the scan: it is recorded with its byte range, so only those declarations,
/// the imports and `#if` lines need parsing (``DeclarationOutline``).
///
/// A ``SourceCursor`` steps over the bytes and a ``DeclarationReader`` reads declarations from it.
enum DeclarationScanner {
  static func scan(_ source: String) -> DeclarationScan {
    var source = source
    return source.withUTF8 { bytes in
      var reader = DeclarationReader(cursor: SourceCursor(bytes: bytes))
      reader.run()
      return reader.result
    }
  }
}
