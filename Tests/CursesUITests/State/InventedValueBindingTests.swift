import CursesUI
import CursesUITestSupport
import Observation
import Testing

/// The binding lesson: a root holds an optional draft, passes the pages
/// `Binding(get: { draft ?? Draft() }, set: { draft = $0 })`, and resets it to nil. Projected
/// writes materialise the draft; a write that really cannot stick is reported.
@MainActor
struct InventedValueBindingTests {
    struct DraftValue: Equatable {
        var name = ""
        var amount = 0
    }

    @Observable final class DraftObject {
        var name = ""
        var amount = 0
    }

    /// The page: a name field bound by projection, an amount field through a custom
    /// `Binding(get:set:)` that converts Int <-> String.
    struct ValuePage: View {
        @Binding var draft: DraftValue
        var body: some View {
            VStack {
                TextField("Name", text: $draft.name)
                TextField(
                    "Amount",
                    text: Binding(
                        get: { draft.amount == 0 ? "" : String(draft.amount) },
                        set: { draft.amount = Int($0) ?? 0 }))
            }
        }
    }

    struct ValueRoot: View {
        @State var draft: DraftValue? = nil
        let seen: (DraftValue?) -> Void
        var body: some View {
            ValuePage(draft: Binding(get: { draft ?? DraftValue() }, set: { draft = $0 }))
                .onChange(of: draft) { _, new in seen(new) }
        }
    }

    struct ObjectPage: View {
        @Binding var draft: DraftObject
        var body: some View {
            VStack {
                TextField("Name", text: $draft.name)
                TextField(
                    "Amount",
                    text: Binding(
                        get: { draft.amount == 0 ? "" : String(draft.amount) },
                        set: { draft.amount = Int($0) ?? 0 }))
            }
        }
    }

    final class Holder {
        var draft: DraftObject?
    }

    struct ObjectRoot: View {
        let holder: Holder
        var body: some View {
            ObjectPage(draft: Binding(get: { holder.draft ?? DraftObject() }, set: { holder.draft = $0 }))
        }
    }

    @Test func valueDraftAmountTypedFirstSticksWhileTheDraftIsNil() {
        var latest: DraftValue?
        let driver = Driver { ValueRoot(seen: { latest = $0 }) }
        driver.press(.tab)  // straight to the amount field, name untouched
        driver.type("12")
        #expect(latest?.amount == 12)
        #expect(driver.lines[1].hasPrefix("12"))
        #expect(driver.app.graph.droppedWrites.isEmpty)
    }

    @Test func valueDraftNameProjectionSticksWhileTheDraftIsNil() {
        var latest: DraftValue?
        let driver = Driver { ValueRoot(seen: { latest = $0 }) }
        driver.type("Trip")
        #expect(latest?.name == "Trip")
    }

    @Test func objectDraftNameProjectionMaterialisesTheDraft() {
        let holder = Holder()
        let driver = Driver { ObjectRoot(holder: holder) }
        driver.type("Bike")
        #expect(holder.draft?.name == "Bike")
        #expect(driver.app.graph.droppedWrites.isEmpty)
    }

    @Test func objectDraftCustomBindingThatLosesTheWriteIsReportedNotSilent() {
        let holder = Holder()
        let driver = Driver { ObjectRoot(holder: holder) }
        driver.press(.tab)
        driver.type("5")
        #expect(holder.draft == nil, "the getter invented a temporary object, so the write was lost")
        let dropped = driver.app.graph.droppedWrites
        #expect(dropped.count == 1)
        #expect(dropped.first?.control == "Amount")
        #expect(dropped.first?.attempted == "5")
        #expect(dropped.first?.description.contains("binding target lost") == true)
    }

    @Test func aBindingThatDropsWritesProducesTheDiagnosticAndTheFieldShowsTheTruth() {
        let driver = Driver { TextField("Broken", text: Binding(get: { "" }, set: { _ in })) }
        driver.type("a")
        #expect(driver.app.graph.droppedWrites.map(\.control) == ["Broken"])
        #expect(driver.lines[0].hasPrefix("Broken"), "the field shows the placeholder: nothing was stored")
    }

    @Test func theDebugStatusLineShowsTheDroppedWrite() {
        let driver = Driver { TextField("Broken", text: Binding(get: { "" }, set: { _ in })) }
        driver.app.showsDiagnostics = true
        driver.type("a")
        #expect(driver.lines.last?.contains("binding target lost: Broken wrote \"a\"") == true)
    }
}
