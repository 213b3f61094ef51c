/// What member renderers need to know about the mock they are part of.
struct MockContext {
  let type: MockableType
  /// The mock's name as written inside it, e.g. `StoreMock<Element>`.
  let mockType: String
  /// The type a partial mock's forwarding target is cast to, or `nil` when no cast can express it.
  let forwardingType: String?
  let isClass: Bool
  /// An actor or global-actor mock: handles and records must be `nonisolated`.
  let isIsolated: Bool
  /// `public `, `package ` or empty: the mock's members are as visible as the mock.
  let accessPrefix: String
  /// Disambiguated member names, keyed by identity, for overloads that share a selector.
  let memberNames: [String: String]
  let includesHandles: Bool
  let classKind: MockClassKind
  /// `_member` record property names, keyed by member identity.
  let recordNames: [String: String]

  init(
    type: MockableType, isIsolated: Bool, memberNames: [String: String], includesHandles: Bool = true,
    classKind: MockClassKind = .final
  ) {
    self.classKind = classKind
    self.includesHandles = includesHandles
    self.recordNames = includesHandles ? RecordNames.assign(type.members.flatMap(\.allMembers)) : [:]
    self.type = type
    self.isClass = type.kind == .classType
    self.isIsolated = isIsolated
    self.memberNames = memberNames
    let generics = type.associatedTypes + type.genericParameters
    let arguments = generics.isEmpty ? "" : "<\(generics.map(\.name).joined(separator: ", "))>"
    self.mockType = type.mockName + arguments
    switch type.access {
    case .public, .open: accessPrefix = "public "
    case .package: accessPrefix = "package "
    case .private, .fileprivate: accessPrefix = "fileprivate "
    default: accessPrefix = ""
    }
    if isClass {
      forwardingType = type.name + arguments
    } else if type.associatedTypes.isEmpty {
      forwardingType = "any \(type.name)"
    } else {
      forwardingType = nil
    }
  }

  /// The cast for forwarding an inherited member: through the parent that declared it.
  func forwardingType(origin: String?) -> String? {
    guard let origin else { return forwardingType }
    return isClass ? origin : "any \(origin)"
  }

  /// The runtime name of an overloaded member; `nil` when its selector is unique.
  func memberName(for member: Member) -> String? {
    memberNames.isEmpty ? nil : memberNames[member.identity]
  }

  /// Rewrites `Self` to the mock type and `Self.Element` to the mock's generic parameter.
  func resolvingSelf(_ text: String) -> String {
    TypeText.replacingSelf(in: text, with: mockType, associatedTypes: Set(type.associatedTypes.map(\.name)))
  }

  /// Whether a type mentions `Self` or an associated type, which a forwarding cast can't express.
  func mentionsSelfOrAssociatedTypes(_ text: String) -> Bool {
    if type.associatedTypes.isEmpty && !text.containsSelfKeyword { return false }
    return TypeText.identifiers(in: text).contains { $0 == "Self" || isAssociated($0) }
  }

  private func isAssociated(_ name: String) -> Bool {
    type.associatedTypes.contains { $0.name == name }
  }
}
