import CursesUI
import CursesUITestSupport
import Testing

@MainActor
struct NavigationLinkTests {
    struct Habit: Identifiable {
        let id: Int
        var name: String
        var streak: Int
    }

    struct HabitRow: View {
        let habit: Habit

        var body: some View {
            HStack(alignment: .top) {
                Image(systemName: "flame")
                Text(habit.name)
                Spacer()
                Text("\(habit.streak) days")
            }
        }
    }

    struct HabitDetail: View {
        @Binding var habit: Habit

        var body: some View {
            VStack(alignment: .leading) {
                Text("Streak: \(habit.streak)")
                Button("Done today") { habit.streak += 1 }
            }
            .navigationTitle(habit.name)
        }
    }

    struct Habits: View {
        @State var habits = [Habit(id: 1, name: "Read", streak: 3), Habit(id: 2, name: "Run", streak: 0)]

        var body: some View {
            NavigationStack {
                List {
                    ForEach($habits) { $habit in
                        NavigationLink {
                            HabitDetail(habit: $habit)
                        } label: {
                            HabitRow(habit: habit)
                        }
                    }
                    NavigationLink("About", destination: Text("Made for tests"))
                    NavigationLink(destination: Text("Settings here")) { Label("Settings", systemImage: "gear") }
                }
                .navigationTitle("Habits")
            }
        }
    }

    @Test func aLabelClosureRendersAsItsOwnRowAndPushesItsDestination() {
        let driver = Driver(size: Size(width: 30, height: 8)) { Habits() }
        driver.expectLines([
            "Habits",
            "🔥 Read              3 days ›",
            "🔥 Run               0 days ›",
            "About                       ›",
            "⚙ Settings                  ›",
        ])
        driver.press(.down, .enter)
        driver.expectLines(["Habits › Run", "", "", "        Streak: 0", "        [ Done today ]"])
        driver.press(.enter)
        driver.expectLine(3, "        Streak: 1")
        driver.press(.escape)
        driver.expectLine(2, "🔥 Run               1 days ›")
        #expect(driver.terminal.screen[3, 2].style.reverse, "back on the row it was opened from")
        driver.press(.down, .enter)
        driver.expectLines(["Habits", "", "", "", "        Made for tests"])
        driver.press(.escape, .down, .enter)
        driver.expectLines(["Habits", "", "", "", "        Settings here"])
    }
}
