import CursesUI

@main
struct ReadingListApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

enum ReadingStatus: String, CaseIterable, Identifiable {
    case wantToRead = "Want to Read", reading = "Reading", finished = "Finished"

    var id: Self { self }

    var systemImage: String {
        switch self {
        case .wantToRead: "bookmark"
        case .reading: "book"
        case .finished: "checkmark.circle.fill"
        }
    }
}

enum SortOrder: String, CaseIterable, Identifiable {
    case title = "Title", author = "Author", rating = "Rating"

    var id: Self { self }
}

@Observable
final class Book: Identifiable {
    let id = UUID()
    var title: String
    var author: String
    var status: ReadingStatus
    var rating: Int
    var pages: Int
    var currentPage = 0

    init(title: String, author: String, status: ReadingStatus = .wantToRead, rating: Int = 0, pages: Int) {
        self.title = title
        self.author = author
        self.status = status
        self.rating = rating
        self.pages = pages
    }
}

@Observable
final class Library {
    var books: [Book] = []
    var isLoading = false

    func load() async {
        isLoading = true
        try? await Task.sleep(for: .milliseconds(800))
        books = [
            Book(title: "Dune", author: "Frank Herbert", status: .finished, rating: 5, pages: 612),
            Book(title: "The Hobbit", author: "J. R. R. Tolkien", status: .reading, pages: 310),
            Book(title: "Project Hail Mary", author: "Andy Weir", status: .wantToRead, pages: 476),
            Book(title: "Emma", author: "Jane Austen", status: .finished, rating: 3, pages: 474),
            Book(title: "Circe", author: "Madeline Miller", status: .wantToRead, pages: 393),
        ]
        isLoading = false
    }
}

struct ContentView: View {
    @State private var library = Library()
    @State private var filter: ReadingStatus = .reading
    @AppStorage("sortOrder") private var sortOrder = SortOrder.title
    @State private var showingAdd = false

    private var shownBooks: [Book] {
        library.books
            .filter { $0.status == filter }
            .sorted { a, b in
                switch sortOrder {
                case .title: a.title < b.title
                case .author: a.author < b.author
                case .rating: a.rating > b.rating
                }
            }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(shownBooks) { book in
                    NavigationLink {
                        BookDetailView(book: book)
                    } label: {
                        BookRow(book: book)
                    }
                    .swipeActions(edge: .leading) {
                        if book.status != .finished {
                            Button(book.status == .wantToRead ? "Start" : "Finish") {
                                withAnimation {
                                    book.status = book.status == .wantToRead ? .reading : .finished
                                }
                            }
                            .tint(.green)
                        }
                    }
                    .swipeActions(edge: .trailing) {
                        Button("Delete", role: .destructive) {
                            library.books.removeAll { $0.id == book.id }
                        }
                    }
                }
            }
            .overlay {
                if library.isLoading {
                    ProgressView("Loading library…")
                } else if shownBooks.isEmpty {
                    ContentUnavailableView("Nothing Here", systemImage: filter.systemImage,
                                           description: Text("No books are marked “\(filter.rawValue)”."))
                }
            }
            .safeAreaInset(edge: .top) {
                Picker("Status", selection: $filter) {
                    ForEach(ReadingStatus.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)
            }
            .navigationTitle("Reading List")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Picker("Sort By", selection: $sortOrder) {
                            ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
                        }
                    }
                }
                ToolbarItem(placement: .topBarTrailing) { Button("Add Book", systemImage: "plus") { showingAdd = true } }
            }
            .sheet(isPresented: $showingAdd) {
                AddBookView { library.books.append($0) }
                    .presentationDetents([.medium])
            }
            .task {
                if library.books.isEmpty { await library.load() }
            }
        }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack {
            Image(systemName: book.status.systemImage)
                .foregroundStyle(book.status == .finished ? Color.green : Color.accentColor)
            VStack(alignment: .leading) {
                Text(book.title).font(.headline)
                Text(book.author).foregroundStyle(.secondary)
            }
            Spacer()
            if book.status == .reading && book.pages > 0 {
                Text(Double(book.currentPage) / Double(book.pages), format: .percent.precision(.fractionLength(0)))
                    .monospacedDigit()
            } else if book.rating > 0 {
                Text(String(repeating: "★", count: book.rating)).foregroundStyle(.orange)
            }
        }
    }
}

struct RatingView: View {
    @Binding var rating: Int

    var body: some View {
        HStack {
            ForEach(1...5, id: \.self) { star in
                Button {
                    rating = star == rating ? 0 : star
                } label: {
                    Image(systemName: star <= rating ? "star.fill" : "star")
                        .foregroundStyle(star <= rating ? .orange : .gray)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("\(star) stars")
            }
        }
    }
}

struct BookDetailView: View {
    @Bindable var book: Book

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $book.title)
                TextField("Author", text: $book.author)
                Picker("Status", selection: $book.status) {
                    ForEach(ReadingStatus.allCases) { status in
                        Label(status.rawValue, systemImage: status.systemImage).tag(status)
                    }
                }
            }
            Section("Progress") {
                TextField("Pages", value: $book.pages, format: .number)
                    .keyboardType(.numberPad)
                Stepper("Page \(book.currentPage)", value: $book.currentPage, in: 0...max(book.pages, 0), step: 10)
                ProgressView(value: Double(book.currentPage), total: Double(max(book.pages, 1)))
            }
            Section("Rating") { RatingView(rating: $book.rating) }
        }
        .navigationTitle(book.title)
        .onChange(of: book.currentPage) { _, page in
            if page == book.pages && book.pages > 0 { book.status = .finished }
        }
    }
}

struct AddBookView: View {
    var onAdd: (Book) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var author = ""
    @State private var pages = 300

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Author", text: $author)
                TextField("Pages", value: $pages, format: .number)
            }
            .navigationTitle("Add Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onAdd(Book(title: title, author: author, pages: pages))
                        dismiss()
                    }
                    .disabled(title.isEmpty || author.isEmpty)
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
