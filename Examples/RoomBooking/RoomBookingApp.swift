import CursesUI

struct Room: Identifiable, Hashable {
    let id: String
    let seats: Int
    let color: Color
    static let all = [
        Room(id: "Aspen", seats: 4, color: .green),
        Room(id: "Birch", seats: 8, color: .blue),
        Room(id: "Cedar", seats: 12, color: .orange),
    ]
}

struct Booking: Identifiable, Codable, Hashable {
    var id = UUID()
    var roomID: String
    var title: String
    var organizer: String
    var day: Date
    var startHour: Int
    var hours: Int
    var hasVideoCall = false
    var hourRange: Range<Int> { startHour..<startHour + hours }
    var timeText: String { "\(hourLabel(startHour)) – \(hourLabel(startHour + hours))" }
}

func hourLabel(_ hour: Int) -> String { String(format: "%02d:00", hour) }

final class BookingStore: ObservableObject {
    static let openHours = 9..<18
    @Published var bookings: [Booking] = [] { didSet { save() } }
    private let fileURL = URL.documentsDirectory.appending(path: "bookings.json")

    init() {
        if let data = try? Data(contentsOf: fileURL), let saved = try? JSONDecoder().decode([Booking].self, from: data) {
            bookings = saved
        }
    }

    func booking(in room: Room, on day: Date, at hour: Int) -> Booking? {
        bookings.first {
            $0.roomID == room.id && Calendar.current.isDate($0.day, inSameDayAs: day) && $0.hourRange.contains(hour)
        }
    }

    func freeHours(in room: Room, on day: Date, from hour: Int) -> Int {
        var count = 0
        while count < 3, Self.openHours.contains(hour + count), booking(in: room, on: day, at: hour + count) == nil { count += 1 }
        return count
    }

    func cancel(_ booking: Booking) { bookings.removeAll { $0.id == booking.id } }

    private func save() {
        do { try JSONEncoder().encode(bookings).write(to: fileURL, options: .atomic) } catch {
            print("Couldn't save bookings: \(error.localizedDescription)")
        }
    }
}

struct SlotRequest: Identifiable {
    let id = UUID()
    let room: Room
    let day: Date
    let hour: Int
}

struct ScheduleView: View {
    @EnvironmentObject private var store: BookingStore
    @State private var day = Calendar.current.startOfDay(for: .now)
    @State private var request: SlotRequest?
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                DatePicker("Day", selection: $day, in: Calendar.current.startOfDay(for: .now)...,
                           displayedComponents: .date)
                    .padding(.horizontal)
                Grid(horizontalSpacing: 6, verticalSpacing: 6) {
                    GridRow {
                        Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                        ForEach(Room.all) { room in
                            VStack { Text(room.id).font(.headline); Text("\(room.seats) seats").font(.caption) }
                        }
                    }
                    ForEach(BookingStore.openHours, id: \.self) { hour in
                        GridRow {
                            Text(hourLabel(hour)).font(.caption.monospacedDigit()).foregroundStyle(.secondary)
                            ForEach(Room.all) { room in slot(room: room, hour: hour) }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Rooms")
            .navigationDestination(for: Booking.self) { BookingDetailView(booking: $0) }
            .sheet(item: $request) { NewBookingView(request: $0) }
            .toolbar { Button("Today") { day = Calendar.current.startOfDay(for: .now) } }
        }
    }

    @ViewBuilder
    private func slot(room: Room, hour: Int) -> some View {
        if let booking = store.booking(in: room, on: day, at: hour) {
            NavigationLink(value: booking) {
                Text(booking.startHour == hour ? booking.title : "⋮").font(.caption).lineLimit(1)
                    .frame(maxWidth: .infinity, minHeight: 36)
                    .background(room.color.opacity(0.3), in: RoundedRectangle(cornerRadius: 6))
            }
            .buttonStyle(.plain)
        } else {
            Button { request = SlotRequest(room: room, day: day, hour: hour) } label: {
                Image(systemName: "plus")
                    .frame(maxWidth: .infinity, minHeight: 36)
                    .background(.quaternary, in: RoundedRectangle(cornerRadius: 6))
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Book \(room.id) at \(hourLabel(hour))")
        }
    }
}

struct NewBookingView: View {
    let request: SlotRequest
    @EnvironmentObject private var store: BookingStore
    @Environment(\.dismiss) private var dismiss
    @AppStorage("organizerName") private var organizer = ""
    @State private var title = ""
    @State private var hours = 1
    @State private var hasVideoCall = false
    private var canBook: Bool {
        !title.trimmingCharacters(in: .whitespaces).isEmpty && !organizer.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    LabeledContent("Room", value: "\(request.room.id) · \(request.room.seats) seats")
                    LabeledContent("Day") { Text(request.day, format: .dateTime.weekday(.wide).month().day()) }
                    LabeledContent("Starts", value: hourLabel(request.hour))
                }
                Section("Meeting") {
                    TextField("Title", text: $title)
                    TextField("Organizer", text: $organizer)
                    Picker("Length", selection: $hours) {
                        ForEach(1...max(1, store.freeHours(in: request.room, on: request.day, from: request.hour)),
                                id: \.self) { Text("\($0) hr").tag($0) }
                    }
                    Toggle("Video call", isOn: $hasVideoCall)
                }
            }
            .navigationTitle("Book \(request.room.id)")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Book", action: book).disabled(!canBook)
                }
            }
        }
        .presentationDetents([.medium, .large])
    }

    private func book() {
        store.bookings.append(Booking(roomID: request.room.id, title: title, organizer: organizer, day: request.day,
                                      startHour: request.hour, hours: hours, hasVideoCall: hasVideoCall))
        dismiss()
    }
}

