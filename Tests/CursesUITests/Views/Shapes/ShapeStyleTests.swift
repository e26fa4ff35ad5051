import CursesUI
import CursesUITestSupport
import Testing

@testable import CursesUICore

/// Shape styles on text and backgrounds, the colour scheme, and the drawing effects a terminal
/// accepts without showing them.
@MainActor
struct ShapeStyleTests {
    struct Row: View {
        let isDone: Bool
        var body: some View {
            HStack {
                Text("A").foregroundStyle(isDone ? Color.green : Color.secondary)
                Text("B").foregroundStyle(.secondary)
                Text("C").foregroundStyle(.tint)
                Text("D").foregroundStyle(.yellow, .orange)
                Text("E").foregroundColor(nil)
            }
            .tint(.purple)
        }
    }

    @Test func hierarchicalStylesDimAndTheTintColoursText() {
        let driver = Driver(size: Size(width: 12, height: 1)) { Row(isDone: false) }
        driver.expectLines(["A B C D E"])
        let screen = driver.terminal.screen
        #expect(screen[0, 0].style.dim && screen[0, 0].style.foreground == .default, "Color.secondary is dim")
        #expect(screen[2, 0].style.dim)
        #expect(screen[4, 0].style.foreground == .purple)
        #expect(screen[6, 0].style.foreground == .yellow, "the first of the palette")
        #expect(screen[8, 0].style == Style())
        let done = Driver(size: Size(width: 12, height: 1)) { Row(isDone: true) }
        #expect(done.terminal.screen[0, 0].style.foreground == .green)
    }

