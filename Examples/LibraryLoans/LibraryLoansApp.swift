import CursesUI

enum MediaKind: String, Codable, CaseIterable, Identifiable {
    case book = "Book", audiobook = "Audiobook", film = "Film"
    var id: Self { self }
    var symbol: String {
        switch self {
        case .book: "book.closed"
        case .audiobook: "headphones"
        case .film: "film"
        }
    }
}

struct Loan: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var author: String
    var kind: MediaKind
    var borrowed: Date
    var due: Date
    var renewals = 0
    var returned = false
    static let maxRenewals = 2
    var daysLeft: Int {
        let calendar = Calendar.current
        return calendar.dateComponents([.day], from: calendar.startOfDay(for: .now), to: calendar.startOfDay(for: due)).day ?? 0
    }
}

enum LoanScope: String, CaseIterable, Identifiable {
    case all = "All", overdue = "Overdue", dueSoon = "Due Soon"
    var id: Self { self }
}

enum LoanSort: String, CaseIterable, Identifiable {
    case dueDate = "Due Date", title = "Title"
    var id: Self { self }
}

@Observable
final class Library {
    var loans: [Loan]
    init() {
        func daysFromNow(_ days: Int) -> Date { Calendar.current.date(byAdding: .day, value: days, to: .now)! }
        loans = [
            Loan(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", kind: .book, borrowed: daysFromNow(-24), due: daysFromNow(-3)),
            Loan(title: "Piranesi", author: "Susanna Clarke", kind: .audiobook, borrowed: daysFromNow(-19), due: daysFromNow(2)),
            Loan(title: "Spirited Away", author: "Hayao Miyazaki", kind: .film, borrowed: daysFromNow(-2), due: daysFromNow(5)),
            Loan(title: "Middlemarch", author: "George Eliot", kind: .book, borrowed: daysFromNow(-6), due: daysFromNow(15)),
            Loan(title: "Dune", author: "Frank Herbert", kind: .book, borrowed: daysFromNow(-40), due: daysFromNow(-19), returned: true),
        ]
    }
    func renew(_ id: Loan.ID) {
        guard let index = loans.firstIndex(where: { $0.id == id }), loans[index].renewals < Loan.maxRenewals else { return }
        loans[index].due = Calendar.current.date(byAdding: .day, value: 14, to: loans[index].due)!
        loans[index].renewals += 1
    }
    func toggleReturned(_ id: Loan.ID) {
        if let index = loans.firstIndex(where: { $0.id == id }) { loans[index].returned.toggle() }
    }
    func delete(_ id: Loan.ID) { loans.removeAll { $0.id == id } }
}

@main
struct LibraryLoansApp: App {
    @State private var library = Library()
    var body: some Scene { WindowGroup { LoansView(library: library) } }
}

struct LoansView: View {
    @Bindable var library: Library
    @State private var path: [Loan.ID] = []
    @State private var searchText = ""
    @State private var scope = LoanScope.all
    @State private var sort = LoanSort.dueDate
    @State private var showingAdd = false

    private var onLoan: [Loan] {
        library.loans.filter { !$0.returned }
            .filter { loan in
                switch scope {
                case .all: true
                case .overdue: loan.daysLeft < 0
                case .dueSoon: (0...3).contains(loan.daysLeft)
                }
            }
            .filter { searchText.isEmpty || $0.title.localizedCaseInsensitiveContains(searchText) || $0.author.localizedCaseInsensitiveContains(searchText) }
            .sorted { sort == .title ? $0.title < $1.title : $0.due < $1.due }
    }
    private var returned: [Loan] { library.loans.filter(\.returned) }
    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section {
                    ForEach(onLoan) { loan in
                        NavigationLink(value: loan.id) { LoanRow(loan: loan) }
                            .contextMenu { actions(for: loan) }
                    }
                } header: { Text("On Loan") } footer: { Text("You can renew each loan \(Loan.maxRenewals) times.") }
                if !returned.isEmpty && searchText.isEmpty {
                    Section {
                        DisclosureGroup("Returned (\(returned.count))") {
                            ForEach(returned) { loan in
                                Text(loan.title).strikethrough().foregroundStyle(.secondary)
                                    .contextMenu { actions(for: loan) }
                            }
                        }
                    }
                }
            }
            .overlay {
                if onLoan.isEmpty && !searchText.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                } else if onLoan.isEmpty {
                    ContentUnavailableView("Nothing \(scope.rawValue)", systemImage: "books.vertical", description: Text("Loans that match appear here."))
                }
            }
            .searchable(text: $searchText, prompt: "Title or author")
            .searchScopes($scope) {
                ForEach(LoanScope.allCases) { Text($0.rawValue).tag($0) }
            }
            .navigationTitle("Loans")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Picker("Sort By", selection: $sort) {
                            ForEach(LoanSort.allCases) { Text($0.rawValue).tag($0) }
                        }
                    } label: { Label("Sort", systemImage: "arrow.up.arrow.down") }
                }
                ToolbarItem(placement: .primaryAction) { Button("Add Loan", systemImage: "plus") { showingAdd = true } }
            }
            .navigationDestination(for: Loan.ID.self) { id in
                if let index = library.loans.firstIndex(where: { $0.id == id }) {
                    LoanDetailView(loan: $library.loans[index]) { library.renew(id) }
                }
            }
            .sheet(isPresented: $showingAdd) { AddLoanView { library.loans.append($0) } }
        }
    }

    @ViewBuilder
    private func actions(for loan: Loan) -> some View {
        if !loan.returned {
            Button("Renew", systemImage: "arrow.clockwise") { library.renew(loan.id) }
                .disabled(loan.renewals >= Loan.maxRenewals)
        }
        Button(loan.returned ? "Mark On Loan" : "Mark Returned", systemImage: loan.returned ? "arrow.uturn.backward" : "checkmark.circle") {
            withAnimation { library.toggleReturned(loan.id) }
        }
        Divider()
        Button("Delete", systemImage: "trash", role: .destructive) { library.delete(loan.id) }
    }
}