struct BookingDetailView: View {
    let booking: Booking
    @EnvironmentObject private var store: BookingStore
    @Environment(\.dismiss) private var dismiss
    @State private var confirmsCancel = false
    var body: some View {
        List {
            Section {
                Text(booking.title).font(.title2.bold())
                if booking.hasVideoCall { Label("Video call", systemImage: "video.fill") }
            }
            Section("Details") {
                LabeledContent("Room", value: booking.roomID)
                LabeledContent("Organizer", value: booking.organizer)
                LabeledContent("Day") { Text(booking.day, format: .dateTime.weekday(.wide).month().day()) }
                LabeledContent("Time", value: booking.timeText)
            }
            Section { Button("Cancel Booking", role: .destructive) { confirmsCancel = true } }
        }
        .navigationTitle(booking.roomID)
        .confirmationDialog("Cancel “\(booking.title)”?", isPresented: $confirmsCancel, titleVisibility: .visible) {
            Button("Cancel Booking", role: .destructive) { store.cancel(booking); dismiss() }
            Button("Keep It", role: .cancel) {}
        }
    }
}

struct MyBookingsView: View {
    @EnvironmentObject private var store: BookingStore
    @AppStorage("organizerName") private var organizer = ""
    private var mine: [Booking] {
        store.bookings
            .filter { $0.organizer == organizer }
            .sorted { ($0.day, $0.startHour) < ($1.day, $1.startHour) }
    }

    var body: some View {
        NavigationStack {
            Group {
                if mine.isEmpty {
                    ContentUnavailableView("No Bookings", systemImage: "calendar.badge.plus", description: Text("Rooms you book appear here."))
                } else {
                    List {
                        ForEach(Dictionary(grouping: mine, by: \.day).keys.sorted(), id: \.self) { day in
                            Section {
                                ForEach(mine.filter { $0.day == day }) { booking in
                                    VStack(alignment: .leading) {
                                        Text(booking.title).bold()
                                        Text("\(booking.roomID) · \(booking.timeText)").font(.subheadline).foregroundStyle(.secondary)
                                    }
                                    .swipeActions { Button("Cancel", role: .destructive) { store.cancel(booking) } }
                                }
                            } header: {
                                Text(day, format: .dateTime.weekday(.wide).month().day())
                            }
                        }
                    }
                }
            }
            .navigationTitle("My Bookings")
        }
    }
}

@main
struct RoomBookingApp: App {
    @StateObject private var store = BookingStore()
    var body: some Scene {
        WindowGroup {
            TabView {
                ScheduleView()
                    .tabItem { Label("Schedule", systemImage: "calendar") }
                MyBookingsView()
                    .tabItem { Label("My Bookings", systemImage: "person.crop.circle") }
                    .badge(store.bookings.count)
            }
            .environmentObject(store)
        }
    }
}
