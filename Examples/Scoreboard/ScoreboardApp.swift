import CursesUI

struct Player: Identifiable {
    let id = UUID()
    var name: String
    var score = 0
}

struct Roll: Identifiable {
    let id = UUID()
    let player: String
    let dice: [Int]
    let date = Date.now

    var total: Int { dice.reduce(0, +) }
}

@Observable
final class Game {
    var players: [Player] = [Player(name: "Alice"), Player(name: "Bob")]
    var history: [Roll] = []
    var currentIndex = 0
    var diceCount = 2

    var currentPlayer: Player? {
        players.isEmpty ? nil : players[currentIndex % players.count]
    }

    var leader: Player? {
        players.max { $0.score < $1.score }
    }

    func roll() {
        guard !players.isEmpty else { return }
        let index = currentIndex % players.count
        let dice = (0..<diceCount).map { _ in Int.random(in: 1...6) }
        history.insert(Roll(player: players[index].name, dice: dice), at: 0)
        players[index].score += dice.reduce(0, +)
        currentIndex = (index + 1) % players.count
    }

    func addPlayer(named name: String) {
        players.append(Player(name: name))
    }

    func reset() {
        for index in players.indices {
            players[index].score = 0
        }
        history.removeAll()
        currentIndex = 0
    }
}

@main
struct ScoreboardApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var game = Game()
    @State private var showingReset = false
    @State private var showingAddPlayer = false
    @State private var newPlayerName = ""

    var body: some View {
        NavigationStack {
            List {
                Section("Players") {
                    ForEach($game.players) { $player in
                        Stepper(value: $player.score, in: 0...999) {
                            HStack {
                                Text(player.name)
                                    .fontWeight(player.id == game.leader?.id && player.score > 0 ? .bold : .regular)
                                Spacer()
                                Text("\(player.score)")
                                    .monospacedDigit()
                            }
                        }
                    }
                    .onDelete { game.players.remove(atOffsets: $0) }
                    .onMove { game.players.move(fromOffsets: $0, toOffset: $1) }
                }

                Section("Dice") {
                    Picker("Number of dice", selection: $game.diceCount) {
                        ForEach(1...4, id: \.self) { count in
                            Text("\(count)").tag(count)
                        }
                    }
                    .pickerStyle(.segmented)

                    Button {
                        withAnimation { game.roll() }
                    } label: {
                        Label("Roll for \(game.currentPlayer?.name ?? "nobody")", systemImage: "dice")
                    }
                    .disabled(game.players.isEmpty)
                }

                Section("History") {
                    if game.history.isEmpty {
                        Text("No rolls yet")
                            .foregroundStyle(.secondary)
                    }
                    ForEach(game.history) { roll in
                        HStack {
                            VStack(alignment: .leading) {
                                Text(roll.player)
                                Text(roll.dice.map(String.init).joined(separator: " + "))
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text("\(roll.total)")
                                .font(.headline)
                        }
                    }
                }
            }
            .navigationTitle("Scoreboard")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Add Player", systemImage: "person.badge.plus") {
                        showingAddPlayer = true
                    }
                    Button("Reset", systemImage: "arrow.counterclockwise", role: .destructive) {
                        showingReset = true
                    }
                }
            }
            .confirmationDialog("Reset all scores?", isPresented: $showingReset, titleVisibility: .visible) {
                Button("Reset Game", role: .destructive) { game.reset() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Scores and roll history will be cleared.")
            }
            .alert("New Player", isPresented: $showingAddPlayer) {
                TextField("Name", text: $newPlayerName)
                Button("Add") {
                    let name = newPlayerName.trimmingCharacters(in: .whitespaces)
                    if !name.isEmpty { game.addPlayer(named: name) }
                    newPlayerName = ""
                }
                Button("Cancel", role: .cancel) { newPlayerName = "" }
            } message: {
                Text("Enter the player's name.")
            }
        }
    }
}

#Preview {
    ContentView()
}
