import CursesUI
import CursesUITestSupport
import Testing

@testable import CursesUICore

/// `rotationEffect` on a view: a pointing symbol (a chevron, an arrow) draws pointing the way it
/// would after the turn, to the nearest quarter turn; text stays upright.
@MainActor
struct RotationEffectTests {
    struct Disclosure: View {
        @State private var isExpanded = false

        var body: some View {
            VStack(alignment: .leading) {
                Button {
                    isExpanded.toggle()
                } label: {
                    HStack {
                        Text("Details")
                        Image(systemName: "chevron.right")
                            .foregroundStyle(.secondary)
                            .rotationEffect(.degrees(isExpanded ? 90 : 0))
                    }
                }
                if isExpanded { Text("More") }
            }
        }
    }

    @Test func aDisclosureChevronTurnedAQuarterPointsDown() {
        let driver = Driver(size: Size(width: 20, height: 3)) { Disclosure() }
        driver.expectLines(["[ Details › ]", ""])
        driver.press(.enter)
        driver.expectLines(["[ Details ⌄ ]", "More"])
        driver.press(.enter)
        driver.expectLines(["[ Details › ]", ""])
    }

    @Test func arrowsTurnByTheNearestQuarterAndTextStaysUpright() {
        let driver = Driver(size: Size(width: 20, height: 5)) {
            VStack(alignment: .leading) {
                Image(systemName: "arrow.up").rotationEffect(.degrees(180))
                Image(systemName: "arrow.up").rotationEffect(.degrees(-92))
                HStack {
                    Text("Back")
                    Image(systemName: "chevron.forward")
                }
                .rotationEffect(.radians(.pi))
                Image(systemName: "chevron.up").rotationEffect(.degrees(45)).rotationEffect(.degrees(50))
                Image(systemName: "star.fill").rotationEffect(.degrees(90))
            }
        }
        driver.expectLines(["↓", "←", "Back ‹", "›", "★"])
    }

    @Test func namesWithoutOneDirectionAreLeftAsTheyAre() {
        #expect(SymbolRotation.turned("chevron.right.circle.fill", quarterTurns: 1) == "chevron.down.circle.fill")
        #expect(SymbolRotation.turned("chevron.backward", quarterTurns: 3) == "chevron.down")
        #expect(SymbolRotation.turned("arrow.up.right", quarterTurns: 1) == "arrow.up.right")
        #expect(SymbolRotation.turned("arrow.up.arrow.down", quarterTurns: 1) == "arrow.up.arrow.down")
        #expect(SymbolRotation.turned("square.and.arrow.up", quarterTurns: 2) == "square.and.arrow.up")
    }
}
