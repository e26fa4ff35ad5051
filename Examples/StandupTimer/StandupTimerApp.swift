import CursesUI

enum Theme: String, CaseIterable, Identifiable, Codable {
    case bubblegum, lavender, orange, seafoam, sky, tan

    var id: String { rawValue }
    var name: String { rawValue.capitalized }
    var mainColor: Color {
        [.bubblegum: Color.pink, .lavender: .purple, .orange: .orange, .seafoam: .mint, .sky: .blue, .tan: .brown][self]!
    }
    var accentColor: Color { self == .sky || self == .lavender ? .white : .black }
}

struct Attendee: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
}

struct History: Identifiable, Codable {
    var id = UUID()
    var date = Date()
    var attendees: [Attendee]
}

struct Standup: Identifiable, Codable {
    var id = UUID()
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Double
    var theme: Theme
    var history: [History] = []

    static var empty: Standup { Standup(title: "", attendees: [], lengthInMinutes: 5, theme: .sky) }
    static let samples = [
        Standup(title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"].map { Attendee(name: $0) }, lengthInMinutes: 10, theme: .bubblegum),
        Standup(title: "App Dev", attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"].map { Attendee(name: $0) }, lengthInMinutes: 5, theme: .orange),
        Standup(title: "Web Dev", attendees: ["Chella", "Chris", "Christina"].map { Attendee(name: $0) }, lengthInMinutes: 5, theme: .sky),
    ]
}

@MainActor
final class StandupStore: ObservableObject {
    @Published var standups: [Standup] = []

    private static var fileURL: URL { URL.documentsDirectory.appending(path: "standups.data") }

    func load() async {
        let data = try? Data(contentsOf: Self.fileURL)
        standups = data.flatMap { try? JSONDecoder().decode([Standup].self, from: $0) } ?? Standup.samples
    }

    func save() {
        try? JSONEncoder().encode(standups).write(to: Self.fileURL)
    }
}

@main
struct StandupTimerApp: App {
    @StateObject private var store = StandupStore()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            StandupsList(standups: $store.standups)
                .task { await store.load() }
                .onChange(of: scenePhase) { _, phase in
                    if phase == .inactive { store.save() }
                }
        }
    }
}

struct StandupsList: View {
    @Binding var standups: [Standup]
    @State private var isPresentingNew = false
    @State private var newStandup = Standup.empty

    var body: some View {
        NavigationStack {
            List($standups) { $standup in
                NavigationLink(destination: DetailView(standup: $standup)) {
                    VStack(alignment: .leading) {
                        Text(standup.title).font(.headline)
                        HStack {
                            Label("\(standup.attendees.count)", systemImage: "person.3")
                            Spacer()
                            Label("\(Int(standup.lengthInMinutes)) min", systemImage: "clock")
                        }
                        .font(.caption)
                    }
                    .padding(.vertical, 4)
                }
                .listRowBackground(standup.theme.mainColor)
            }
            .navigationTitle("Daily Standups")
            .toolbar {
                Button { isPresentingNew = true } label: { Image(systemName: "plus") }
                    .accessibilityLabel("New Standup")
            }
            .sheet(isPresented: $isPresentingNew) {
                NavigationStack {
                    EditView(standup: $newStandup)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Dismiss") { isPresentingNew = false } }
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Add") {
                                    standups.append(newStandup)
                                    newStandup = .empty
                                    isPresentingNew = false
                                }
                                .disabled(newStandup.title.isEmpty)
                            }
                        }
                }
            }
        }
    }
}

struct DetailView: View {
    @Binding var standup: Standup
    @State private var editing = Standup.empty
    @State private var isPresentingEdit = false

    var body: some View {
        List {
            Section("Meeting Info") {
                NavigationLink(destination: MeetingView(standup: $standup)) {
                    Label("Start Meeting", systemImage: "timer").font(.headline).foregroundColor(.accentColor)
                }
                LabeledContent("Length", value: "\(Int(standup.lengthInMinutes)) minutes")
                HStack {
                    Label("Theme", systemImage: "paintpalette")
                    Spacer()
                    Text(standup.theme.name)
                        .padding(4)
                        .foregroundColor(standup.theme.accentColor)
                        .background(standup.theme.mainColor)
                        .cornerRadius(4)
                }
            }
            Section("Attendees") {
                ForEach(standup.attendees) { Label($0.name, systemImage: "person") }
            }
            Section("History") {
                if standup.history.isEmpty {
                    Label("No meetings yet", systemImage: "calendar.badge.exclamationmark")
                }
                ForEach(standup.history) { history in
                    HStack {
                        Image(systemName: "calendar")
                        Text(history.date, style: .date)
                        Spacer()
                        Text("\(history.attendees.count) people").foregroundStyle(.secondary)
                    }
                }
            }
        }
        .navigationTitle(standup.title)
        .toolbar {
            Button("Edit") {
                editing = standup
                isPresentingEdit = true
            }
        }
        .sheet(isPresented: $isPresentingEdit) {
            NavigationStack {
                EditView(standup: $editing)
                    .navigationTitle(standup.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { isPresentingEdit = false } }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                standup = editing
                                isPresentingEdit = false
                            }
                        }
                    }
            }
        }
    }
}

