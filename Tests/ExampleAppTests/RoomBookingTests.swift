import CursesUI
import CursesUITestSupport
import Foundation
import Testing

@testable import RoomBooking

/// Examples/RoomBooking, driven as PROGRAMS14.md drives it on iOS: the day's grid of rooms and
/// hours, a free slot's "+" opening the booking sheet, the booking shown on the grid across its
/// hours and under My Bookings (kept in Documents for the next launch), and a booking cancelled
/// from its pushed detail through the confirmation dialog.
@MainActor
@Suite(.serialized)
struct RoomBookingTests {
    /// The `@AppStorage` of a run (the organizer's name), shared by a relaunch as `UserDefaults` is.
    let settings = ObservableKeyValueStore(InMemoryKeyValueStore())

    /// Starts the app with its documents in `dataHome` (a new folder of the test's own if nil).
    func launch(dataHome: URL? = nil) -> (driver: Driver, dataHome: URL) {
        let home = dataHome ?? FileManager.default.temporaryDirectory.appendingPathComponent("RoomBookingTests-\(UUID().uuidString)")
        setenv("XDG_DATA_HOME", home.path, 1)
        var environment = EnvironmentValues.appMain
        environment.appStorage = settings
        return (Driver(environment: environment, app: RoomBookingApp()), home)
    }

    /// Today as the sheet, the detail and My Bookings write it ("Thursday, 3 Dec").
    var today: String { Date.now.formatted(.dateTime.weekday(.wide).month().day()) }

    /// `left` and `right` at the ends of a row `width` columns wide.
    func row(_ left: String, _ right: String, width: Int = 79) -> String {
        left + String(repeating: " ", count: max(1, width - cells(left) - cells(right))) + right
    }

    /// The cells `text` takes, its Chinese characters two each.
    func cells(_ text: String) -> Int {
        text.count + text.unicodeScalars.filter { (0x4E00...0x9FFF).contains($0.value) }.count
    }

    /// The columns of the rooms' "+" buttons.
    let aspen = 18, birch = 42, cedar = 66

    /// Presses Tab until the cell at `x`, `y` (a slot of the grid) is drawn focused.
    func focusCell(x: Int, y: Int, in driver: Driver) {
        for _ in 0..<60 {
            if driver.terminal.screen[x, y].style.reverse { return }
            driver.press(.tab)
        }
    }

    func slots(_ hour: String, _ aspen: String = "+", _ birch: String = "+", _ cedar: String = "+") -> String {
        func centred(_ text: String, in width: Int) -> String {
            let left = (width - text.count) / 2
            return String(repeating: " ", count: left) + text + String(repeating: " ", count: width - left - text.count)
        }
        return " \(hour) " + centred(aspen, in: 23) + " " + centred(birch, in: 23) + " " + centred(cedar, in: 23) + " ┃"
    }

    @Test func aBookingShowsOnTheGridAndUnderMyBookings() {
        let (driver, dataHome) = launch()
        let day = Date.now.formatted(date: .abbreviated, time: .omitted)
        driver.expectLines([
            "[📅 Schedule]| 👤 My Bookings", row("Rooms", "[ Today ]", width: 80), row(" Day", day + " ┃", width: 80),
            row("", "┃", width: 80), row("                Aspen                   Birch                  Cedar", "┃", width: 80),
            row("               4 seats                 8 seats                12 seats", "┃", width: 80),
            slots("09:00"), row("", "┃", width: 80), slots("10:00"),
        ])
        focusCell(x: birch, y: 8, in: driver)  // Birch at 10:00
        driver.press(.enter)
        let sheet = [
            " ╔════════════════════════════════════════════════════════════════════════════╗┃",
            " ║ Book Birch                                             [ Cancel ] [ Book ] ║┃",
            " ║" + row("   Room", "Birch · 8 seats┃", width: 75) + " ║┃", " ║" + row("   Day", today + "┃", width: 75) + " ║┃",
            " ║" + row("   Starts", "10:00┃", width: 75) + " ║┃",
        ]
        driver.expectLines(sheet, from: 12)
        driver.type("Design Review")  // the title field has the focus
        driver.press(.tab)
        driver.type("林黛玉")
        driver.focus("‹1 hr›")
        driver.press(.enter, .down, .enter)  // Length: 2 hr
        // The label leading, the value at the row's end (by the sheet's scroll bar), where the form scrolled it.
        #expect(driver.lines.contains { $0.hasPrefix(" ║   Length" + String(repeating: " ", count: 57) + "‹2 hr› ▾┃ ║") })
        driver.focus("Book ]")
        driver.press(.enter)
        driver.expectLines(
            [
                " 10:00            +                 Design Review                 +            ┃", row("", "┃", width: 80),
                " 11:00            +                       ⋮                       +            ┃",  // its second hour
            ], from: 8)
        driver.press(.alt("2"))
        let mine = [" 📅 Schedule |[👤 My Bookings (1)]", "My Bookings", today, " Design Review", " Birch · 10:00 – 12:00"]
        driver.expectLines(mine)

        let (relaunched, _) = launch(dataHome: dataHome)
        relaunched.press(.alt("2"))
        relaunched.expectLines(mine)
    }

    @Test func aBookingIsCancelledFromItsDetail() {
        let (driver, _) = launch()
        focusCell(x: aspen, y: 6, in: driver)  // Aspen at 09:00
        driver.press(.enter)
        driver.type("Standup")
        driver.press(.tab)
        driver.type("Ada")
        driver.focus("Book ]")
        driver.press(.enter)
        focusCell(x: aspen, y: 6, in: driver)
        driver.press(.enter)
        driver.expectLines([
            "[📅 Schedule]| 👤 My Bookings (1)", "Rooms › Aspen", " Standup", "", "Details", row(" Room", "Aspen"),
            row(" Organizer", "Ada"), row(" Day", today), row(" Time", "09:00 – 10:00"), "", " [ Cancel Booking ]",
        ])
        driver.focus("Cancel Booking")
        driver.press(.enter)
        driver.expectLines(
            [
                "                            ╔═ Cancel “Standup”? ═╗", "                            ║ [ Cancel Booking ]  ║",
                "                            ║ [ Keep It ]         ║", "                            ╚═════════════════════╝",
            ], from: 11)
        driver.press(.enter)  // Cancel Booking: the detail goes, and so does the booking
        driver.expectLines(["[📅 Schedule]| 👤 My Bookings", row("Rooms", "[ Today ]", width: 80)])
        driver.expectLines([slots("09:00")], from: 6)
    }
}
