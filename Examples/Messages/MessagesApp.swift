import CursesUI

struct Message: Identifiable, Hashable {
    let id = UUID()
    let text: String
    let isFromMe: Bool
    let sentAt = Date.now
}

@Observable
final class Conversation: Identifiable, Hashable {
    let id = UUID()
    let name: String
    var messages: [Message]
    var unreadCount: Int
    var isTyping = false

    init(name: String, messages: [Message], unreadCount: Int = 0) {
        self.name = name
        self.messages = messages
        self.unreadCount = unreadCount
    }

    var lastMessage: String { messages.last?.text ?? "No messages yet" }

    static func == (lhs: Conversation, rhs: Conversation) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    func send(_ text: String) async {
        messages.append(Message(text: text, isFromMe: true))
        isTyping = true
        try? await Task.sleep(for: .seconds(1))
        isTyping = false
        messages.append(Message(text: reply(to: text), isFromMe: false))
    }

    private func reply(to text: String) -> String {
        if text.hasSuffix("?") { return "Good question! Let me think about it." }
        if text.lowercased().hasPrefix("hello") || text.lowercased().hasPrefix("hi") { return "Hi \u{1F44B}" }
        return "You said: \(text)"
    }
}

@main
struct MessagesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var conversations = [
        Conversation(name: "Mum", messages: [
            Message(text: "Are you coming for dinner on Sunday?", isFromMe: false),
        ], unreadCount: 1),
        Conversation(name: "Sam", messages: [
            Message(text: "Did you push the fix?", isFromMe: false),
            Message(text: "Yes, just now", isFromMe: true),
        ]),
        Conversation(name: "Book Club", messages: [], unreadCount: 0),
    ]

    var body: some View {
        NavigationStack {
            List(conversations) { conversation in
                NavigationLink(value: conversation) {
                    HStack {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(conversation.name)
                                .font(.headline)
                            Text(conversation.lastMessage)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                                .lineLimit(1)
                        }
                        Spacer()
                        if conversation.unreadCount > 0 {
                            Text("\(conversation.unreadCount)")
                                .font(.caption.bold())
                                .padding(6)
                                .background(.blue, in: Circle())
                                .foregroundStyle(.white)
                        }
                    }
                }
            }
            .navigationTitle("Messages")
            .navigationDestination(for: Conversation.self) { conversation in
                ThreadView(conversation: conversation)
            }
        }
    }
}

struct ThreadView: View {
    @Bindable var conversation: Conversation
    @State private var draft = ""
    @FocusState private var fieldIsFocused: Bool

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(conversation.messages) { message in
                            MessageBubble(message: message)
                                .id(message.id)
                        }
                        if conversation.isTyping {
                            Text("\(conversation.name) is typing…")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .id("typing")
                        }
                    }
                    .padding()
                }
                .onChange(of: conversation.messages.count) {
                    if let last = conversation.messages.last {
                        withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                    }
                }
                .onAppear {
                    if let last = conversation.messages.last {
                        proxy.scrollTo(last.id, anchor: .bottom)
                    }
                }
            }

            Divider()

            HStack {
                TextField("Message", text: $draft, axis: .vertical)
                    .textFieldStyle(.roundedBorder)
                    .lineLimit(1...4)
                    .focused($fieldIsFocused)
                    .onSubmit(send)
                Button("Send", systemImage: "arrow.up.circle.fill", action: send)
                    .labelStyle(.iconOnly)
                    .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            }
            .padding()
        }
        .navigationTitle(conversation.name)
        .navigationBarTitleDisplayMode(.inline)
        .onAppear { conversation.unreadCount = 0 }
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        draft = ""
        Task { await conversation.send(text) }
    }
}

struct MessageBubble: View {
    let message: Message

    var body: some View {
        HStack {
            if message.isFromMe { Spacer(minLength: 40) }
            VStack(alignment: message.isFromMe ? .trailing : .leading, spacing: 2) {
                Text(message.text)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(message.isFromMe ? Color.blue : Color(.systemGray5),
                                in: RoundedRectangle(cornerRadius: 16))
                    .foregroundStyle(message.isFromMe ? Color.white : Color.primary)
                Text(message.sentAt, style: .time)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            if !message.isFromMe { Spacer(minLength: 40) }
        }
    }
}

#Preview {
    ContentView()
}
