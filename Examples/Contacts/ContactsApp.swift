import CursesUI

struct Contact: Identifiable, Hashable, Codable {
    var id = UUID()
    var firstName: String
    var lastName: String
    var phone: String
    var email: String
    var isFavorite = false

    var fullName: String { "\(firstName) \(lastName)" }
    var initial: String { String(firstName.prefix(1)).uppercased() }
}

@Observable
final class AddressBook {
    var contacts: [Contact] = [
        Contact(firstName: "Ada", lastName: "Lovelace", phone: "555-0101", email: "ada@example.com"),
        Contact(firstName: "Alan", lastName: "Turing", phone: "555-0102", email: "alan@example.com"),
        Contact(firstName: "Grace", lastName: "Hopper", phone: "555-0103", email: "grace@example.com", isFavorite: true),
        Contact(firstName: "Linus", lastName: "Torvalds", phone: "555-0104", email: "linus@example.com"),
    ]

    func sections(matching query: String) -> [(letter: String, contacts: [Contact])] {
        let filtered = query.isEmpty
            ? contacts
            : contacts.filter { $0.fullName.localizedCaseInsensitiveContains(query) }
        let grouped = Dictionary(grouping: filtered, by: \.initial)
        return grouped.keys.sorted().map { letter in
            (letter: letter, contacts: grouped[letter]!.sorted { $0.fullName < $1.fullName })
        }
    }

    func save(_ contact: Contact) {
        if let index = contacts.firstIndex(where: { $0.id == contact.id }) {
            contacts[index] = contact
        } else {
            contacts.append(contact)
        }
    }

    func delete(_ contact: Contact) {
        contacts.removeAll { $0.id == contact.id }
    }
}

@main
struct ContactsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var book = AddressBook()
    @State private var searchText = ""
    @State private var showingNewContact = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(book.sections(matching: searchText), id: \.letter) { section in
                    Section(section.letter) {
                        ForEach(section.contacts) { contact in
                            NavigationLink(value: contact) {
                                HStack {
                                    Text(contact.fullName)
                                    Spacer()
                                    if contact.isFavorite {
                                        Image(systemName: "star.fill")
                                            .foregroundStyle(.yellow)
                                    }
                                }
                            }
                        }
                        .onDelete { offsets in
                            for index in offsets {
                                book.delete(section.contacts[index])
                            }
                        }
                    }
                }
            }
            .overlay {
                if book.contacts.isEmpty {
                    ContentUnavailableView("No Contacts", systemImage: "person.crop.circle",
                                           description: Text("Tap + to add someone."))
                } else if !searchText.isEmpty && book.sections(matching: searchText).isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Contacts")
            .searchable(text: $searchText, prompt: "Search")
            .navigationDestination(for: Contact.self) { contact in
                ContactDetailView(contact: contact, book: book)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { showingNewContact = true }
                }
            }
            .sheet(isPresented: $showingNewContact) {
                ContactEditor(contact: Contact(firstName: "", lastName: "", phone: "", email: "")) {
                    book.save($0)
                }
            }
        }
    }
}

struct ContactDetailView: View {
    let contact: Contact
    let book: AddressBook
    @State private var editing = false

    private var current: Contact {
        book.contacts.first { $0.id == contact.id } ?? contact
    }

    var body: some View {
        Form {
            Section("Phone") {
                LabeledContent("Mobile", value: current.phone)
            }
            Section("Email") { Text(current.email) }
            Section {
                Toggle("Favorite", isOn: Binding(
                    get: { current.isFavorite },
                    set: { newValue in
                        var updated = current
                        updated.isFavorite = newValue
                        book.save(updated)
                    }
                ))
            }
        }
        .navigationTitle(current.fullName)
        .toolbar {
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $editing) {
            ContactEditor(contact: current) { book.save($0) }
        }
    }
}

struct ContactEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft: Contact
    let onSave: (Contact) -> Void

    init(contact: Contact, onSave: @escaping (Contact) -> Void) {
        _draft = State(initialValue: contact)
        self.onSave = onSave
    }

    private var emailIsValid: Bool {
        draft.email.isEmpty || (draft.email.contains("@") && draft.email.contains("."))
    }

    private var canSave: Bool {
        !draft.firstName.trimmingCharacters(in: .whitespaces).isEmpty && emailIsValid
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Name") {
                    TextField("First name", text: $draft.firstName)
                    TextField("Last name", text: $draft.lastName)
                }
                Section {
                    TextField("Phone", text: $draft.phone)
                        .keyboardType(.phonePad)
                    TextField("Email", text: $draft.email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                } header: {
                    Text("Contact")
                } footer: {
                    if !emailIsValid {
                        Text("Enter a valid email address.")
                            .foregroundStyle(.red)
                    }
                }
            }
            .navigationTitle(draft.firstName.isEmpty ? "New Contact" : draft.fullName)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                    .disabled(!canSave)
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