    struct Warning: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> Color {
            environment.colorScheme == .dark ? .yellow : .orange
        }
    }

    @Test func aStyleOfYourOwnDrawsAsTheStyleItResolvesTo() {
        let driver = Driver(size: Size(width: 10, height: 2)) {
            VStack {
                Text("dark").foregroundStyle(Warning())
                Text("light").foregroundStyle(Warning()).preferredColorScheme(.light)
            }
        }
        #expect(driver.terminal.screen[0, 0].style.foreground == .yellow)
        #expect(driver.terminal.screen[0, 1].style.foreground == .orange)
    }

    @Test func semanticStylesAndLevelsOfAStyle() {
        let driver = Driver(size: Size(width: 12, height: 1)) {
            HStack {
                Text("a").foregroundStyle(.tint.secondary)
                Text("b").foregroundStyle(.link)
                Text("c").foregroundStyle(.blue.opacity(0.3))
                Rectangle().fill(.red.opacity(0.3)).frame(width: 1, height: 1)
            }
        }
        let screen = driver.terminal.screen
        #expect(screen[0, 0].style.dim && screen[0, 0].style.foreground == .default)
        #expect(screen[2, 0].style.foreground == .blue)
        #expect(screen[4, 0].style.dim && screen[4, 0].style.foreground.terminalNumber(colors: 16, isBackground: false) == 4)
        #expect(screen[6, 0].style.background.terminalNumber(colors: 16, isBackground: true) == -1, "faint: no fill with 16")
        #expect(screen[6, 0].style.background.terminalNumber(colors: 256, isBackground: true) == 52, "a dark red with 256")
    }

    @Test func aBackgroundStyleFillsTheViewsFrameAndAMaterialIsGrey() {
        let driver = Driver(size: Size(width: 10, height: 1)) {
            HStack(spacing: 0) {
                Text("Total").padding(.horizontal, 1).background(.bar)
                Text("!")
            }
        }
        driver.expectLines([" Total !"])
        #expect((0..<7).allSatisfy { driver.terminal.screen[$0, 0].style.background == .backdrop(white: 0.19) })
        #expect(driver.terminal.screen[7, 0].style.background == .default)
        #expect(driver.terminal.screen[0, 0].style.background.terminalNumber(colors: 256, isBackground: true) == 236)
        #expect(driver.terminal.screen[0, 0].style.background.terminalNumber(colors: 16, isBackground: true) == -1, "none with 16")
    }

    @Test func theBackgroundStyleBlanksWhatIsBeneathWhereClearLeavesIt() {
        let driver = Driver(size: Size(width: 10, height: 1)) {
            HStack(spacing: 0) {
                Color.clear.frame(width: 2, height: 1)
                Rectangle().fill(.background).frame(width: 2, height: 1)
            }
            .padding(.horizontal, 1)
            .background(Color.primary)
        }
        let reversed = (0..<6).map { driver.terminal.screen[$0, 0].style.reverse }
        #expect(reversed == [true, true, true, false, false, true], "clear shows the board beneath; the background blanks it")
    }

    @Test func aBorderIsABoxInTheStylesColour() {
        let driver = Driver(size: Size(width: 10, height: 3)) { Text("Hi").border(Color.red) }
        driver.expectLines(["┌──┐", "│Hi│", "└──┘"])
        #expect(driver.terminal.screen[0, 0].style.foreground == .red)
        #expect(driver.terminal.screen[1, 1].style.foreground == .default, "the text keeps its colour")
    }

    struct SchemeReader: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
    }

    @Test func thePreferredColorSchemeReachesTheEnvironment() {
        let scheme: ColorScheme? = .light
        #expect(Driver(size: Size(width: 10, height: 1)) { SchemeReader() }.lines == ["dark"])
        #expect(Driver(size: Size(width: 10, height: 1)) { SchemeReader().preferredColorScheme(scheme) }.lines == ["light"])
        #expect(Driver(size: Size(width: 10, height: 1)) { SchemeReader().preferredColorScheme(nil) }.lines == ["dark"])
    }

    @Test func opacityDimsBelowHalfAndBlanksAtZero() {
        let driver = Driver(size: Size(width: 10, height: 3)) {
            VStack(alignment: .leading, spacing: 0) {
                Text("seen").opacity(0.8)
                Text("faint").opacity(0.3)
                HStack {
                    Text("gone").opacity(0)
                    Text("|")
                }
            }
        }
        driver.expectLines(["seen", "faint", "     |"])
        #expect(
            Driver(size: Size(width: 10, height: 1)) {
                HStack {
                    Text("gone").hidden()
                    Text("|")
                }
            }.lines == ["     |"])
        #expect(!driver.terminal.screen[0, 0].style.dim)
        #expect(driver.terminal.screen[0, 1].style.dim)
    }

    @Test func effectsATerminalCannotShowLeaveTheScreenAsItWas() {
        let plain = Driver(size: Size(width: 20, height: 3)) {
            VStack {
                Text("Card")
                Image(systemName: "star.fill")
            }
        }
        let affected = Driver(size: Size(width: 20, height: 3)) {
            VStack {
                Text("Card")
                    .shadow(color: .black.opacity(0.4), radius: 6, y: 3).shadow(radius: 2)
                    .clipShape(RoundedRectangle(cornerRadius: 16)).cornerRadius(8).clipped()
                    .scaleEffect(1.2).scaleEffect(x: 2, y: 1).rotationEffect(.degrees(45))
                    .blur(radius: 3).mask { Circle() }.contentShape(Rectangle())
                    .brightness(0.2).contrast(1.1).saturation(0).grayscale(1).hueRotation(.degrees(90))
                    .colorInvert().colorMultiply(.red).compositingGroup().drawingGroup()
                    .ignoresSafeArea().ignoresSafeArea(.keyboard, edges: .bottom)
                Image(systemName: "star.fill")
                    .symbolRenderingMode(.multicolor)
                    .symbolRenderingMode(.palette).symbolVariant(.fill).imageScale(.small)
            }
        }
        #expect(affected.lines == plain.lines)
        #expect(affected.terminal.screen == plain.terminal.screen)
    }
}