struct EditView: View {
    @Binding var standup: Standup
    @State private var newAttendee = ""

    var body: some View {
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $standup.title)
                HStack {
                    Slider(value: $standup.lengthInMinutes, in: 5...30, step: 1) { Text("Length") }
                    Spacer()
                    Text("\(Int(standup.lengthInMinutes)) minutes")
                }
                Picker("Theme", selection: $standup.theme) {
                    ForEach(Theme.allCases) { theme in
                        Text(theme.name).tag(theme)
                    }
                }
            }
            Section(header: Text("Attendees")) {
                ForEach(standup.attendees) { attendee in Text(attendee.name) }
                    .onDelete { indices in standup.attendees.remove(atOffsets: indices) }
                HStack {
                    TextField("New Attendee", text: $newAttendee)
                        .onSubmit(addAttendee)
                    Button(action: addAttendee) { Image(systemName: "plus.circle.fill") }
                        .disabled(newAttendee.isEmpty)
                }
            }
        }
    }

    private func addAttendee() {
        guard !newAttendee.isEmpty else { return }
        withAnimation {
            standup.attendees.append(Attendee(name: newAttendee))
            newAttendee = ""
        }
    }
}

struct SpeakerArc: Shape {
    let speakerIndex: Int
    let totalSpeakers: Int

    func path(in rect: CGRect) -> Path {
        let degreesPerSpeaker = 360.0 / Double(max(totalSpeakers, 1))
        let diameter = min(rect.size.width, rect.size.height) - 24
        let radius = diameter / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            path.addArc(center: center, radius: radius,
                        startAngle: Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1),
                        endAngle: Angle(degrees: degreesPerSpeaker * Double(speakerIndex + 1) - 1),
                        clockwise: false)
        }
    }
}

struct MeetingView: View {
    @Binding var standup: Standup
    @Environment(\.dismiss) private var dismiss
    @State private var secondsElapsed = 0
    @State private var speakerIndex = 0
    @State private var timer: Timer?

    private var totalSeconds: Int { Int(standup.lengthInMinutes) * 60 }
    private var secondsPerSpeaker: Int { totalSeconds / max(standup.attendees.count, 1) }
    private var secondsRemaining: Int { max(totalSeconds - secondsElapsed, 0) }
    private var progress: Double { totalSeconds == 0 ? 1 : Double(secondsElapsed) / Double(totalSeconds) }
    private var currentSpeaker: String {
        standup.attendees.indices.contains(speakerIndex) ? standup.attendees[speakerIndex].name : "Someone"
    }

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16).fill(standup.theme.mainColor)
            VStack {
                ProgressView(value: progress)
                    .progressViewStyle(.linear)
                HStack {
                    VStack(alignment: .leading) {
                        Text("Seconds Elapsed").font(.caption)
                        Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                    }
                    Spacer()
                    VStack(alignment: .trailing) {
                        Text("Seconds Remaining").font(.caption)
                        Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                            .labelStyle(.titleAndIcon)
                    }
                }
                Circle()
                    .strokeBorder(lineWidth: 24)
                    .overlay {
                        VStack {
                            Text(currentSpeaker).font(.title)
                            Text("is speaking")
                        }
                    }
                    .overlay {
                        ForEach(0..<speakerIndex, id: \.self) { index in
                            SpeakerArc(speakerIndex: index, totalSpeakers: standup.attendees.count)
                                .rotation(Angle(degrees: -90))
                                .stroke(standup.theme.accentColor, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                        }
                    }
                    .overlay {
                        Circle()
                            .trim(from: 0, to: progress)
                            .stroke(Color.white.opacity(0.5), style: StrokeStyle(lineWidth: 4, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                    }
                    .padding(.horizontal)
                HStack {
                    Text("Speaker \(speakerIndex + 1) of \(standup.attendees.count)")
                    Spacer()
                    Button(action: nextSpeaker) { Image(systemName: "forward.fill") }
                        .accessibilityLabel("Next speaker")
                }
            }
            .padding()
            .foregroundColor(standup.theme.accentColor)
        }
        .padding()
        .navigationBarTitleDisplayMode(.inline)
        .onAppear(perform: start)
        .onDisappear(perform: end)
    }

    private func start() {
        secondsElapsed = 0
        speakerIndex = 0
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            Task { @MainActor in tick() }
        }
    }

    private func tick() {
        guard secondsElapsed < totalSeconds else { return }
        secondsElapsed += 1
        if secondsPerSpeaker > 0, secondsElapsed / secondsPerSpeaker > speakerIndex,
           speakerIndex < standup.attendees.count - 1 {
            speakerIndex += 1
        }
    }

    private func nextSpeaker() {
        guard speakerIndex < standup.attendees.count - 1 else {
            dismiss()
            return
        }
        speakerIndex += 1
        secondsElapsed = speakerIndex * secondsPerSpeaker
    }

    private func end() {
        timer?.invalidate()
        timer = nil
        standup.history.insert(History(attendees: standup.attendees), at: 0)
    }
}
