// Diamonds, compositions through aliases, class-constrained protocols and standard protocols.
import Foundation

public protocol ReadsName { var name: String { get } }
public protocol WritesName { var name: String { get set } }
public protocol NameDiamond: ReadsName, WritesName {}

public protocol PartA { func a() -> Int }
public protocol PartB { func b() -> Int }
public typealias BothParts = PartA & PartB
public protocol Composed: BothParts {}

open class Widget {
  public init() {}
  open func draw() -> Int { 1 }
}

public protocol WidgetDelegate: Widget {
  func layout() -> Int
}

public protocol Keying: CodingKey {}
public protocol DomainError: Swift.Error, LocalizedError {}
public protocol Entity: Identifiable where ID == String {}
public protocol Describing: CustomStringConvertible, Hashable {}
public protocol Ranked: Comparable {}
public protocol Persisted: Codable {}
public protocol Raw: RawRepresentable where RawValue == String {}
public protocol Numbered: ExpressibleByIntegerLiteral {}

/// An alias chosen by the compiler's version: the mock refines the clause the compiler takes.
#if compiler(>=99.0)
public typealias Nesting = FutureNesting
#elseif compiler(>=6.0)
public typealias Nesting = Roosting & Sendable
#else
public typealias Nesting = OldNesting
#endif

public protocol Nest: Nesting {
  func build() -> Int
}
