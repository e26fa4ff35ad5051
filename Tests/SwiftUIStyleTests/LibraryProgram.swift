// A small multi-screen program written as one would write it for SwiftUI: an app with an
// observable model in the environment, a navigation stack over a list, a form with a text
// field, stepper and picker, a toolbar, a sheet, an alert and a custom view modifier. Only the import
// differs from SwiftUI.
import CursesUI
import Observation

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var pages: Int
    var genre: Genre
}

enum Genre: String, CaseIterable, Hashable {
    case novel, poetry, history
}

@Observable
final class Library {
    var books = [
        Book(id: 1, title: "Dune", pages: 412, genre: .novel),
        Book(id: 2, title: "Odes", pages: 96, genre: .poetry),
        Book(id: 3, title: "SPQR", pages: 608, genre: .history),
    ]
}

struct Caption: ViewModifier {
    func body(content: Content) -> some View {
        content.font(.caption).padding(.horizontal, 1)
    }
}

struct LibraryApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView().environment(library)
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library
    @State private var path: [Int] = []
    @State private var showingAbout = false
    @State private var confirmingClear = false

    var body: some View {
        VStack(alignment: .leading) {
            NavigationStack(path: $path) {
                List(library.books) { book in
                    NavigationLink(value: book.id) {
                        Label(book.title, systemImage: "book")
                    }
                }
                .navigationTitle("Library")
                .navigationDestination(for: Int.self) { id in
                    BookForm(bookID: id)
                }
            }
            Text("\(library.books.count) books").modifier(Caption())
            HStack {
                Button("About") { showingAbout = true }.keyboardShortcut("a")
                Button("Clear", role: .destructive) { confirmingClear = true }.keyboardShortcut("x")
            }
        }
        .sheet(isPresented: $showingAbout) {
            AboutSheet()
        }
        .alert("Clear the library?", isPresented: $confirmingClear) {
            Button("Clear", role: .destructive) { library.books.removeAll() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Every book goes.")
        }
    }
}

struct BookForm: View {
    let bookID: Int
    @Environment(Library.self) private var library
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var library = library
        if let index = library.books.firstIndex(where: { $0.id == bookID }) {
            Form {
                Section("Book") {
                    TextField("Title", text: $library.books[index].title)
                    Stepper("Pages: \(library.books[index].pages)", value: $library.books[index].pages, in: 1...2000, step: 10)
                    Picker("Genre", selection: $library.books[index].genre) {
                        ForEach(Genre.allCases, id: \.self) { genre in
                            Text(genre.rawValue.capitalized).tag(genre)
                        }
                    }
                    .pickerStyle(.segmented)
                    LabeledContent("Pages", value: "\(library.books[index].pages)")
                }
            }
            .navigationTitle(library.books[index].title)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

struct AboutSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var rating = 3

    var body: some View {
        VStack(alignment: .leading) {
            Text("About the library").font(.headline)
            Stepper("Rating: \(rating)", value: $rating, in: 1...5)
            Button("Close") { dismiss() }
        }
        .onChange(of: rating) { old, new in
            if new == 5 { dismiss() }
        }
    }
}
