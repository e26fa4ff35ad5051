import CursesUI

enum BoardColumn: String, CaseIterable, Identifiable, Codable {
    case todo = "To Do"
    case doing = "Doing"
    case done = "Done"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .todo: return "circle"
        case .doing: return "circle.lefthalf.filled"
        case .done: return "checkmark.circle.fill"
        }
    }
}

enum CardTag: String, CaseIterable, Identifiable, Codable {
    case feature = "Feature"
    case bug = "Bug"
    case chore = "Chore"

    var id: String { rawValue }

    var color: Color {
        switch self {
        case .feature: return .blue
        case .bug: return .red
        case .chore: return .gray
        }
    }
}

struct TaskCard: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var tag: CardTag
    var due: Date
    var column: BoardColumn
}

extension TaskCard: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
    }
}

@Observable
final class Board {
    var cards: [TaskCard]

    init() {
        let day: TimeInterval = 86_400
        let now = Date()
        cards = [
            TaskCard(title: "Login screen", tag: .feature, due: now.addingTimeInterval(2 * day), column: .todo),
            TaskCard(title: "Crash on launch", tag: .bug, due: now.addingTimeInterval(day), column: .todo),
            TaskCard(title: "Update icons", tag: .chore, due: now.addingTimeInterval(5 * day), column: .doing),
            TaskCard(title: "Onboarding", tag: .feature, due: now.addingTimeInterval(-day), column: .done),
        ]
    }

    func cards(in column: BoardColumn) -> [TaskCard] {
        cards.filter { $0.column == column }
    }

    func move(_ card: TaskCard, to column: BoardColumn) {
        guard let index = cards.firstIndex(where: { $0.id == card.id }) else { return }
        cards[index].column = column
    }

    func delete(_ card: TaskCard) {
        cards.removeAll { $0.id == card.id }
    }
}

@main
struct KanbanBoardApp: App {
    @State private var board = Board()

    var body: some Scene {
        WindowGroup {
            BoardView()
                .environment(board)
        }
    }
}

struct BoardView: View {
    @Environment(Board.self) private var board
    @State private var showingNewCard = false

    var body: some View {
        NavigationStack {
            ScrollView(.horizontal) {
                HStack(alignment: .top, spacing: 16) {
                    ForEach(BoardColumn.allCases) { column in
                        ColumnView(column: column)
                    }
                }
                .padding()
            }
            .navigationTitle("Board")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingNewCard = true
                    } label: {
                        Label("Add Card", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingNewCard) {
                NewCardView()
            }
        }
    }
}

struct ColumnView: View {
    @Environment(Board.self) private var board
    let column: BoardColumn
    @State private var isTargeted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Label(column.rawValue, systemImage: column.symbol)
                    .font(.headline)
                Spacer()
                Text("\(board.cards(in: column).count)")
                    .font(.caption)
                    .padding(.horizontal, 8)
                    .background(Capsule().fill(.quaternary))
            }
            ForEach(board.cards(in: column)) { card in
                CardView(card: card)
                    .draggable(card)
                    .contextMenu {
                        Menu("Move to…") {
                            ForEach(BoardColumn.allCases.filter { $0 != column }) { target in
                                Button(target.rawValue) {
                                    withAnimation { board.move(card, to: target) }
                                }
                            }
                        }
                        Button("Delete", role: .destructive) {
                            board.delete(card)
                        }
                    }
            }
            Spacer(minLength: 0)
        }
        .padding()
        .frame(width: 260)
        .frame(minHeight: 300, alignment: .top)
        .background(
            RoundedRectangle(cornerRadius: 12)
                .fill(isTargeted ? Color.accentColor.opacity(0.15) : Color(.secondarySystemBackground))
        )
        .dropDestination(for: TaskCard.self) { dropped, _ in
            for card in dropped {
                board.move(card, to: column)
            }
            return !dropped.isEmpty
        } isTargeted: { targeted in
            isTargeted = targeted
        }
    }
}

struct CardView: View {
    let card: TaskCard

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(card.title)
                .font(.body.weight(.semibold))
            HStack {
                Text(card.tag.rawValue)
                    .font(.caption2)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(card.tag.color.opacity(0.2), in: Capsule())
                    .foregroundStyle(card.tag.color)
                Spacer()
                Text(card.due, format: .dateTime.month(.abbreviated).day())
                    .font(.caption)
                    .foregroundStyle(card.due < Date() && card.column != .done ? .red : .secondary)
            }
        }
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background, in: RoundedRectangle(cornerRadius: 8))
        .shadow(radius: 1)
    }
}

struct NewCardView: View {
    @Environment(Board.self) private var board
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var tag: CardTag = .feature
    @State private var due = Date().addingTimeInterval(86_400)
    @State private var column: BoardColumn = .todo

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                Picker("Tag", selection: $tag) {
                    ForEach(CardTag.allCases) { tag in
                        Text(tag.rawValue).tag(tag)
                    }
                }
                Picker("Column", selection: $column) {
                    ForEach(BoardColumn.allCases) { column in
                        Text(column.rawValue).tag(column)
                    }
                }
                DatePicker("Due", selection: $due, displayedComponents: .date)
            }
            .navigationTitle("New Card")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        board.cards.append(
                            TaskCard(title: title, tag: tag, due: due, column: column))
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
