import Foundation
@testable import PluginApp
import Testing

/// The app's and the test target's specs, compiled by FormcPlugin, decode results as the
/// result schema says.
struct GeneratedTypesTests {
    @Test func theAppsSpecDecodesAPickedOption() throws {
        let result = try JSONDecoder().decode(EntryCategoryResult.self, from: Data(#"{"category":"pet"}"#.utf8))
        #expect(result.category == .pet)
        #expect(EntryCategoryScreen.presentation.grabber)
    }

    @Test func anOptionTheSpecDoesNotHaveIsRejected() {
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(EntryCategoryResult.self, from: Data(#"{"category":"boat"}"#.utf8))
        }
    }

    @Test func theTestTargetsOwnSpecIsCompiledToo() throws {
        let result = try JSONDecoder().decode(ShirtSizeResult.self, from: Data(#"{"size":"large"}"#.utf8))
        #expect(result.size == .large)
        #expect(ShirtSizeScreen.presentation.detents.map(\.id) == ["medium", "large"])
    }
}
