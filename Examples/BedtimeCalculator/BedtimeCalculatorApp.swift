import CursesUI

@main
struct BedtimeCalculatorApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @AppStorage("wakeUpTime") private var wakeUpTime = ContentView.defaultWakeTime.timeIntervalSinceReferenceDate
    @AppStorage("sleepAmount") private var sleepAmount = 8.0
    @AppStorage("minutesToFallAsleep") private var minutesToFallAsleep = 15

    @State private var alertTitle = ""
    @State private var alertMessage = ""
    @State private var showingAlert = false

    static var defaultWakeTime: Date {
        Calendar.current.date(bySettingHour: 7, minute: 0, second: 0, of: .now) ?? .now
    }

    private var wakeUp: Binding<Date> {
        Binding(
            get: { Date(timeIntervalSinceReferenceDate: wakeUpTime) },
            set: { wakeUpTime = $0.timeIntervalSinceReferenceDate }
        )
    }

    private var bedtime: Date {
        let totalSleep = sleepAmount * 3600 + Double(minutesToFallAsleep) * 60
        return wakeUp.wrappedValue.addingTimeInterval(-totalSleep)
    }

    private var timeInBed: String {
        let totalMinutes = Int(sleepAmount * 60) + minutesToFallAsleep
        return "\(totalMinutes / 60)h \(totalMinutes % 60)m"
    }

    private var sleepCycles: Int {
        Int(sleepAmount * 60) / 90
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("When do you want to wake up?") {
                    DatePicker("Wake-up time", selection: wakeUp, displayedComponents: .hourAndMinute)
                        .labelsHidden()
                        .frame(maxWidth: .infinity)
                }

                Section("Desired amount of sleep") {
                    Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
                }

                Section {
                    Stepper("^[\(minutesToFallAsleep) minute](inflect: true)", value: $minutesToFallAsleep, in: 0...60, step: 5)
                } header: {
                    Text("Time to fall asleep")
                } footer: {
                    Text("Most people take 10–20 minutes to drift off.")
                }

                Section("Summary") {
                    LabeledContent("Time in bed", value: timeInBed)
                    LabeledContent("Sleep cycles", value: sleepCycles, format: .number)
                }

                Section {
                    Button("Restore Defaults") {
                        wakeUpTime = ContentView.defaultWakeTime.timeIntervalSinceReferenceDate
                        sleepAmount = 8
                        minutesToFallAsleep = 15
                    }
                }
            }
            .navigationTitle("Bedtime")
            .toolbar {
                Button("Calculate", systemImage: "bed.double.fill", action: calculateBedtime)
            }
            .alert(alertTitle, isPresented: $showingAlert) {
                Button("OK") { }
            } message: {
                Text(alertMessage)
            }
        }
    }

    func calculateBedtime() {
        alertTitle = "Your ideal bedtime is…"
        alertMessage = bedtime.formatted(date: .omitted, time: .shortened)
        showingAlert = true
    }
}

#Preview {
    ContentView()
}
