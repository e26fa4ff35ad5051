import CursesUI
import SwiftData

struct BookDetailView: View {
    @Bindable var book: Book

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            TextField("Author", text: $book.author)
            Stepper("\(book.pages) pages", value: $book.pages, in: 1...2000, step: 10)
            Toggle("Finished", isOn: $book.isFinished)
            LabeledContent("Added", value: book.addedOn.formatted(date: .abbreviated, time: .omitted))
        }
        .navigationTitle(book.title)
    }
}
