import CursesUI
import CursesUITestSupport
import Testing

/// `keyframeAnimator` as programs write it for a bounce or a shake: the terminal has no
/// motion, so a looping animator shows its initial value, and a triggered one shows where its
/// keyframes end once the trigger changes, as the view looks on iOS when the animation is over.
@MainActor
struct KeyframeAnimatorTests {
    struct Bounce {
        var scale = 1.0
        var lift = 0
    }

    struct Likes: View {
        @State private var likes = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("♥").keyframeAnimator(initialValue: Bounce()) { content, bounce in
                    HStack {
                        content
                        Text("scale \(bounce.scale, specifier: "%.1f") lift \(bounce.lift)")
                    }
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        SpringKeyframe(1.5, duration: 0.2)
                        LinearKeyframe(2.0, duration: 0.3)
                    }
                    KeyframeTrack(\.lift) { CubicKeyframe(3, duration: 0.5) }
                }
                Text("likes \(likes)").keyframeAnimator(initialValue: Bounce(), trigger: likes) { content, bounce in
                    HStack {
                        content
                        Text("scale \(bounce.scale, specifier: "%.1f") lift \(bounce.lift)")
                    }
                } keyframes: { bounce in
                    KeyframeTrack(\.scale) {
                        SpringKeyframe(bounce.scale * 2, spring: .bouncy)
                        LinearKeyframe(bounce.scale + 0.5, duration: 0.3, timingCurve: .easeOut)
                    }
                    KeyframeTrack(\.lift) {
                        MoveKeyframe(2)
                        if likes > 1 { LinearKeyframe(bounce.lift + 10, duration: 0.2) } else { MoveKeyframe(4) }
                    }
                }
                Text("shake").keyframeAnimator(initialValue: 0, trigger: likes) { content, offset in
                    HStack {
                        content
                        Text("at \(offset)")
                    }
                } keyframes: { _ in
                    KeyframeTrack {
                        for step in [5, -5, 3] { LinearKeyframe(step, duration: 0.1) }
                    }
                }
                Button("Like") { likes += 1 }
            }
        }
    }

    @Test func aLoopRestsAtItsInitialValueAndATriggeredRunShowsWhereItsKeyframesEnd() {
        let driver = Driver(size: Size(width: 36, height: 4)) { Likes() }
        driver.expectLines(["♥ scale 1.0 lift 0", "likes 0 scale 1.0 lift 0", "shake at 0", "[ Like ]"])
        driver.press(.enter)
        driver.expectLines(["♥ scale 1.0 lift 0", "likes 1 scale 1.5 lift 4", "shake at 3", "[ Like ]"])
        // The next run starts where the last ended; its keyframes read that value.
        driver.press(.enter)
        driver.expectLines(["♥ scale 1.0 lift 0", "likes 2 scale 2.0 lift 14", "shake at 3", "[ Like ]"])
    }
}
