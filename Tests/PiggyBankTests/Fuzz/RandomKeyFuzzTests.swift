import CursesUICore
import CursesUITestSupport
import Foundation
import Testing

@testable import PiggyBank

/// Drives the whole app with seeded random keys — every printable class, CJK, controls,
/// navigation, pastes with controls in them, clicks, resizes down to 1×1 — and checks the
/// invariants after each key. A failure names the seed and the key number to replay.
@MainActor
struct RandomKeyFuzzTests {
    static let keyCount = ProcessInfo.processInfo.environment["FUZZ_KEYS"].flatMap(Int.init) ?? 100_000
    static let seed = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_129

    @Test func randomKeysKeepEveryInvariant() async throws {
        var generator = SeededGenerator(seed: Self.seed)
        let app = try AppHarness()
        var relaunches = 0
        var visitedSteps = Set<Int>()
        var mostBanks = 0
        var mostRecords = 0
        var debtModeWasOn = false
        var lastYield = ContinuousClock.now
        for step in 0..<Self.keyCount {
            // Between keys, as a terminal's loop would, the main actor runs what else waits for
            // it, at least every 20 ms: other suites' tests would otherwise wait minutes for
            // this one, or miss their programs' timers ticking meanwhile.
            if ContinuousClock.now - lastYield > .milliseconds(20) {
                await Task.yield()
                lastYield = .now
            }
            let key = Self.randomKey(using: &generator)
            if case .resize = key {
                app.driver.resize(width: Int.random(in: 1...120, using: &generator), height: Int.random(in: 1...40, using: &generator))
            } else {
                app.press(key)
            }
            if !app.driver.app.isRunning {  // q on Home: start again on the same data
                try app.relaunch()
                relaunches += 1
            }
            debtModeWasOn = debtModeWasOn || app.store.balancePolicy.allowsDebt
            if let problem = try Self.invariantViolation(app, debtModeWasOn: debtModeWasOn) {
                Issue.record("seed \(Self.seed), key \(step) (\(key)): \(problem)")
                return
            }
            visitedSteps.insert(Int(app.store.settings.string(forKey: "pageSteps") ?? "1") ?? -1)
            if step % 100 == 0 {
                mostBanks = max(mostBanks, app.store.bankCount)
                mostRecords = max(mostRecords, (try? app.store.allBanks().map { app.store.recordCount(of: $0.id) }.reduce(0, +)) ?? 0)
            }
        }
        // The walk must have covered the app, or the invariants proved little.
        #expect(visitedSteps == Set(0...5), "screens reached: \(visitedSteps.sorted())")
        #expect(mostBanks >= 2, "banks created: \(mostBanks)")
        #expect(mostRecords >= 2, "records written: \(mostRecords)")
        #expect(relaunches >= 1, "quit and relaunched on the same data at least once")
    }

    /// What is wrong with the app's state now, or nil. A balance may be below zero only once
    /// debt mode has been on (turning it off keeps what is owed).
    static func invariantViolation(_ app: AppHarness, debtModeWasOn: Bool) throws -> String? {
        if let dropped = app.driver.app.graph.droppedWrites.first { return "a write did not stick: \(dropped)" }
        let settings = app.store.settings
        if let steps = settings.string(forKey: "pageSteps"), !(Int(steps).map { (0...5).contains($0) } ?? false) {
            return "pageSteps is \(steps)"
        }
        if let draft = app.store.loadDraft() {
            if draft.name.count > PiggyBankDraft.nameLimit { return "draft name has \(draft.name.count) characters" }
            for amount in [draft.targetAmount, draft.initialAmount] where amount < 0 || amount > Money.maximum {
                return "draft amount \(amount) out of range"
            }
        }
        let check = try app.store.database.prepare(
            """
            SELECT count(*) FROM piggy_banks b WHERE amount_cents < ? OR amount_cents > 100000000000000 OR length(name) > 30
               OR amount_cents != (SELECT coalesce(sum(CASE WHEN is_deposit THEN amount_cents ELSE -amount_cents END), 0)
                                   FROM records r WHERE r.bank_id = b.id)
            """)
        check.bind([.integer(debtModeWasOn ? -100_000_000_000_000 : 0)])
        _ = try check.step()
        if check.integer(0) != 0 {
            return "a bank's total differs from its records or leaves \(debtModeWasOn ? "-Money.maximum" : "0")…Money.maximum"
        }
        return nil
    }

    static let cjk = Array("存钱罐去日本旅行的梦想汽车房子礼物")
    static let printable = Array("abcdefghijklmnopqrstuvwxyzABCXYZ 0123456789.,-_/!?dwrmnqx")
    static let named: [Key] = [
        .tab, .backTab, .enter, .escape, .backspace, .delete, .up, .down, .left, .right, .home, .end, .pageUp,
        .pageDown, .controlLeft, .controlRight, .function(1), .alt("b"), .alt("f"),
    ]

    static func randomKey(using generator: inout SeededGenerator) -> Key {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<30: return .character(printable.randomElement(using: &generator)!)
        case 30..<40: return .character(cjk.randomElement(using: &generator)!)
        case 40..<70: return named.randomElement(using: &generator)!
        case 70..<75: return .enter  // the key that moves through screens, so the flow gets explored
        case 75..<82: return .character(Character(String(Int.random(in: 0...9, using: &generator))))
        case 82..<88: return .control(Character(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &generator))))
        case 88..<93:
            let pieces = ["Trip\n", "\u{1B}[2J", "存钱罐", "12.50", "\u{202E}evil", "\t", String(repeating: "长", count: 40)]
            return .paste((0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        case 93..<97:
            return .mouse(
                MouseEvent(
                    kind: .press,
                    position: Point(x: Int.random(in: 0..<80, using: &generator), y: Int.random(in: 0..<24, using: &generator))))
        default: return .resize
        }
    }
}
