import Foundation
import Testing

@testable import PiggyBank

/// The environment the command reads (data folder, language, `NO_COLOR`, `TERM`) comes from
/// `environ` directly, as `ProcessInfo` would give it.
struct ProcessEnvironmentTests {
    @Test func readsAValueUpToItsEndAndOnlyTheFirstEqualsSignSeparatesTheName() {
        let name = "PIGGYBANK_TEST_\(UUID().uuidString.replacingOccurrences(of: "-", with: "_"))"
        setenv(name, "a=b ✓ naïve", 1)
        defer { unsetenv(name) }
        #expect(ProcessEnvironment.current()[name] == "a=b ✓ naïve")
        #expect(ProcessEnvironment.current()[name] == ProcessInfo.processInfo.environment[name])
    }
}
