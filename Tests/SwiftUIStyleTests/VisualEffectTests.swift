import CursesUI
import CursesUITestSupport
import Testing

/// `visualEffect` and `scrollTransition` as iOS 17 programs write them: an offset worked out
/// from the view's size moves it by whole cells without moving its neighbours; scales, blurs
/// and fades are accepted and leave the view as it is; a scroll transition is in its identity
/// phase.
@MainActor
struct VisualEffectTests {
    struct Effects: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("shadow").visualEffect { content, proxy in
                    content.offset(x: proxy.size.width / 2, y: 1)
                }
                Text("next").frame(width: 12, alignment: .leading)
                Text("faded").visualEffect { content, _ in
                    content.scaleEffect(1.5).rotationEffect(.degrees(10)).opacity(0.5).blur(radius: 3)
                        .brightness(0.2).hueRotation(.degrees(90)).offset(CGSize(width: 2, height: 0))
                }
            }
        }
    }

    @Test func anOffsetMovesTheViewByCellsAndTheOtherEffectsLeaveItAsItIs() {
        // "shadow" moves three columns right and a row down, drawn inside its 12-column stack as
        // an `.offset` is; "next", drawn after it, stays in place over its first cell.
        let driver = Driver(size: Size(width: 20, height: 3)) { Effects() }
        driver.expectLines(["", "nexthadow", "  faded"])
    }

    struct Feed: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(1...3, id: \.self) { index in
                        Text("post \(index)").scrollTransition { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0).offset(x: phase.value * 10)
                        }
                    }
                    Text("end").frame(width: 10, alignment: .leading).scrollTransition(
                        topLeading: .animated, bottomTrailing: .interactive.threshold(.visible(0.9))
                    ) {
                        content, phase in
                        content.offset(x: phase.isIdentity ? 4 : 0)
                    }
                    Text("centre").scrollTransition(.animated(.bouncy).threshold(.centered), axis: .vertical) { content, phase in
                        content.scaleEffect(phase.isIdentity ? 1 : 0.5)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }

    @Test func aScrollTransitionIsAlwaysInItsIdentityPhase() {
        let driver = Driver(size: Size(width: 20, height: 5)) { Feed() }
        driver.expectLines(["post 1", "post 2", "post 3", "    end", "centre"])
    }
}
