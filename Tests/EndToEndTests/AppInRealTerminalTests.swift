import Foundation
import Testing

/// The app in tmux as a new user meets it, then the same data through the command line.
@Suite(.serialized)
struct AppInRealTerminalTests {
    @Test(arguments: ["C.UTF-8", "zh_CN.UTF-8"])
    func firstRunFlowAndADepositAreStoredAndListed(locale: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-app-\(UUID().uuidString)").path
        let run = try AppRun(arguments: "--data-dir '\(folder)'", environment: ["LANG": locale])
        let chinese = locale.hasPrefix("zh")
        try await run.session.waitFor(chinese ? "欢迎使用存钱罐" : "Welcome to Piggy Bank")
        try run.session.send("Enter")
        try await run.session.waitFor(chinese ? "同意" : "Agree")
        try run.session.send("Tab", "Enter")
        try await run.session.waitFor(chinese ? "第 1 步" : "step 1 of 3")
        try run.session.send(chinese ? "去日本旅行" : "Trip", literal: true)
        try run.session.send("Tab")
        try run.session.send("1200.50", literal: true)
        try run.session.send("Enter")
        try await run.session.waitFor(chinese ? "第 2 步" : "step 2 of 3")
        try run.session.send("Right", "Enter")  // Enter picks and goes on to the initial amount
        try run.session.send("100", literal: true)
        try run.session.send("Enter")
        try await run.session.waitFor(chinese ? "准备创建" : "Ready to create")
        try run.session.send("Enter")
        try await run.session.waitFor(chinese ? "已存 ¥100.00 / ¥1,200.50" : "Saved $100.00 of $1,200.50")
        try run.session.send("d")
        try run.session.send("250", literal: true)
        try await run.session.waitFor("250___")  // typed before the resize; keys while too small are ignored
        try run.session.resize(width: 20, height: 6)
        try await run.session.waitFor("20×6")
        try run.session.resize(width: 80, height: 24)
        try await run.session.waitFor("250")
        try run.session.send("Enter")
        let home = try await run.session.waitFor(allOf: [
            chinese ? "已存 ¥350.00" : "Saved $350.00", chinese ? "+      ¥250.00" : "+      $250.00",
        ])
        #expect(home.contains { $0.contains("250.00") })
        try run.session.send("q")
        let ending = try await run.ending()
        #expect(ending.status == 0)
        try await ending.assertTerminalRestored(in: run.session)

        let list = try Subprocess.run(TmuxSession.binary, ["--data-dir", folder, "list", "--json"])
        let banks = try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]]
        #expect(banks?.first?["name"] as? String == (chinese ? "去日本旅行" : "Trip"))
        #expect(banks?.first?["amount"] as? String == "350.00")
        #expect(banks?.first?["icon"] as? String == "car")

        let relaunch = try AppRun(arguments: "--data-dir '\(folder)'", environment: ["LANG": locale])
        try await relaunch.session.waitFor(chinese ? "已存 ¥350.00" : "Saved $350.00")
        try relaunch.session.send("q")
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test func outsideAUTF8LocaleTheScreenIsPlainASCII() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-ascii-\(UUID().uuidString)").path
        // A bank made on the command line: the app skips the onboarding and opens on Home.
        _ = try Subprocess.run(TmuxSession.binary, ["--data-dir", folder, "add", "--name", "存钱 jar", "--target", "5", "--icon", "car"])
        let run = try AppRun(arguments: "--data-dir '\(folder)'", environment: ["LANG": "C"])
        let screen = try await run.session.waitFor(allOf: [" Piggy Bank - Home", "[car] ???? jar"])
        #expect(screen.joined().allSatisfy { $0.isASCII })
        #expect(screen.first == " Piggy Bank - Home")
        try run.session.send("q")
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test func aStoredNameWithEscapeSequencesIsShownHarmlessly() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piggybank-esc-\(UUID().uuidString)").path
        _ = try Subprocess.run(TmuxSession.binary, ["--data-dir", folder, "add", "--name", "ok", "--target", "5"])
        let sqlite = try Subprocess.run(
            "/usr/bin/sqlite3",
            [
                folder + "/piggybank.sqlite",
                "UPDATE piggy_banks SET name = 'A' || char(27) || '[2J' || char(8238) || 'B'; INSERT INTO settings VALUES ('pageSteps', '0')",
            ])
        #expect(sqlite.status == 0)
        let run = try AppRun(arguments: "--data-dir '\(folder)'", environment: ["LANG": "C.UTF-8"])
        let screen = try await run.session.waitFor(allOf: ["Home", "Saved $0.00 of $5.00", "A␛[2J\u{FFFD}B"])
        #expect(screen.contains { $0.contains("A␛[2J\u{FFFD}B") }, "shown as visible replacements")
        #expect(screen.first?.contains("Home") == true, "the screen was not cleared by the name")
        try run.session.send("q")
        try? FileManager.default.removeItem(atPath: folder)
    }
}
