import Testing

@testable import LyrebirdSyntax

/// A slot's property name reads the member's name byte by byte when it is ASCII, and must read
/// every member as the `Character`-by-`Character` reading does.
@Suite struct SlotNameTests {
  @Test(arguments: [
    (#".method("fly(to:)")"#, "fly"),
    (#".property("`default`")"#, "default"),
    (#".subscript("(Int) -> String")"#, "subscript"),
    (#".method("café(_:)")"#, "café"),
    (".method(\"cafe\u{301}s()\")", "cafe\u{301}s"),
    (#".method("x2_y()")"#, "x2_y"),
    (#".method("+(_:_:)")"#, ""),
    (#".setter("名前")"#, "名前"),
  ])
  func theNameIsTheMembersName(_ member: String, _ name: String) {
    #expect(MemberSlotSpelling.readableName(CodeText(member)) == name)
    #expect(MemberSlotSpelling.readableName(unicode: member) == name)
  }

  @Test func theNameEndsInTheLiteralsHash() {
    let name = MemberSlotSpelling.propertyName(#".method("fly(to:)")"#)
    #expect(name.hasPrefix("__lyrebirdSlot_fly_"))
    let digits = name.dropFirst("__lyrebirdSlot_fly_".count)
    #expect(digits.allSatisfy { $0.isHexDigit })
    #expect(name.count == "__lyrebirdSlot_fly_".count + 16)
    #expect(name != MemberSlotSpelling.propertyName(#".method("fly(from:)")"#))
  }
}
