import CursesUI

@Observable
class TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone: Bool
    var isFlagged: Bool
    let createdAt: Date

    init(title: String, isDone: Bool = false, isFlagged: Bool = false, createdAt: Date = .now) {
        self.title = title
        self.isDone = isDone
        self.isFlagged = isFlagged
        self.createdAt = createdAt
    }
}

@Observable
class TodoStore {
    var todos: [TodoItem]

    init(todos: [TodoItem] = TodoStore.sampleTodos) {
        self.todos = todos
    }

    var remaining: [TodoItem] {
        todos.filter { !$0.isDone }
    }

    var completed: [TodoItem] {
        todos.filter { $0.isDone }
    }

    func add(title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        todos.append(TodoItem(title: trimmed))
    }

    func delete(_ todo: TodoItem) {
        todos.removeAll { $0.id == todo.id }
    }

    func move(from source: IndexSet, to destination: Int) {
        todos.move(fromOffsets: source, toOffset: destination)
    }

    func clearCompleted() {
        todos.removeAll { $0.isDone }
    }

    static var sampleTodos: [TodoItem] {
        [
            TodoItem(title: "Buy groceries"),
            TodoItem(title: "Call the dentist", isFlagged: true),
            TodoItem(title: "Finish SwiftUI chapter"),
            TodoItem(title: "Water the plants", isDone: true)
        ]
    }
}
