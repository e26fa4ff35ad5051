import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import EventRSVP

/// Examples/EventRSVP, driven as PROGRAMS14.md drives it on iOS: the event's lines with its
/// times on the locale's clock, Return moving from the name to the email, the email's error
/// under the field while it is invalid, the party stepper adding a guest field (a Chinese
/// name typed into it), the summary sheet of a valid reply, and what a premature send says.
@MainActor
@Suite(.serialized)
struct EventRSVPTests {
    init() { UserDefaults.standard.removeObject(forKey: "rememberedEmail") }

    /// `left` and `right` at the ends of a row `width` columns wide.
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        left + String(repeating: " ", count: max(1, width - left.count - right.count)) + right
    }

    /// `date`'s time as Foundation writes it in the locale ("5:00 PM"), as the picker shows it.
    func time(_ date: Date) -> String { date.formatted(date: .omitted, time: .shortened) }

    func field(_ text: String, width: Int = 77) -> String {
        "  " + text + String(repeating: "_", count: width - text.count)
    }

    var event: [String] {
        [
            row("RSVP", "[ Clear ]", width: 80), "  🎉 Spring Garden Party", "  📍 Rosewood Community Garden",
            "  🕒 \(time(EventInfo.start)) – \(time(EventInfo.end))", "",
        ]
    }

    @Test func aValidReplyShowsItsSummary() {
        let driver = Driver(environment: .appMain, app: EventRSVPApp())
        driver.expectLines(
            event + [
                " Your Details", field("Full Name"), field("Email"), "", " Will You Attend?",
                "  [         Going         ]|          Maybe          |        Can't Go", "", " Your Party",
                row("  Party of 1", "[ |+]"), "  Meal                                                              ‹Chicken› ▾",
                field("Allergies or dietary notes"), field(""),
                row("  Arriving at", time(EventInfo.start)),
                "  I need a parking spot                                                     [ ]", " Up to 5 guests may join you.", "",
                "                                  [ Send RSVP ]",
            ])
        driver.type("Ada Lovelace")  // the name field has the focus at launch
        driver.press(.enter)  // on to the email
        driver.type("ada@example")
        driver.expectLines([field("Ada Lovelace"), field("ada@example"), "  Enter a valid email address.", ""], from: 6)
        driver.type(".com")
        driver.expectLines([field("ada@example.com"), "", " Will You Attend?"], from: 7)

        driver.focus("+]")
        driver.press(.right)
        driver.expectLines(
            [
                row("  Party of 2", "[−|+]"), field("Guest name"),
                "  Meal                                                              ‹Chicken› ▾",
            ], from: 13)
        driver.press(.tab)
        driver.type("林黛玉")
        driver.expectLine(14, "  林黛玉" + String(repeating: "_", count: 71))
        driver.focus("Send RSVP")
        driver.press(.enter)
        let sheet = [
            " ║ RSVP Sent                                                         [ Done ] ║",
            " ║  See you there, Ada Lovelace!                                            ┃ ║",
            " ║                                                                          ┃ ║",
            " ║ Summary                                                                  ┃ ║",
            " ║  Name                                                        Ada Lovelace┃ ║",
            " ║  Email                                                    ada@example.com┃ ║",
            " ║  Reply                                                              Going┃ ║",
            " ║  Party                                                                  2┃ ║",
            " ║  Guest                                                             林黛玉│ ║",
            " ║  Meal                                                             Chicken│ ║",
        ]
        driver.expectLines(sheet, from: 12)
        driver.focus("Done")
        driver.press(.enter)
        driver.expectLines([field("Ada Lovelace"), field("ada@example.com"), "", " Will You Attend?"], from: 6)
    }

    @Test func sendingTooSoonSaysWhatToFix() {
        let driver = Driver(environment: .appMain, app: EventRSVPApp())
        driver.focus("Send RSVP")
        driver.press(.enter)
        // The errors push the button's footer below the screen: it scrolls into view with it.
        let withScrollBar: (String) -> String = { $0.count < 79 ? $0 + String(repeating: " ", count: 79 - $0.count) + "┃" : $0 + "┃" }
        driver.expectLines(
            [
                " Your Details", field("Full Name"), "  Enter your full name.", field("Email"), "  Enter a valid email address.",
                "", " Will You Attend?",
            ].map(withScrollBar), from: 3)
        driver.expectLines(
            ["                                  [ Send RSVP ]", " 2 thing(s) to fix before sending.", ""].map(withScrollBar), from: 21)
        driver.focus("Going")
        driver.press(.right, .right)  // Can't Go: no party to bring
        driver.expectLines(
            [
                "            Going          |          Maybe          |[       Can't Go        ]", "",
                "                                  [ Send RSVP ]", " 2 thing(s) to fix before sending.", "",
            ], from: 12)
    }
}
