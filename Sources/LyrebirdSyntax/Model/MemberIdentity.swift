/// A member's ``MemberSpec/identity`` as a hashable value that compares the model's fields directly.
///
/// Inheritance resolution checks every inherited member against the ones already taken;
/// building each identity string cost more than the rest of the resolution.
package struct MemberIdentity: Hashable, Sendable {
  package let member: MemberSpec

  package init(_ member: MemberSpec) {
    self.member = member
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.member, rhs.member) {
    case (.method(let left), .method(let right)):
      left.isStatic == right.isStatic && left.name == right.name
        && left.genericParameters == right.genericParameters
        && left.parameters.count == right.parameters.count
        && zip(left.parameters, right.parameters).allSatisfy { pair in
          pair.0.label == pair.1.label && pair.0.type == pair.1.type && pair.0.isVariadic == pair.1.isVariadic
            && (pair.0.ownership == .inout) == (pair.1.ownership == .inout)
        }
        && (left.returnType ?? "Void") == (right.returnType ?? "Void")
        && left.effects.isAsync == right.effects.isAsync
    case (.property(let left), .property(let right)):
      left.isStatic == right.isStatic && left.name == right.name
    case (.initializer(let left), .initializer(let right)):
      // `init<T: BinaryInteger>(_:)` and `init<T: BinaryFloatingPoint>(_:)` are two requirements, and
      // so are `init<T>(param: T) where T: P` and `init!<T>(param: T)`.
      lhs.member.identity == rhs.member.identity && left.genericParameters == right.genericParameters
        && left.requirements == right.requirements && left.isFailable == right.isFailable
        && left.isImplicitlyUnwrapped == right.isImplicitlyUnwrapped
    case (.method, _), (.property, _), (_, .method), (_, .property):
      false
    default:
      lhs.member.identity == rhs.member.identity
    }
  }

  package func hash(into hasher: inout Hasher) {
    switch member {
    case .method(let method):
      hasher.combine(0)
      hasher.combine(method.isStatic)
      hasher.combine(method.name)
      hasher.combine(method.parameters.count)
      // The types too: a visitor class has hundreds of `visit(_:)` overloads, which would
      // otherwise share one hash and make each set insertion compare against all of them.
      for parameter in method.parameters {
        hasher.combine(parameter.label)
        hasher.combine(parameter.type)
      }
    case .property(let property):
      hasher.combine(1)
      hasher.combine(property.isStatic)
      hasher.combine(property.name)
    default:
      hasher.combine(2)
      hasher.combine(member.identity)
    }
  }
}
