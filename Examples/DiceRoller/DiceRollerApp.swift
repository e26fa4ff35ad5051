import CursesUI

struct Roll: Identifiable {
    let id = UUID()
    let values: [Int]
    let sides: Int
    let date = Date.now

    var total: Int { values.reduce(0, +) }
}

@Observable
final class DiceModel {
    var diceCount = 2 {
        didSet { faces = Array(repeating: 1, count: diceCount) }
    }
    var sides = 6
    var faces = [1, 1]
    var history: [Roll] = []
    var isRolling = false

    var total: Int { faces.reduce(0, +) }
    var average: Double {
        history.isEmpty ? 0 : Double(history.map(\.total).reduce(0, +)) / Double(history.count)
    }

    @MainActor
    func roll() async {
        isRolling = true
        for _ in 0..<8 {
            faces = (0..<diceCount).map { _ in Int.random(in: 1...sides) }
            try? await Task.sleep(for: .milliseconds(60))
        }
        history.insert(Roll(values: faces, sides: sides), at: 0)
        isRolling = false
    }
}

@main
struct DiceRollerApp: App {
    var body: some Scene {
        WindowGroup {
            DiceView()
        }
    }
}

struct DiceView: View {
    @State private var model = DiceModel()
    @State private var spin = 0.0
    @State private var showingHistory = false

    private let columns = [GridItem(.adaptive(minimum: 80), spacing: 16)]

    var body: some View {
        @Bindable var model = model
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    LazyVGrid(columns: columns, spacing: 16) {
                        ForEach(Array(model.faces.enumerated()), id: \.offset) { _, value in
                            DieView(value: value, sides: model.sides)
                                .rotationEffect(.degrees(spin))
                        }
                    }
                    .padding(.top)

                    VStack(spacing: 4) {
                        Text("Total")
                            .font(.caption)
                            .textCase(.uppercase)
                            .foregroundStyle(.secondary)
                        Text("\(model.total)")
                            .font(.system(size: 56, weight: .heavy, design: .rounded))
                            .monospacedDigit()
                            .contentTransition(.numericText())
                    }

                    Button {
                        withAnimation(.easeInOut(duration: 0.5)) { spin += 360 }
                        Task { await model.roll() }
                    } label: {
                        Label("Roll", systemImage: "dice.fill")
                            .font(.title2.bold())
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .disabled(model.isRolling)
                    .keyboardShortcut("r", modifiers: [])

                    GroupBox("Dice") {
                        Stepper("\(model.diceCount) \(model.diceCount == 1 ? "die" : "dice")",
                                value: $model.diceCount, in: 1...6)
                        Picker("Sides", selection: $model.sides) {
                            ForEach([4, 6, 8, 12, 20], id: \.self) { sides in
                                Text("d\(sides)").tag(sides)
                            }
                        }
                        .pickerStyle(.segmented)
                    }

                    if !model.history.isEmpty {
                        StatsView(history: model.history, average: model.average)
                    }
                }
                .padding()
            }
            .navigationTitle("Dice")
            .toolbar {
                Button("History", systemImage: "clock.arrow.circlepath") {
                    showingHistory = true
                }
                .disabled(model.history.isEmpty)
            }
            .sheet(isPresented: $showingHistory) {
                HistoryView(history: $model.history)
            }
            .sensoryFeedback(.impact(weight: .heavy), trigger: model.history.count)
        }
    }
}

struct DieView: View {
    let value: Int
    let sides: Int

    var body: some View {
        RoundedRectangle(cornerRadius: 14, style: .continuous)
            .fill(.white)
            .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
            .overlay {
                if sides == 6 {
                    PipsView(value: value)
                } else {
                    Text("\(value)")
                        .font(.system(size: 32, weight: .bold, design: .rounded))
                        .foregroundStyle(.black)
                }
            }
            .frame(width: 72, height: 72)
            .accessibilityElement()
            .accessibilityLabel("\(value)")
    }
}

struct PipsView: View {
    let value: Int

    private static let positions: [Int: Set<Int>] = [
        1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8],
    ]

    var body: some View {
        Grid(horizontalSpacing: 8, verticalSpacing: 8) {
            ForEach(0..<3, id: \.self) { row in
                GridRow {
                    ForEach(0..<3, id: \.self) { column in
                        Circle()
                            .fill(.black)
                            .frame(width: 12, height: 12)
                            .opacity(Self.positions[value, default: []].contains(row * 3 + column) ? 1 : 0)
                    }
                }
            }
        }
    }
}

struct StatsView: View {
    let history: [Roll]
    let average: Double

    var body: some View {
        GroupBox {
            HStack {
                StatCell(title: "Rolls", value: "\(history.count)")
                Divider()
                StatCell(title: "Average", value: average.formatted(.number.precision(.fractionLength(1))))
                Divider()
                StatCell(title: "Best", value: "\(history.map(\.total).max() ?? 0)")
            }
        } label: {
            Label("This Session", systemImage: "chart.bar")
        }
    }
}

struct StatCell: View {
    let title: String
    let value: String

    var body: some View {
        VStack {
            Text(value)
                .font(.title3.bold())
                .monospacedDigit()
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct HistoryView: View {
    @Binding var history: [Roll]
    @Environment(\.dismiss) private var dismiss
    @State private var confirmingClear = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(history) { roll in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(roll.values.map(String.init).joined(separator: " + "))
                                .font(.body.monospacedDigit())
                            Text("\(roll.values.count)d\(roll.sides) · \(roll.date, style: .time)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text("\(roll.total)")
                            .font(.title3.bold())
                    }
                }
                .onDelete { history.remove(atOffsets: $0) }
            }
            .navigationTitle("History")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
                ToolbarItem(placement: .destructiveAction) {
                    Button("Clear", role: .destructive) { confirmingClear = true }
                        .disabled(history.isEmpty)
                }
            }
            .confirmationDialog("Clear all rolls?", isPresented: $confirmingClear, titleVisibility: .visible) {
                Button("Clear History", role: .destructive) {
                    history.removeAll()
                    dismiss()
                }
            }
        }
    }
}
