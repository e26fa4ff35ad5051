import CursesUI

// MARK: - Model

struct Message: Identifiable, Equatable {
    enum Sender {
        case me
        case partner
    }

    let id = UUID()
    let text: String
    let sender: Sender
    var sentAt = Date.now
}

@MainActor
@Observable
final class ChatModel {
    var title = "Swift Friends"
    var messages: [Message] = [
        Message(text: "Hey! Did you try the new Observation framework?", sender: .partner),
        Message(text: "Yes, it's so much cleaner than ObservableObject.", sender: .me),
        Message(text: "Agreed. No more @Published everywhere!", sender: .partner),
    ]
    var isPartnerTyping = false

    private var replyTask: Task<Void, Never>?
    private let cannedReplies = [
        "Nice, tell me more.",
        "Ha, that's exactly what I thought.",
        "Interesting! I'll try that tonight.",
        "Sounds good to me.",
    ]

    func send(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        messages.append(Message(text: trimmed, sender: .me))
        scheduleReply(to: trimmed)
    }

    func clear() {
        replyTask?.cancel()
        isPartnerTyping = false
        messages.removeAll()
    }

    private func scheduleReply(to text: String) {
        replyTask?.cancel()
        replyTask = Task {
            isPartnerTyping = true
            do {
                try await Task.sleep(for: .seconds(1.5))
            } catch {
                return
            }
            isPartnerTyping = false
            messages.append(Message(text: reply(to: text), sender: .partner))
        }
    }

    private func reply(to text: String) -> String {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter })
        if words.contains("hello") || words.contains("hi") {
            return "Hi there! 👋"
        }
        if text.hasSuffix("?") {
            return "Good question. Let me think about that."
        }
        return cannedReplies[messages.count % cannedReplies.count]
    }
}

// MARK: - Views

struct MessageBubble: View {
    let message: Message

    private var isMine: Bool { message.sender == .me }

    var body: some View {
        HStack {
            if isMine { Spacer(minLength: 48) }
            VStack(alignment: isMine ? .trailing : .leading, spacing: 2) {
                Text(message.text)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 9)
                    .foregroundStyle(isMine ? Color.white : Color.primary)
                    .background(
                        isMine ? Color.blue : Color(.systemGray5),
                        in: RoundedRectangle(cornerRadius: 18, style: .continuous)
                    )
                Text(message.sentAt, style: .time)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            if !isMine { Spacer(minLength: 48) }
        }
    }
}

struct TypingIndicator: View {
    @State private var animating = false

    var body: some View {
        HStack {
            HStack(spacing: 4) {
                ForEach(0..<3) { index in
                    Circle()
                        .frame(width: 7, height: 7)
                        .opacity(animating ? 1 : 0.3)
                        .animation(
                            .easeInOut(duration: 0.6)
                                .repeatForever()
                                .delay(Double(index) * 0.2),
                            value: animating
                        )
                }
                Text("typing…")
                    .font(.footnote)
            }
            .foregroundStyle(.secondary)
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(Color(.systemGray6), in: Capsule())
            Spacer()
        }
        .onAppear { animating = true }
        .accessibilityLabel("Partner is typing")
    }
}

struct ChatView: View {
    @State private var model = ChatModel()
    @State private var draft = ""
    @FocusState private var composerFocused: Bool
    @State private var isRenaming = false
    @State private var newTitle = ""
    @State private var isConfirmingClear = false

    private let typingID = "typing-indicator"

    private var canSend: Bool {
        !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                messageList
                Divider()
                composer
            }
            .navigationTitle(model.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button {
                            newTitle = model.title
                            isRenaming = true
                        } label: {
                            Label("Rename Chat", systemImage: "pencil")
                        }
                        Button(role: .destructive) {
                            isConfirmingClear = true
                        } label: {
                            Label("Clear Conversation", systemImage: "trash")
                        }
                        .disabled(model.messages.isEmpty)
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }
            }
            .alert("Rename Chat", isPresented: $isRenaming) {
                TextField("Chat name", text: $newTitle)
                Button("Cancel", role: .cancel) {}
                Button("Save") {
                    let trimmed = newTitle.trimmingCharacters(in: .whitespaces)
                    if !trimmed.isEmpty {
                        model.title = trimmed
                    }
                }
            } message: {
                Text("Enter a new name for this conversation.")
            }
            .confirmationDialog(
                "Clear Conversation?",
                isPresented: $isConfirmingClear,
                titleVisibility: .visible
            ) {
                Button("Clear All Messages", role: .destructive) {
                    model.clear()
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This removes every message. It cannot be undone.")
            }
        }
    }

    private var messageList: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(model.messages) { message in
                        MessageBubble(message: message)
                            .id(message.id)
                    }
                    if model.isPartnerTyping {
                        TypingIndicator()
                            .id(typingID)
                            .transition(.opacity)
                    }
                }
                .padding(.horizontal)
                .padding(.vertical, 12)
            }
            .scrollDismissesKeyboard(.interactively)
            .overlay {
                if model.messages.isEmpty && !model.isPartnerTyping {
                    ContentUnavailableView(
                        "No Messages",
                        systemImage: "bubble.left.and.bubble.right",
                        description: Text("Say hello to start the conversation.")
                    )
                }
            }
            .onAppear {
                scrollToBottom(proxy, animated: false)
            }
            .onChange(of: model.messages) {
                scrollToBottom(proxy)
            }
            .onChange(of: model.isPartnerTyping) { _, isTyping in
                if isTyping {
                    withAnimation {
                        proxy.scrollTo(typingID, anchor: .bottom)
                    }
                }
            }
        }
    }

    private var composer: some View {
        HStack(alignment: .bottom, spacing: 8) {
            TextField("Message", text: $draft, axis: .vertical)
                .lineLimit(1...5)
                .focused($composerFocused)
                .onSubmit(send)
                .submitLabel(.send)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 20))
            Button(action: send) {
                Image(systemName: "arrow.up.circle.fill")
                    .font(.system(size: 30))
            }
            .disabled(!canSend)
            .accessibilityLabel("Send")
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
    }

    private func scrollToBottom(_ proxy: ScrollViewProxy, animated: Bool = true) {
        guard let last = model.messages.last else { return }
        if animated {
            withAnimation(.easeOut(duration: 0.25)) {
                proxy.scrollTo(last.id, anchor: .bottom)
            }
        } else {
            proxy.scrollTo(last.id, anchor: .bottom)
        }
    }

    private func send() {
        guard canSend else { return }
        model.send(draft)
        draft = ""
        composerFocused = true
    }
}

@main
struct ChatRoomApp: App {
    var body: some Scene {
        WindowGroup {
            ChatView()
        }
    }
}
