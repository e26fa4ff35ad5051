import CursesUI

@main
struct NotesSplitViewApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var store = NoteStore()
    @State private var selectedNoteID: Note.ID?
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(selection: $selectedNoteID) {
                ForEach(store.sortedNotes) { note in
                    NavigationLink(value: note.id) {
                        NoteRow(note: note)
                    }
                    .swipeActions(edge: .leading) {
                        Button(note.isPinned ? "Unpin" : "Pin", systemImage: note.isPinned ? "pin.slash" : "pin") {
                            withAnimation {
                                note.isPinned.toggle()
                            }
                        }
                        .tint(.yellow)
                    }
                    .swipeActions(edge: .trailing) {
                        Button("Delete", systemImage: "trash", role: .destructive) {
                            delete(note)
                        }
                    }
                }
                .onDelete(perform: deleteNotes)
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("New Note", systemImage: "square.and.pencil") {
                        let note = store.addNote()
                        selectedNoteID = note.id
                    }
                }
            }
            .overlay {
                if store.notes.isEmpty {
                    ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Tap the compose button to write one."))
                }
            }
        } detail: {
            if let note = store.note(with: selectedNoteID) {
                NoteEditor(note: note)
                    .id(note.id)
            } else {
                ContentUnavailableView("Select a Note", systemImage: "note.text", description: Text("Choose a note from the sidebar, or create a new one."))
            }
        }
    }

    private func deleteNotes(at offsets: IndexSet) {
        let sorted = store.sortedNotes
        for index in offsets {
            delete(sorted[index])
        }
    }

    private func delete(_ note: Note) {
        if note.id == selectedNoteID {
            selectedNoteID = nil
        }
        withAnimation {
            store.delete(note)
        }
    }
}

struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                if note.isPinned {
                    Image(systemName: "pin.fill")
                        .foregroundStyle(.yellow)
                        .imageScale(.small)
                }
                Text(note.title.isEmpty ? "Untitled" : note.title)
                    .font(.headline)
                    .lineLimit(1)
            }

            HStack {
                Text(note.modified, format: .dateTime.month().day())
                Text(note.body.isEmpty ? "No additional text" : note.body)
                    .lineLimit(1)
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
    }
}

struct NoteEditor: View {
    @Bindable var note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Title", text: $note.title)
                .font(.title.bold())
                .padding(.horizontal)
                .padding(.top)

            Text("Edited \(note.modified, format: .relative(presentation: .named))")
                .font(.caption)
                .foregroundStyle(.secondary)
                .padding(.horizontal)

            TextEditor(text: $note.body)
                .font(.body)
                .padding(.horizontal, 12)
                .scrollContentBackground(.hidden)
        }
        .navigationTitle(note.title.isEmpty ? "Untitled" : note.title)
        .navigationBarTitleDisplayMode(.inline)
        .onChange(of: note.body) {
            note.modified = .now
        }
        .onChange(of: note.title) {
            note.modified = .now
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                ShareLink(item: "\(note.title)\n\n\(note.body)")
            }
            ToolbarItem(placement: .bottomBar) {
                Text("^[\(note.wordCount) word](inflect: true)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    ContentView()
}
