import Testing

@testable import CursesUICore

#if canImport(Glibc)
    /// The main actor's jobs do not all run on one thread: after `dispatch_main` (an `async` main,
    /// as the test runner's) libdispatch's workers take turns at the main queue. A model's change
    /// made in such a job must still redraw at once, not on the main actor's next turn (a key
    /// that changed an `ObservableObject` then showed the old screen until the next one).
    @MainActor
    struct MainThreadCheckTests {
        @Test func aMainActorJobCountsAsTheMainActorWhicheverThreadRunsIt() {
            // A check that remembers no thread at all: only the main queue can answer.
            let check = MainThreadCheck(remembering: 0)
            #expect(check.isCurrent)
        }

        @Test func aThreadOffTheMainActorDoesNot() async {
            let check = MainThreadCheck(remembering: 0)
            let offMain = await Task.detached { check.isCurrent }.value
            #expect(!offMain)
        }
    }
#endif
