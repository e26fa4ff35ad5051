import CursesUI

@main
struct FlashCardsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct Card: Identifiable {
    let id = UUID()
    var front: String
    var back: String
}

@Observable
final class Deck: Identifiable {
    let id = UUID()
    var name: String
    var cards: [Card]
    var bestScore: Int?

    init(name: String, cards: [Card]) {
        self.name = name
        self.cards = cards
    }
}

struct ContentView: View {
    @State private var decks = [
        Deck(name: "Capitals", cards: [
            Card(front: "France", back: "Paris"),
            Card(front: "Japan", back: "Tokyo"),
            Card(front: "Canada", back: "Ottawa"),
            Card(front: "Kenya", back: "Nairobi"),
        ]),
        Deck(name: "Spanish", cards: [
            Card(front: "dog", back: "el perro"),
            Card(front: "house", back: "la casa"),
            Card(front: "thank you", back: "gracias"),
        ]),
    ]
    @State private var showingNewDeck = false
    @State private var newDeckName = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(decks) { deck in
                    NavigationLink {
                        DeckView(deck: deck)
                    } label: {
                        LabeledContent {
                            if let best = deck.bestScore {
                                Text("Best \(best)/\(deck.cards.count)")
                            }
                        } label: {
                            Text(deck.name)
                            Text("^[\(deck.cards.count) card](inflect: true)")
                        }
                    }
                }
                .onDelete { decks.remove(atOffsets: $0) }
            }
            .navigationTitle("Flash Cards")
            .toolbar {
                EditButton()
                Button("New Deck", systemImage: "plus") {
                    showingNewDeck = true
                }
            }
            .alert("New Deck", isPresented: $showingNewDeck) {
                TextField("Name", text: $newDeckName)
                Button("Create") {
                    decks.append(Deck(name: newDeckName, cards: []))
                    newDeckName = ""
                }
                Button("Cancel", role: .cancel) { newDeckName = "" }
            }
        }
    }
}

struct DeckView: View {
    @Bindable var deck: Deck
    @State private var front = ""
    @State private var back = ""
    @State private var studying = false
    @AppStorage("shuffleCards") private var shuffle = true

    var body: some View {
        Form {
            Section {
                Button("Study \(deck.cards.count) Cards", systemImage: "play.fill") {
                    studying = true
                }
                .disabled(deck.cards.isEmpty)
                Toggle("Shuffle", isOn: $shuffle)
            }
            Section("Cards") {
                ForEach(deck.cards) { card in
                    LabeledContent(card.front, value: card.back)
                }
                .onDelete { deck.cards.remove(atOffsets: $0) }
                if deck.cards.isEmpty {
                    Text("No cards yet. Add one below.")
                        .foregroundStyle(.secondary)
                }
            }
            Section("Add Card") {
                TextField("Front", text: $front)
                TextField("Back", text: $back)
                Button("Add Card") {
                    deck.cards.append(Card(front: front, back: back))
                    front = ""
                    back = ""
                }
                .disabled(front.isEmpty || back.isEmpty)
            }
        }
        .navigationTitle($deck.name)
        .fullScreenCover(isPresented: $studying) {
            StudyView(deck: deck, cards: shuffle ? deck.cards.shuffled() : deck.cards)
        }
    }
}

struct StudyView: View {
    let deck: Deck
    let cards: [Card]
    @Environment(\.dismiss) private var dismiss
    @State private var index = 0
    @State private var showingBack = false
    @State private var known = 0

    private var finished: Bool { index >= cards.count }

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                if finished {
                    Spacer()
                    Image(systemName: known == cards.count ? "star.circle.fill" : "checkmark.circle")
                        .font(.system(size: 72))
                        .foregroundStyle(.tint)
                    Text("You knew \(known) of \(cards.count)")
                        .font(.title.bold())
                    Button("Study Again") {
                        index = 0
                        known = 0
                        showingBack = false
                    }
                    .buttonStyle(.bordered)
                    Spacer()
                } else {
                    ProgressView(value: Double(index), total: Double(cards.count)) {
                        Text("Card \(index + 1) of \(cards.count)")
                    }
                    Spacer()
                    CardFace(text: showingBack ? cards[index].back : cards[index].front, isBack: showingBack)
                        .onTapGesture {
                            withAnimation(.spring) { showingBack.toggle() }
                        }
                    Text(showingBack ? "Did you know it?" : "Tap the card to turn it over")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    Spacer()
                    HStack {
                        Button("Still Learning", systemImage: "xmark") { next(knewIt: false) }
                            .tint(.red)
                        Button("I Knew It", systemImage: "checkmark") { next(knewIt: true) }
                            .tint(.green)
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(!showingBack)
                }
            }
            .padding()
            .navigationTitle(deck.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Done") { dismiss() }
                }
                ToolbarItem(placement: .status) {
                    Text("Score: \(known)")
                        .contentTransition(.numericText())
                }
            }
        }
    }

    private func next(knewIt: Bool) {
        if knewIt { known += 1 }
        showingBack = false
        index += 1
        if finished {
            deck.bestScore = max(deck.bestScore ?? 0, known)
        }
    }
}

struct CardFace: View {
    let text: String
    let isBack: Bool

    var body: some View {
        Text(text)
            .font(.largeTitle)
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity, minHeight: 200)
            .padding()
            .background(isBack ? Color.green.opacity(0.2) : Color.blue.opacity(0.2),
                        in: RoundedRectangle(cornerRadius: 20))
            .overlay {
                RoundedRectangle(cornerRadius: 20)
                    .stroke(isBack ? Color.green : Color.blue, lineWidth: 2)
            }
            .rotation3DEffect(.degrees(isBack ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            .scaleEffect(x: isBack ? -1 : 1)
            .accessibilityAddTraits(.isButton)
    }
}

#Preview {
    ContentView()
}
