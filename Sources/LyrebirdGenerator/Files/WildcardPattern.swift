/// One compiled path component pattern (`*`, `?`, `[...]`, `\` escapes).
///
/// Follows Git's `wildmatch` rules so `.lyrebird-ignore` behaves like `.gitignore`,
/// but compares Unicode scalars rather than bytes so `?` matches one character.
struct WildcardPattern: Sendable, Equatable {
  enum Token: Sendable, Equatable {
    case literal(Unicode.Scalar)
    case anyCharacter
    case anySequence
    case characterClass(CharacterClass)
  }

  let tokens: [Token]
  /// False for malformed patterns (unterminated `[`, trailing `\`), which Git never matches.
  let isValid: Bool

  init(_ pattern: Substring) {
    let scalars = Array(pattern.unicodeScalars)
    var tokens: [Token] = []
    var valid = true
    var index = 0
    parsing: while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "\\":
        guard index + 1 < scalars.count else {
          valid = false
          break parsing
        }
        tokens.append(.literal(scalars[index + 1]))
        index += 2
      case "?":
        tokens.append(.anyCharacter)
        index += 1
      case "*":
        if tokens.last != .anySequence {
          tokens.append(.anySequence)
        }
        index += 1
      case "[":
        guard let (characterClass, next) = CharacterClass.parse(scalars, from: index + 1) else {
          valid = false
          break parsing
        }
        tokens.append(.characterClass(characterClass))
        index = next
      default:
        tokens.append(.literal(scalar))
        index += 1
      }
    }
    self.tokens = tokens
    self.isValid = valid
  }

  /// True when the pattern is a plain name, so callers can skip a directory scan.
  var isLiteral: Bool {
    isValid && tokens.allSatisfy { if case .literal = $0 { true } else { false } }
  }

  /// Whether `name` matches the whole pattern.
  ///
  /// With `explicitDot`, a leading `.` must be matched by a literal `.`, as in
  /// shell globs, so `*` does not pick up hidden files.
  func matches(_ name: String, explicitDot: Bool = false) -> Bool {
    guard isValid else {
      return false
    }
    let text = Array(name.unicodeScalars)
    if explicitDot, text.first == ".", tokens.first != .literal(".") {
      return false
    }
    var textIndex = 0
    var tokenIndex = 0
    var starToken = -1
    var starText = 0
    while textIndex < text.count {
      if tokenIndex < tokens.count {
        switch tokens[tokenIndex] {
        case .anySequence:
          starToken = tokenIndex
          starText = textIndex
          tokenIndex += 1
          continue
        case .anyCharacter:
          textIndex += 1
          tokenIndex += 1
          continue
        case .literal(let scalar) where scalar == text[textIndex]:
          textIndex += 1
          tokenIndex += 1
          continue
        case .characterClass(let set) where set.contains(text[textIndex]):
          textIndex += 1
          tokenIndex += 1
          continue
        default:
          break
        }
      }
      guard starToken >= 0 else {
        return false
      }
      // Let the last `*` absorb one more character and retry from there.
      starText += 1
      textIndex = starText
      tokenIndex = starToken + 1
    }
    while tokenIndex < tokens.count, tokens[tokenIndex] == .anySequence {
      tokenIndex += 1
    }
    return tokenIndex == tokens.count
  }
}

extension WildcardPattern {
  /// A bracket expression such as `[a-z]`, `[!0-9]` or `[[:alpha:]]`.
  struct CharacterClass: Sendable, Equatable {
    enum Item: Sendable, Equatable {
      case scalar(Unicode.Scalar)
      case range(Unicode.Scalar, Unicode.Scalar)
      case named(String)
    }

    let isNegated: Bool
    let items: [Item]

    private static let namedClasses: Set<String> = [
      "alnum", "alpha", "blank", "cntrl", "digit", "graph",
      "lower", "print", "punct", "space", "upper", "xdigit",
    ]

    func contains(_ scalar: Unicode.Scalar) -> Bool {
      let found = items.contains { item in
        switch item {
        case .scalar(let member): member == scalar
        case .range(let low, let high): low <= scalar && scalar <= high
        case .named(let name): Self.scalar(scalar, isIn: name)
        }
      }
      return found != isNegated
    }

    /// Parses after the opening `[`; nil when the class never closes (Git then never matches).
    ///
    /// Mirrors `wildmatch`: a `]` right after `[` or `[!` is literal, a `-` after a
    /// range end is literal, and an unknown `[:name:]` makes the pattern invalid.
    static func parse(_ scalars: [Unicode.Scalar], from start: Int) -> (CharacterClass, Int)? {
      var index = start
      var negated = false
      if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
        negated = true
        index += 1
      }
      var items: [Item] = []
      var previous: Unicode.Scalar?
      var isFirst = true
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "]", !isFirst {
          return (CharacterClass(isNegated: negated, items: items), index + 1)
        }
        isFirst = false
        if scalar == "\\" {
          guard index + 1 < scalars.count else {
            return nil
          }
          items.append(.scalar(scalars[index + 1]))
          previous = scalars[index + 1]
          index += 2
        } else if scalar == "-", let low = previous, index + 1 < scalars.count, scalars[index + 1] != "]" {
          var highIndex = index + 1
          if scalars[highIndex] == "\\" {
            highIndex += 1
            guard highIndex < scalars.count else {
              return nil
            }
          }
          items.append(.range(low, scalars[highIndex]))
          previous = nil
          index = highIndex + 1
        } else if scalar == "[", index + 1 < scalars.count, scalars[index + 1] == ":",
          let (name, next) = namedClass(scalars, from: index + 2)
        {
          guard namedClasses.contains(name) else {
            return nil
          }
          items.append(.named(name))
          previous = nil
          index = next
        } else {
          items.append(.scalar(scalar))
          previous = scalar
          index += 1
        }
      }
      return nil
    }

    /// Reads `name:]`; nil when the text up to the next `]` does not end in `:`.
    private static func namedClass(_ scalars: [Unicode.Scalar], from start: Int) -> (String, Int)? {
      var index = start
      while index < scalars.count, scalars[index] != "]" {
        index += 1
      }
      guard index < scalars.count, index > start, scalars[index - 1] == ":" else {
        return nil
      }
      var name = String.UnicodeScalarView()
      name.append(contentsOf: scalars[start..<(index - 1)])
      return (String(name), index + 1)
    }

    /// ASCII-only, like Git's C-locale ctype checks.
    private static func scalar(_ scalar: Unicode.Scalar, isIn name: String) -> Bool {
      let value = scalar.value
      let isUpper = (65...90).contains(value)
      let isLower = (97...122).contains(value)
      let isDigit = (48...57).contains(value)
      let isPrintable = (32...126).contains(value)
      switch name {
      case "alnum": return isUpper || isLower || isDigit
      case "alpha": return isUpper || isLower
      case "blank": return value == 32 || value == 9
      case "cntrl": return value < 32 || value == 127
      case "digit": return isDigit
      case "graph": return isPrintable && value != 32
      case "lower": return isLower
      case "print": return isPrintable
      case "punct": return isPrintable && value != 32 && !(isUpper || isLower || isDigit)
      case "space": return (9...13).contains(value) || value == 32
      case "upper": return isUpper
      case "xdigit": return isDigit || (65...70).contains(value) || (97...102).contains(value)
      default: return false
      }
    }
  }
}
