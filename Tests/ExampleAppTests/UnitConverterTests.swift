import CursesUI
import CursesUITestSupport
import Testing

@testable import UnitConverter

/// Examples/UnitConverter, driven as PROGRAMS.md drives it on iOS: 1 km shows as 0.62 miles,
/// 10 as 6.21, feet in the segmented picker 32,808.40, no decimals 32,808, and Swap Units
/// turns feet into kilometres.
@MainActor
struct UnitConverterTests {
    @Test func convertsAsOnIOS() {
        let driver = Driver(environment: .appMain, app: UnitConverterApp())
        driver.expectLines(["  From                                                           ‹Kilometers› ▾"], from: 3)
        driver.expectLines(["     mm    |   cm    |    m    |   km    |   in    |   ft    |   yd   |[  mi  ]"], from: 6)
        driver.expectLines(
            [
                " Result", "  0.62 miles", "  Decimal places: 2                                                       [−|+]",
                " 1 kilometers is 0.62 miles.",
            ], from: 8)

        driver.press(.backspace)  // the value field has focus
        driver.type("10")
        driver.expectLines(["  0.62 miles"], from: 9)  // as on iOS, the value waits for Return
        driver.press(.enter)
        driver.expectLines(["  6.21 miles"], from: 9)

        driver.press(.tab, .tab, .left, .left)  // past From to the segmented To: mi → yd → ft
        driver.expectLines(["     mm    |   cm    |    m    |   km    |   in    |[  ft   ]|   yd   |   mi"], from: 6)
        driver.expectLines(["  32,808.40 feet"], from: 9)

        driver.press(.tab, .left, .left)  // the stepper: 2 → 0 decimal places
        driver.expectLines(
            [
                "  32,808 feet", "  Decimal places: 0                                                       [ |+]",
                " 10 kilometers is 32,808 feet.",
            ], from: 9)
    }

    @Test func swapUnitsSwapsFromAndToAndAllUnitsListsTheOthers() {
        let driver = Driver(environment: .appMain, app: UnitConverterApp())
        // The value field has focus: the keyboard toolbar's Done shows after Swap Units.
        #expect(driver.lines[0].hasSuffix("  [ ⇅ ] [ Done ]"))
        driver.press(.tab, .tab, .left, .left)  // To: feet
        driver.press(.tab, .tab, .enter)  // past the stepper to Swap Units in the toolbar
        driver.expectLines(["  From                                                                 ‹Feet› ▾"], from: 3)
        driver.expectLines(["     mm    |   cm    |    m    |[  km   ]|   in    |   ft    |   yd   |   mi"], from: 6)
        let allUnits = driver.lines.firstIndex(of: " All units") ?? 0
        #expect(allUnits > 0)
        #expect(
            driver.lines[(allUnits + 1)...(allUnits + 7)].map { $0.split(separator: " ").first.map(String.init) ?? "" }
                == ["Millimeters", "Centimeters", "Meters", "Kilometers", "Inches", "Yards", "Miles"],
            "every unit but the one converted from"
        )
        driver.expectLines(["  Kilometers                                                          0.0003048"], from: allUnits + 4)
    }
}
