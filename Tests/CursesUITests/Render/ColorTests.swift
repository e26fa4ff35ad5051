import Testing

@testable import CursesUICore

/// SwiftUI colours drawn as the nearest colour a terminal has.
struct ColorTests {
    @Test func theTerminalsOwnColoursDrawAsTheirNumbersEverywhere() {
        for (color, number) in [(Color.black, 0), (.red, 1), (.green, 2), (.yellow, 3), (.blue, 4), (.magenta, 5), (.cyan, 6), (.white, 7)]
        {
            for colors in [8, 16, 256] {
                #expect(color.terminalNumber(colors: colors, isBackground: false) == Int16(number))
            }
        }
        #expect(Color.default.terminalNumber(colors: 256, isBackground: false) == -1)
        #expect(Color.primary == .default)
    }

    @Test func colorsATerminalHasNoNameForTakeTheNearestOne() {
        #expect(Color.orange.terminalNumber(colors: 8, isBackground: false) == 3, "yellow with 8 colours")
        #expect(Color.orange.terminalNumber(colors: 256, isBackground: false) == 208, "orange with 256")
        #expect(Color.pink.terminalNumber(colors: 16, isBackground: false) == 5)
        #expect(Color.teal.terminalNumber(colors: 8, isBackground: false) == 6)
        #expect(Color.gray.terminalNumber(colors: 8, isBackground: false) == 7)
        #expect(Color.gray.terminalNumber(colors: 16, isBackground: false) == 8, "bright black with 16")
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(red.terminalNumber(colors: 8, isBackground: false) == 1)
        #expect(red.terminalNumber(colors: 16, isBackground: false) == 9)
        #expect(red.terminalNumber(colors: 256, isBackground: false) == 196)
        #expect(Color(white: 0.5).terminalNumber(colors: 256, isBackground: false) == 244, "the grey ramp")
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).terminalNumber(colors: 256, isBackground: false) == 60, "(95, 95, 135)")
    }

    @Test func hueSaturationAndBrightnessGiveTheSameColoursAsRGB() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5) == Color(white: 0.5))
    }

    @Test func aTranslucentColourIsDarkerWith256ColoursAndLeftOutBehindTextWithFewer() {
        let tint = Color.blue.opacity(0.15)
        #expect(tint.terminalNumber(colors: 16, isBackground: true) == -1)
        #expect(tint.terminalNumber(colors: 16, isBackground: false) == 4)
        #expect(tint.terminalNumber(colors: 256, isBackground: true) == 17, "a dark blue")
        #expect(Color.clear.terminalNumber(colors: 256, isBackground: true) == -1)
        #expect(Color.red.opacity(1) == .red)
    }

    @Test func aStyleStaysSmall() {
        #expect(MemoryLayout<Color>.size == 5)
        #expect(MemoryLayout<Style>.size <= 14)
        #expect(MemoryLayout<Cell>.stride <= 32)
    }
}
