import Foundation
import Testing

/// `make install` into a temporary prefix, then the installed command used the way a user
/// would, with an environment that knows nothing of the build or the toolchain.
struct InstallTests {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-prefix-\(UUID().uuidString)").path

    func make(_ target: String) throws -> Subprocess.Result {
        try Subprocess.run(
            "/usr/bin/make", ["-C", TmuxSession.packageRoot.path, target, "PREFIX=\(prefix)", "BINARY=\(TmuxSession.binary)"])
    }

    /// Runs a shell line with only the installed prefix and the system on PATH.
    func clean(_ line: String) throws -> Subprocess.Result {
        try Subprocess.run(
            "/usr/bin/env",
            ["-i", "PATH=\(prefix)/bin:/usr/bin:/bin", "HOME=\(prefix)", "LANG=C.UTF-8", "MANWIDTH=80", "/bin/bash", "-c", line])
    }

    @Test func installsTheBinaryManPageAndCompletionsAndUninstallsExactlyThem() async throws {
        #expect(try make("install").status == 0)
        let files = [
            "bin/piggybank", "share/man/man1/piggybank.1", "share/bash-completion/completions/piggybank",
            "share/zsh/site-functions/_piggybank",
            "share/fish/vendor_completions.d/piggybank.fish",
        ]
        for file in files { #expect(FileManager.default.fileExists(atPath: "\(prefix)/\(file)"), "\(file)") }

        #expect(try clean("piggybank --version").output == "piggybank 0.2.0\n")
        let manual = try clean("man -l '\(prefix)/share/man/man1/piggybank.1' | cat")
        #expect(manual.status == 0 && manual.output.contains("run-due") && manual.output.contains("EXIT STATUS"))
        _ = try clean("piggybank add --name 'Trip to Japan' --target 10")
        let completion = try clean(
            """
            source '\(prefix)/share/bash-completion/completions/piggybank'
            COMP_WORDS=(piggybank deposit Tr); COMP_CWORD=2; _piggybank; printf '%s\\n' "${COMPREPLY[@]}"
            """)
        #expect(completion.output == "Trip to Japan\n")

        #expect(try make("uninstall").status == 0)
        for file in files { #expect(!FileManager.default.fileExists(atPath: "\(prefix)/\(file)"), "\(file) removed") }
        #expect(FileManager.default.fileExists(atPath: "\(prefix)/.local/share/piggybank/piggybank.sqlite"), "the user's data stays")
    }
}
