import CursesUI

@main
struct TodoTabsApp: App {
    @State private var store = TodoStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
        }
    }
}

enum AppTab: Hashable {
    case todos, completed
}

struct ContentView: View {
    @Environment(TodoStore.self) private var store
    @State private var selectedTab = AppTab.todos

    var body: some View {
        TabView(selection: $selectedTab) {
            TodoListView()
                .tabItem { Label("To-Do", systemImage: "checklist") }
                .tag(AppTab.todos)
                .badge(store.remaining.count)

            CompletedView()
                .tabItem { Label("Completed", systemImage: "checkmark.circle") }
                .tag(AppTab.completed)
        }
    }
}

struct TodoListView: View {
    @Environment(TodoStore.self) private var store
    @State private var searchText = ""
    @State private var showingAddAlert = false
    @State private var newTitle = ""

    private var filteredTodos: [TodoItem] {
        if searchText.isEmpty {
            store.todos
        } else {
            store.todos.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filteredTodos) { todo in
                    TodoRow(todo: todo)
                        .contextMenu {
                            Button(todo.isDone ? "Mark as Not Done" : "Mark as Done", systemImage: todo.isDone ? "circle" : "checkmark.circle") {
                                todo.isDone.toggle()
                            }
                            Button(todo.isFlagged ? "Remove Flag" : "Flag", systemImage: todo.isFlagged ? "flag.slash" : "flag") {
                                todo.isFlagged.toggle()
                            }
                            Divider()
                            Button("Delete", systemImage: "trash", role: .destructive) {
                                withAnimation {
                                    store.delete(todo)
                                }
                            }
                        }
                }
                .onDelete { offsets in
                    let todosToDelete = offsets.map { filteredTodos[$0] }
                    for todo in todosToDelete {
                        store.delete(todo)
                    }
                }
                .onMove(perform: searchText.isEmpty ? store.move : nil)
            }
            .overlay {
                if store.todos.isEmpty {
                    ContentUnavailableView("No To-Dos", systemImage: "checklist", description: Text("Tap + to add something to do."))
                } else if filteredTodos.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .searchable(text: $searchText, prompt: "Search to-dos")
            .navigationTitle("To-Do")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {
                        showingAddAlert = true
                    }
                }
            }
            .alert("New To-Do", isPresented: $showingAddAlert) {
                TextField("What needs doing?", text: $newTitle)
                Button("Add") {
                    withAnimation {
                        store.add(title: newTitle)
                    }
                    newTitle = ""
                }
                Button("Cancel", role: .cancel) {
                    newTitle = ""
                }
            }
        }
    }
}

struct TodoRow: View {
    @Bindable var todo: TodoItem

    var body: some View {
        Toggle(isOn: $todo.isDone.animation()) {
            HStack {
                Text(todo.title)
                    .strikethrough(todo.isDone)
                    .foregroundStyle(todo.isDone ? Color.secondary : Color.primary)

                if todo.isFlagged {
                    Spacer()
                    Image(systemName: "flag.fill")
                        .foregroundStyle(.orange)
                        .accessibilityLabel("Flagged")
                }
            }
        }
        .toggleStyle(CheckmarkToggleStyle())
    }
}

struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 12) {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
                    .foregroundStyle(configuration.isOn ? Color.green : Color.secondary)
                configuration.label
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

struct CompletedView: View {
    @Environment(TodoStore.self) private var store

    var body: some View {
        NavigationStack {
            List(store.completed) { todo in
                TodoRow(todo: todo)
            }
            .overlay {
                if store.completed.isEmpty {
                    ContentUnavailableView("Nothing Completed", systemImage: "checkmark.circle", description: Text("Finished to-dos will show up here."))
                }
            }
            .navigationTitle("Completed")
            .toolbar {
                Button("Clear All", role: .destructive) {
                    withAnimation {
                        store.clearCompleted()
                    }
                }
                .disabled(store.completed.isEmpty)
            }
        }
    }
}

#Preview {
    ContentView()
        .environment(TodoStore())
}
