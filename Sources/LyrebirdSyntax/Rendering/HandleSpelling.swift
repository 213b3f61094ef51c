/// Writes a handle overload: its header, the handle type it returns, and the one-line body.
///
/// The handle returns `Lyrebird.MemberHandleIn<H, Declaration, Signature, Return>` for a generic `H`
/// of its own. Only `given`/`verify` can infer `H`, which keeps plain calls unambiguous, and with
/// no `where` clause on `H` every handle shares one generic signature: the compiler builds it once
/// per module rather than once per member (15% of the instructions of the test target's
/// emit-module job, docs/PERFORMANCE.md, "How we got here").
struct HandleSpelling {
  /// The handle's generic parameter: `__Handle`, or a name the member doesn't use.
  let context: String
  /// `Lyrebird.FunctionDeclaration` and the other marker types.
  let declaration: String
  /// The member's function type, which `will` closures take.
  let signature: String
  let returnType: String

  /// `Lyrebird.MemberHandleIn<__Handle, Lyrebird.FunctionDeclaration, (Int) -> Bool, Bool>`.
  ///
  /// Written as bytes: as an interpolated `String`, it was 2% of a generator run.
  var type: CodeText { "Lyrebird.MemberHandleIn<\(context), \(declaration), \(signature), \(returnType)>" }

  /// Writes `header`, then `-> type` and the member's own requirements on the next line, then the
  /// body, which makes the handle for `member` of `owner` with `matchers`.
  func write(
    header: DeclarationHeader, requirements: [RequirementSpec], owner: String, member: CodeText,
    matchers: HandleMatchers, into writer: inout CodeWriter
  ) {
    writer.line(header.text)
    writer.block("-> \(type)\(requirements.whereClause)") { writer in
      switch matchers {
      case .values(let values):
        var body = CodeText("Lyrebird.handle\(values.count)(\(owner), ")
        body.bytes += member.bytes
        for value in values {
          body.append(", ")
          body.append(value)
        }
        body.append(")")
        writer.line(body)
      case .list(let list):
        writer.line(".init(mock: \(owner), member: \(member), arguments: \(list))")
      }
    }
  }
}

/// What a handle's matchers are made from.
enum HandleMatchers {
  /// Up to three autoclosure parameters, each matched by what its expression made:
  /// `Lyrebird.handle2(self, .method("fly(to:speed:)"), destination, speed)`, one call of one name.
  case values([String])
  /// An expression of the matcher list, for the other handles: `[Lyrebird.evaluatedArgument(x)]`.
  case list(String)
}
