import IssueReportingTestSupport

/// Keeps `libIssueReportingTestSupport` linked into test targets that use the `Lyrebird` product.
///
/// IssueReporting finds Swift Testing's recorder in that library at run time. With no reference
/// to it, the linker drops the library, and on toolchains without XCTest–Swift Testing interop a
/// failed `verify` under Swift Testing is only printed.
public let lyrebirdTestingHooks: @Sendable () -> Any = IssueReportingTestSupport._recordIssue
