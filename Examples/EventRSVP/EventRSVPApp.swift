import CursesUI

enum Attendance: String, CaseIterable, Identifiable {
    case going = "Going", maybe = "Maybe", declined = "Can't Go"

    var id: Self { self }
}

enum MealChoice: String, CaseIterable, Identifiable {
    case chicken = "Chicken", fish = "Fish", vegetarian = "Vegetarian", vegan = "Vegan"

    var id: Self { self }
}

struct PartyGuest: Identifiable {
    let id = UUID()
    var name = ""
}

@Observable
final class RSVPForm {
    var fullName = ""
    var email = ""
    var attendance: Attendance = .going
    var partySize = 1
    var guests: [PartyGuest] = []
    var meal: MealChoice = .chicken
    var dietaryNotes = ""
    var arrival = EventInfo.start
    var needsParking = false

    var nameError: String? { fullName.trimmingCharacters(in: .whitespaces).count < 2 ? "Enter your full name." : nil }

    var emailError: String? {
        let parts = email.split(separator: "@")
        guard parts.count == 2, parts[1].contains("."), !parts[0].isEmpty else {
            return "Enter a valid email address."
        }
        return nil
    }

    var guestError: String? {
        guests.contains { $0.name.trimmingCharacters(in: .whitespaces).isEmpty }
            ? "Name every guest in your party." : nil
    }

    var problems: [String] {
        [nameError, emailError, attendance == .declined ? nil : guestError].compactMap { $0 }
    }
    var isValid: Bool { problems.isEmpty }

    func resizeParty(to size: Int) {
        let extra = max(size - 1, 0)
        if guests.count < extra { guests += (guests.count..<extra).map { _ in PartyGuest() } }
        else { guests.removeLast(guests.count - extra) }
    }
}

enum EventInfo {
    static let title = "Spring Garden Party"
    static let place = "Rosewood Community Garden"
    static let start = Calendar.current.date(bySettingHour: 17, minute: 0, second: 0, of: .now)!
    static let end = Calendar.current.date(bySettingHour: 22, minute: 0, second: 0, of: .now)!
}

struct FieldError: ViewModifier {
    let message: String?
    let isShown: Bool

    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            content
            if isShown, let message {
                Text(message).font(.caption).foregroundStyle(.red)
            }
        }
    }
}

extension View {
    func fieldError(_ message: String?, when isShown: Bool) -> some View {
        modifier(FieldError(message: message, isShown: isShown))
    }
}

struct RSVPView: View {
    @State private var form = RSVPForm()
    @State private var showsSummary = false
    @State private var triedToSend = false
    @State private var confirmsReset = false
    @AppStorage("rememberedEmail") private var rememberedEmail = ""
    @FocusState private var focusedField: Field?

    enum Field: Hashable { case name, email }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Label(EventInfo.title, systemImage: "party.popper").font(.headline)
                    Label(EventInfo.place, systemImage: "mappin.and.ellipse")
                    Label { Text(EventInfo.start, style: .time) + Text(" – ") + Text(EventInfo.end, style: .time) } icon: {
                        Image(systemName: "clock")
                    }
                }

                Section("Your Details") {
                    TextField("Full Name", text: $form.fullName)
                        .textContentType(.name)
                        .focused($focusedField, equals: .name)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .email }
                        .fieldError(form.nameError, when: triedToSend)
                    TextField("Email", text: $form.email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .focused($focusedField, equals: .email)
                        .submitLabel(.done)
                        .fieldError(form.emailError, when: triedToSend || !form.email.isEmpty)
                }

                Section("Will You Attend?") {
                    Picker("Attendance", selection: $form.attendance) {
                        ForEach(Attendance.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    .labelsHidden()
                }

                if form.attendance != .declined {
                    PartySection(form: form, showsErrors: triedToSend)
                }

                Section {
                    Button("Send RSVP", action: send).frame(maxWidth: .infinity).bold()
                } footer: {
                    if triedToSend && !form.isValid {
                        Text("\(form.problems.count) thing(s) to fix before sending.")
                            .foregroundStyle(.red)
                    }
                }
            }
            .navigationTitle("RSVP")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Clear", role: .destructive) { confirmsReset = true } }
            }
            .confirmationDialog("Clear the form?", isPresented: $confirmsReset, titleVisibility: .visible) {
                Button("Clear Form", role: .destructive) {
                    form = RSVPForm()
                    triedToSend = false
                }
            }
            .sheet(isPresented: $showsSummary) {
                SummaryView(form: form)
                    .presentationDetents([.medium, .large])
            }
            .onChange(of: form.partySize) { _, newSize in
                withAnimation { form.resizeParty(to: newSize) }
            }
            .onAppear {
                if form.email.isEmpty { form.email = rememberedEmail }
                focusedField = .name
            }
        }
    }

    private func send() {
        triedToSend = true
        guard form.isValid else { return }
        rememberedEmail = form.email
        showsSummary = true
    }
}

struct PartySection: View {
    @Bindable var form: RSVPForm
    let showsErrors: Bool

    var body: some View {
        Section {
            Stepper("Party of \(form.partySize)", value: $form.partySize, in: 1...6)
            ForEach($form.guests) { $guest in
                TextField("Guest name", text: $guest.name)
            }
            if showsErrors, let guestError = form.guestError {
                Text(guestError).font(.caption).foregroundStyle(.red)
            }
            Picker("Meal", selection: $form.meal) {
                ForEach(MealChoice.allCases) { Text($0.rawValue).tag($0) }
            }
            TextField("Allergies or dietary notes", text: $form.dietaryNotes, axis: .vertical)
                .lineLimit(2...4)
            DatePicker("Arriving at", selection: $form.arrival, in: EventInfo.start...EventInfo.end,
                       displayedComponents: .hourAndMinute)
            Toggle("I need a parking spot", isOn: $form.needsParking)
        } header: {
            Text("Your Party")
        } footer: {
            Text("Up to 5 guests may join you.")
        }
    }
}

struct SummaryView: View {
    let form: RSVPForm
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text(headline).font(.title2.bold())
                        .foregroundStyle(form.attendance == .declined ? Color.secondary : Color.primary)
                }
                Section("Summary") {
                    LabeledContent("Name", value: form.fullName)
                    LabeledContent("Email", value: form.email)
                    LabeledContent("Reply", value: form.attendance.rawValue)
                    if form.attendance != .declined {
                        LabeledContent("Party", value: form.partySize, format: .number)
                        ForEach(form.guests) { LabeledContent("Guest", value: $0.name) }
                        LabeledContent("Meal", value: form.meal.rawValue)
                        LabeledContent("Arriving") { Text(form.arrival, format: .dateTime.hour().minute()) }
                        if form.needsParking { Label("Parking reserved", systemImage: "car.fill") }
                    }
                }
            }
            .navigationTitle("RSVP Sent")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { Button("Done") { dismiss() } }
        }
    }

    private var headline: String {
        switch form.attendance {
        case .going: "See you there, \(form.fullName)!"
        case .maybe: "We hope you can make it."
        case .declined: "Sorry you can't make it."
        }
    }
}

@main
struct EventRSVPApp: App {
    var body: some Scene {
        WindowGroup { RSVPView() }
    }
}
