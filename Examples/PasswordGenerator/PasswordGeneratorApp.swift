import CursesUI

@main
struct PasswordGeneratorApp: App {
    var body: some Scene {
        WindowGroup {
            GeneratorView()
        }
    }
}

enum PasswordKind: String, CaseIterable, Identifiable, Codable {
    case random = "Random"
    case passphrase = "Passphrase"
    case pin = "PIN"
    var id: Self { self }
}

struct PasswordOptions: Equatable, Codable {
    var kind: PasswordKind = .random
    var length = 16.0
    var includesUppercase = true
    var includesDigits = true
    var includesSymbols = false
    var avoidsLookAlikes = false
    var wordCount = 4
    var separator = "-"
    var capitalizesWords = false
    var pinLength = 6
}

struct SavedPassword: Identifiable, Codable, Hashable {
    var id = UUID()
    let value: String
    let created: Date
}

enum Strength: String {
    case weak = "Weak", fair = "Fair", strong = "Strong", veryStrong = "Very Strong"
    init(bits: Double) {
        switch bits {
        case ..<40: self = .weak
        case ..<60: self = .fair
        case ..<90: self = .strong
        default: self = .veryStrong
        }
    }

    var color: Color {
        switch self {
        case .weak: .red
        case .fair: .orange
        case .strong: .green
        case .veryStrong: .mint
        }
    }
}

@Observable
final class Generator {
    static let words = ["apple", "river", "candle", "orbit", "maple", "tiger", "velvet", "harbor",
                        "pixel", "lemon", "cactus", "meadow", "rocket", "willow", "copper", "falcon"]
    var options = PasswordOptions()
    private(set) var password = ""
    var history: [SavedPassword] = [] { didSet { saveHistory() } }

    init() {
        if let data = UserDefaults.standard.data(forKey: "history"),
           let saved = try? JSONDecoder().decode([SavedPassword].self, from: data) {
            history = saved
        }
        generate()
    }

    private var characterPool: [Character] {
        var pool = "abcdefghijklmnopqrstuvwxyz"
        if options.includesUppercase { pool += "ABCDEFGHIJKLMNOPQRSTUVWXYZ" }
        if options.includesDigits { pool += "0123456789" }
        if options.includesSymbols { pool += "!@#$%^&*-_=+?" }
        if options.avoidsLookAlikes { pool.removeAll { "lI1O0o".contains($0) } }
        return Array(pool)
    }

    var entropy: Double {
        switch options.kind {
        case .random: options.length.rounded() * log2(Double(characterPool.count))
        case .passphrase: Double(options.wordCount) * log2(Double(Self.words.count))
        case .pin: Double(options.pinLength) * log2(10)
        }
    }

    var isSaved: Bool { history.contains { $0.value == password } }

    func generate() {
        switch options.kind {
        case .random:
            let pool = characterPool
            password = String((0..<Int(options.length)).map { _ in pool.randomElement()! })
        case .passphrase:
            password = (0..<options.wordCount)
                .map { _ in Self.words.randomElement()! }
                .map { options.capitalizesWords ? $0.capitalized : $0 }
                .joined(separator: options.separator)
        case .pin:
            password = String((0..<options.pinLength).map { _ in "0123456789".randomElement()! })
        }
    }

    func save() {
        history.insert(SavedPassword(value: password, created: .now), at: 0)
    }

    private func saveHistory() {
        if let data = try? JSONEncoder().encode(history) {
            UserDefaults.standard.set(data, forKey: "history")
        }
    }
}

struct GeneratorView: View {
    @State private var generator = Generator()
    @State private var showingHistory = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text(generator.password)
                        .font(.system(.title3, design: .monospaced))
                        .textSelection(.enabled)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    StrengthMeter(bits: generator.entropy)
                    HStack {
                        Button("Generate", systemImage: "arrow.clockwise") {
                            generator.generate()
                        }
                        .buttonStyle(.borderedProminent)
                        Spacer()
                        ShareLink(item: generator.password)
                            .labelStyle(.iconOnly)
                    }
                }

                Section {
                    Picker("Type", selection: $generator.options.kind) {
                        ForEach(PasswordKind.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    .labelsHidden()
                }

                switch generator.options.kind {
                case .random:
                    Section("Characters") {
                        Slider(value: $generator.options.length, in: 8...64, step: 1) {
                            Text("Length")
                        } minimumValueLabel: { Text("8") } maximumValueLabel: { Text("64") }
                        LabeledContent("Length", value: Int(generator.options.length), format: .number)
                        Toggle("Uppercase (A–Z)", isOn: $generator.options.includesUppercase)
                        Toggle("Digits (0–9)", isOn: $generator.options.includesDigits)
                        Toggle("Symbols (!@#)", isOn: $generator.options.includesSymbols)
                        Toggle("Avoid Look-Alikes", isOn: $generator.options.avoidsLookAlikes)
                    }
                case .passphrase:
                    Section("Words") {
                        Stepper("\(generator.options.wordCount) words", value: $generator.options.wordCount, in: 3...8)
                        TextField("Separator", text: $generator.options.separator)
                            .autocorrectionDisabled()
                            .textInputAutocapitalization(.never)
                        Toggle("Capitalize Words", isOn: $generator.options.capitalizesWords)
                    }
                case .pin:
                    Section("PIN") {
                        Stepper("\(generator.options.pinLength) digits", value: $generator.options.pinLength, in: 4...12)
                    }
                }

                Section {
                    Button("Save to History", systemImage: "tray.and.arrow.down") {
                        generator.save()
                    }
                    .disabled(generator.isSaved)
                }
            }
            .navigationTitle("Passwords")
            .toolbar {
                Button("History", systemImage: "clock.arrow.circlepath") {
                    showingHistory = true
                }
                .badge(generator.history.count)
            }
            .onChange(of: generator.options) {
                generator.generate()
            }
            .sheet(isPresented: $showingHistory) {
                HistoryView(history: $generator.history)
            }
        }
    }
}

struct StrengthMeter: View {
    let bits: Double

    var body: some View {
        let strength = Strength(bits: bits)
        Gauge(value: min(bits, 128), in: 0...128) {
            Text("Strength")
        } currentValueLabel: {
            Text("\(strength.rawValue) · \(Int(bits)) bits")
        }
        .gaugeStyle(.linearCapacity)
        .tint(strength.color)
        .animation(.easeInOut, value: bits)
    }
}

struct HistoryView: View {
    @Binding var history: [SavedPassword]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach(history) { item in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(item.value).monospaced()
                        Text(item.created, format: .dateTime.day().month().hour().minute())
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .onDelete { history.remove(atOffsets: $0) }
            }
            .overlay {
                if history.isEmpty {
                    ContentUnavailableView("No Saved Passwords", systemImage: "key",
                                           description: Text("Passwords you save appear here."))
                }
            }
            .navigationTitle("History")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { EditButton() }
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
        }
        .presentationDetents([.medium, .large])
    }
}
