import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct LyrebirdMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    MockableMacro.self, MockedMacro.self, MockableMarkerMacro.self, MockedMembersMacro.self, MockedMethodMacro.self,
    MockedPropertyMacro.self, MockableDialectMacro.self,
  ]
}
