/// Good manners at the feeder, declared in a module of their own.
public protocol Polite {
  func thank(_ guest: String) -> String
}
