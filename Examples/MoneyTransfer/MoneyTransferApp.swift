import CursesUI

@main
struct MoneyTransferApp: App {
    var body: some Scene {
        WindowGroup {
            TransferFormView()
        }
    }
}

struct Recipient: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let bank: String
    let accountEnding: String

    var initials: String {
        name.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }
}

struct TransferDraft {
    var amount: Decimal?
    var recipient: Recipient?
    var note = ""
    var isInstant = false

    static let balance: Decimal = 2_450.75
    static let dailyLimit: Decimal = 2_000

    var fee: Decimal {
        guard let amount else { return 0 }
        if isInstant {
            return max(Decimal(1), amount * Decimal(string: "0.015")!)
        }
        return 0
    }

    var total: Decimal { (amount ?? 0) + fee }

    /// The first problem with the draft, shown under the amount field.
    var validationMessage: String? {
        guard let amount else { return nil }
        if amount <= 0 {
            return "Enter an amount greater than zero."
        }
        if amount > Self.dailyLimit {
            return "The daily transfer limit is \(Self.dailyLimit.formatted(.currency(code: "USD")))."
        }
        if total > Self.balance {
            return "Insufficient funds: your balance is \(Self.balance.formatted(.currency(code: "USD")))."
        }
        if note.count > 80 {
            return "The note can be at most 80 characters."
        }
        return nil
    }

    var isValid: Bool {
        amount != nil && recipient != nil && validationMessage == nil
    }
}

struct TransferFormView: View {
    @State private var draft = TransferDraft()
    @State private var showingReview = false
    @State private var showingFeeInfo = false
    @State private var showingSuccess = false
    @State private var lastReference = ""
    @FocusState private var amountFocused: Bool

    let recipients = [
        Recipient(name: "Alice Martin", bank: "First National", accountEnding: "4821"),
        Recipient(name: "Ben Okafor", bank: "City Credit Union", accountEnding: "0937"),
        Recipient(name: "Chloé Durand", bank: "Banque Populaire", accountEnding: "5510"),
        Recipient(name: "Diego Alvarez", bank: "Summit Bank", accountEnding: "7264"),
    ]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    LabeledContent("Available", value: TransferDraft.balance, format: .currency(code: "USD"))
                }

                Section {
                    TextField("Amount", value: $draft.amount, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                        .focused($amountFocused)
                        .font(.title2.monospacedDigit())
                    if let message = draft.validationMessage {
                        Label(message, systemImage: "exclamationmark.triangle.fill")
                            .font(.footnote)
                            .foregroundStyle(.red)
                    }
                } header: {
                    Text("Amount")
                }

                Section("Recipient") {
                    Picker("Send to", selection: $draft.recipient) {
                        Text("Choose…").tag(Recipient?.none)
                        ForEach(recipients) { recipient in
                            Text(recipient.name).tag(Optional(recipient))
                        }
                    }
                    if let recipient = draft.recipient {
                        LabeledContent(recipient.bank, value: "•••• \(recipient.accountEnding)")
                            .foregroundStyle(.secondary)
                    }
                }

                Section {
                    Toggle("Instant transfer", isOn: $draft.isInstant)
                    HStack {
                        Text("Fee")
                        Button {
                            showingFeeInfo = true
                        } label: {
                            Image(systemName: "info.circle")
                        }
                        .buttonStyle(.borderless)
                        .popover(isPresented: $showingFeeInfo) {
                            FeeDetailsView()
                                .presentationCompactAdaptation(.popover)
                        }
                        Spacer()
                        Text(draft.fee, format: .currency(code: "USD"))
                            .foregroundStyle(.secondary)
                    }
                } header: {
                    Text("Speed")
                } footer: {
                    Text("Standard transfers arrive in 1–3 business days at no cost.")
                }

                Section("Note") {
                    TextField("What's it for?", text: $draft.note, axis: .vertical)
                        .lineLimit(2...4)
                    Text("\(draft.note.count)/80")
                        .font(.caption)
                        .foregroundStyle(draft.note.count > 80 ? .red : .secondary)
                        .frame(maxWidth: .infinity, alignment: .trailing)
                }

                Section {
                    Button {
                        amountFocused = false
                        showingReview = true
                    } label: {
                        Text("Continue")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(!draft.isValid)
                }
            }
            .navigationTitle("Send Money")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { amountFocused = false }
                }
            }
            .sheet(isPresented: $showingReview) {
                ReviewView(draft: draft) { reference in
                    lastReference = reference
                    showingReview = false
                    showingSuccess = true
                }
                .presentationDetents([.medium])
                .presentationDragIndicator(.visible)
            }
            .fullScreenCover(isPresented: $showingSuccess, onDismiss: { draft = TransferDraft() }) {
                SuccessView(amount: draft.amount ?? 0, recipient: draft.recipient, reference: lastReference)
            }
        }
    }
}

struct FeeDetailsView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Transfer Fees")
                .font(.headline)
            Text("Standard: free, 1–3 business days")
            Text("Instant: 1.5% (minimum $1.00), arrives in minutes")
            Divider()
            Text("Fees are shown before you confirm.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(width: 280)
    }
}

struct ReviewView: View {
    let draft: TransferDraft
    let onSend: (String) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var confirmingSend = false
    @State private var isSending = false

    var body: some View {
        NavigationStack {
            List {
                LabeledContent("To", value: draft.recipient?.name ?? "—")
                LabeledContent("Amount", value: draft.amount ?? 0, format: .currency(code: "USD"))
                LabeledContent("Fee", value: draft.fee, format: .currency(code: "USD"))
                LabeledContent("Total", value: draft.total, format: .currency(code: "USD"))
                    .fontWeight(.semibold)
                if !draft.note.isEmpty {
                    LabeledContent("Note", value: draft.note)
                }
            }
            .navigationTitle("Review")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Edit") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    if isSending {
                        ProgressView()
                    } else {
                        Button("Send") { confirmingSend = true }
                    }
                }
            }
            .confirmationDialog(
                "Send \((draft.amount ?? 0).formatted(.currency(code: "USD"))) to \(draft.recipient?.name ?? "")?",
                isPresented: $confirmingSend,
                titleVisibility: .visible
            ) {
                Button("Send Now") {
                    Task { await send() }
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Transfers can't be cancelled once sent.")
            }
        }
    }

    private func send() async {
        isSending = true
        try? await Task.sleep(for: .milliseconds(800))
        isSending = false
        let reference = String(UUID().uuidString.prefix(8))
        onSend(reference)
    }
}

struct SuccessView: View {
    let amount: Decimal
    let recipient: Recipient?
    let reference: String

    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Image(systemName: "checkmark.circle.fill")
                .font(.system(size: 80))
                .foregroundStyle(.green)
                .symbolEffect(.bounce, value: reference)
            Text("Money Sent")
                .font(.largeTitle.bold())
            Text("\(amount.formatted(.currency(code: "USD"))) is on its way to \(recipient?.name ?? "your recipient").")
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            Text("Reference \(reference)")
                .font(.footnote.monospaced())
                .textSelection(.enabled)
            Spacer()
            Button {
                dismiss()
            } label: {
                Text("Done")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding()
        .sensoryFeedback(.success, trigger: reference)
    }
}

#Preview {
    TransferFormView()
}
