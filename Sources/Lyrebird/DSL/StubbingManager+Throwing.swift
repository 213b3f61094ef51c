/// Mockingbird's dynamic stubs of properties, which accept errors and throwing closures.
///
/// A property's getter can't throw: the stub is reported at the call and answered with a default.
/// Its setter ignores the error, as Mockingbird's does.
extension StubbingManager where Declaration == PropertyGetterDeclaration {
  /// Throws `error` from the getter; a getter that can't throw reports it at the read.
  @discardableResult
  public func willThrow(_ error: any Error) -> Self {
    adding([.error(error)])
  }

  /// Runs `implementation`, which may throw; a getter that can't throw reports the error.
  @_disfavoredOverload
  @discardableResult
  public func will(_ implementation: @escaping () throws -> ReturnType) -> Self {
    adding([.implementation(implementation)])
  }
}

extension StubbingManager where Declaration == PropertySetterDeclaration {
  /// Stubs the setter to throw `error`, which it ignores, as Mockingbird's setters do.
  @discardableResult
  public func willThrow(_ error: any Error) -> Self {
    adding([.implementation({ () -> Void in })])
  }

  /// Runs `implementation` on each write; an error it throws is ignored, as Mockingbird's setters do.
  @_disfavoredOverload
  @discardableResult
  public func will(_ implementation: @escaping () throws -> Void) -> Self {
    adding([.implementation({ () -> Void in try? implementation() })])
  }
}

/// `given(bird.name) ~> { throw Grounded() }`: a throwing closure, reported where the getter can't throw.
@_disfavoredOverload
public func ~> <R>(
  manager: StubbingManager<PropertyGetterDeclaration, () -> R, R>,
  implementation: @escaping () throws -> R
) {
  manager.will(implementation)
}

/// `given(bird.name = any()) ~> { throw Grounded() }`: the setter ignores the error.
@_disfavoredOverload
public func ~> (
  manager: StubbingManager<PropertySetterDeclaration, UntypedSetterSignature, Void>,
  implementation: @escaping () throws -> Void
) {
  manager.will(implementation)
}
