import CursesUI
import SwiftData

struct AddBookView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var author = ""
    @State private var pages = 300

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Author", text: $author)
                Stepper("\(pages) pages", value: $pages, in: 1...2000, step: 10)
            }
            .navigationTitle("New Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        let book = Book(title: title, author: author, pages: pages)
                        modelContext.insert(book)
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}
