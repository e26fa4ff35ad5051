import CursesUI
import CursesUITestSupport
import Testing

/// A custom `Layout` reads what its views hand it with `.layoutValue(key:value:)`, as in SwiftUI.
@MainActor
struct LayoutValueKeyTests {
    struct Rank: LayoutValueKey {
        static let defaultValue = 99
    }

    /// Puts its views one to a row, by rank.
    struct RankedColumn: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: proposal.width ?? 20, height: CGFloat(subviews.count))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let ranked = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
            for (row, subview) in ranked.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row)), proposal: .unspecified)
            }
        }
    }

    struct Podium: View {
        @State var goldFirst = true

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Button("Swap") { goldFirst.toggle() }
                RankedColumn {
                    Text("Bronze").layoutValue(key: Rank.self, value: 3)
                    Text("Gold").layoutValue(key: Rank.self, value: goldFirst ? 1 : 4).padding(.leading, 2)
                    Text("Unranked")
                    Text("Silver").layoutValue(key: Rank.self, value: 2)
                }
            }
        }
    }

    @Test func aLayoutPlacesItsViewsByTheValuesTheySetAndFollowsAChange() {
        let driver = Driver(size: Size(width: 20, height: 5)) { Podium() }
        driver.expectLines(["[ Swap ]", "  Gold", "Silver", "Bronze", "Unranked"])
        driver.press(.enter)
        driver.expectLines(["[ Swap ]", "Silver", "Bronze", "  Gold", "Unranked"])
    }
}