struct LoanRow: View {
    let loan: Loan
    var body: some View {
        HStack {
            Image(systemName: loan.kind.symbol).foregroundStyle(.tint).frame(width: 28)
            VStack(alignment: .leading) {
                Text(loan.title).font(.headline)
                Text(loan.author).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            DueBadge(daysLeft: loan.daysLeft)
        }
    }
}

struct DueBadge: View {
    let daysLeft: Int
    private var text: String {
        switch daysLeft {
        case ..<0: "\(-daysLeft)d overdue"
        case 0: "Due today"
        case 1: "Tomorrow"
        default: "\(daysLeft) days"
        }
    }
    private var color: Color { daysLeft < 0 ? .red : daysLeft <= 3 ? .orange : .green }
    var body: some View {
        Text(text)
            .font(.caption.bold())
            .padding(.horizontal, 8).padding(.vertical, 3)
            .foregroundStyle(.white)
            .background(color.gradient, in: Capsule())
    }
}

struct LoanDetailView: View {
    @Binding var loan: Loan
    var onRenew: () -> Void
    var body: some View {
        Form {
            Section {
                LabeledContent("Author", value: loan.author)
                LabeledContent("Type") { Label(loan.kind.rawValue, systemImage: loan.kind.symbol) }
                LabeledContent("Status") { DueBadge(daysLeft: loan.daysLeft) }
                LabeledContent("Borrowed", value: loan.borrowed.formatted(date: .abbreviated, time: .omitted))
                DatePicker("Due", selection: $loan.due, in: loan.borrowed..., displayedComponents: .date)
            }
            Section {
                Button("Renew for 14 Days", systemImage: "arrow.clockwise", action: onRenew)
                    .disabled(loan.renewals >= Loan.maxRenewals || loan.returned)
                Toggle("Returned", isOn: $loan.returned)
            } footer: { Text("Renewed \(loan.renewals) of \(Loan.maxRenewals) times.") }
        }
        .navigationTitle(loan.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct AddLoanView: View {
    var onAdd: (Loan) -> Void
    @Environment(\.dismiss) private var dismiss
    @AppStorage("loanPeriodDays") private var loanPeriod = 21
    @State private var title = ""
    @State private var author = ""
    @State private var kind = MediaKind.book
    @State private var borrowed = Date.now
    private var due: Date { Calendar.current.date(byAdding: .day, value: loanPeriod, to: borrowed) ?? borrowed }
    private var canSave: Bool { !title.trimmingCharacters(in: .whitespaces).isEmpty }
    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Author", text: $author).textInputAutocapitalization(.words)
                Picker("Type", selection: $kind) {
                    ForEach(MediaKind.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                DatePicker("Borrowed", selection: $borrowed, in: ...Date.now, displayedComponents: .date)
                Stepper("Loan period: \(loanPeriod) days", value: $loanPeriod, in: 7...42, step: 7)
                LabeledContent("Due", value: due, format: .dateTime.weekday(.wide).month().day())
            }
            .navigationTitle("New Loan")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel", role: .cancel) { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onAdd(Loan(title: title.trimmingCharacters(in: .whitespaces), author: author, kind: kind, borrowed: borrowed, due: due))
                        dismiss()
                    }.disabled(!canSave)
                }
            }
        }
    }
}
