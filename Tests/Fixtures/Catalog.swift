// Members whose return types a relaxed mock's standard provider covers.
import Foundation

public protocol Catalog {
  func title() -> String?
  func parent() -> (any Catalog)?
  func data() -> Data
  func date() -> Date
  func identifier() -> UUID
  func price() -> Decimal
  func tags() -> [String]
  func counts() -> [String: Int]
  func unique() -> Set<Int>
  func rating() -> Double
  func name() -> String
  func pair() -> (Int, String)
}
