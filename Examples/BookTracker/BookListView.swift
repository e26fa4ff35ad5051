import CursesUI
import SwiftData

struct BookListView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Book.title) private var books: [Book]
    @State private var showingAddBook = false
    @State private var showFinishedOnly = false

    var body: some View {
        NavigationStack {
            List {
                Toggle("Finished only", isOn: $showFinishedOnly)
                if showFinishedOnly {
                    FinishedBooksSection()
                } else {
                    ForEach(books) { book in
                        NavigationLink(value: book) {
                            BookRow(book: book)
                        }
                    }
                    .onDelete { offsets in
                        for index in offsets {
                            modelContext.delete(books[index])
                        }
                    }
                }
            }
            .navigationTitle("Books")
            .navigationDestination(for: Book.self) { book in
                BookDetailView(book: book)
            }
            .toolbar {
                Button("Add", systemImage: "plus") {
                    showingAddBook = true
                }
            }
            .sheet(isPresented: $showingAddBook) {
                AddBookView()
            }
            .overlay {
                if books.isEmpty {
                    ContentUnavailableView("No Books", systemImage: "book", description: Text("Add a book to start your list."))
                }
            }
        }
    }
}

struct FinishedBooksSection: View {
    @Query(filter: #Predicate<Book> { $0.isFinished }, sort: [SortDescriptor(\Book.pages, order: .reverse)])
    private var finishedBooks: [Book]

    var body: some View {
        Section("Finished, longest first") {
            ForEach(finishedBooks) { book in
                BookRow(book: book)
            }
        }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack {
            Image(systemName: book.isFinished ? "checkmark.circle.fill" : "circle")
            VStack(alignment: .leading) {
                Text(book.title)
                    .font(.headline)
                Text(book.author)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(book.pages) pages")
        }
    }
}

#Preview {
    BookListView()
        .modelContainer(for: Book.self, inMemory: true)
}
