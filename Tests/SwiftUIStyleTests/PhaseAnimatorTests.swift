import CursesUI
import CursesUITestSupport
import Testing

/// `phaseAnimator` as programs write it for a pulse or a bounce: the terminal has no motion,
/// so the view rests in its first phase, with or without a trigger.
@MainActor
struct PhaseAnimatorTests {
    enum Pulse: CaseIterable { case resting, grown, faded }

    struct Likes: View {
        @State private var likes = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("♥").phaseAnimator(Pulse.allCases) { content, phase in
                    HStack {
                        content
                        Text("\(phase)")
                    }
                }
                Text("likes \(likes)").phaseAnimator([3, 2, 1], trigger: likes) { content, countdown in
                    HStack {
                        content
                        Text("countdown \(countdown)")
                    }
                }
                Button("Like") { likes += 1 }
            }
        }
    }

    @Test func theViewRestsInItsFirstPhaseBeforeAndAfterItsTrigger() {
        let driver = Driver(size: Size(width: 30, height: 3)) { Likes() }
        driver.expectLines(["♥ resting", "likes 0 countdown 3", "[ Like ]"])
        driver.press(.enter)
        driver.expectLines(["♥ resting", "likes 1 countdown 3", "[ Like ]"])
    }
}
