/// Generates Mockable's `MockX` for a protocol, with the builders `given`, `when` and `verify`
/// reach, where the `MOCKING` compilation condition is set (as Mockable's macro does).
///
/// ```swift
/// @Mockable
/// protocol ProductService {
///   func fetch(id: Int) async throws -> Product
/// }
///
/// let service = MockProductService()
/// given(service).fetch(id: .any).willReturn(product)
/// ```
///
/// A protocol whose parents are in another file or module gets the whole mock from
/// `lyrebird generate --dialect mockable` or the build plugin, which see them.
@attached(peer, names: prefixed(Mock))
public macro Mockable() = #externalMacro(module: "LyrebirdMacrosPlugin", type: "MockableDialectMacro")
