import CursesUICore

/// "Remind me at HH:MM" on Settings: a toggle, the time when on, a message while the time is
/// not HH:MM, and the crontab line that runs `piggybank remind` then. Only a valid time is
/// stored; turning it off removes it.
struct ReminderField: View {
    @AppStorage(SettingKey.remind) private var remindAt = ""
    /// What is typed while it is not (yet) a stored time; nil shows the stored one.
    @State private var typed: String?
    @Environment(\.strings) private var strings

    var body: some View {
        HStack(alignment: .top) {
            Toggle(strings["settings.remindAt"], isOn: isOn)
            if isOn.wrappedValue {
                TextField("HH:MM", text: text).characterLimit(5).frame(width: 6, alignment: .topLeading)
            }
        }
        if let typed, !typed.isEmpty, ReminderTime(typed) == nil {
            Text(strings["settings.remindAt.invalid"]).foregroundColor(.red)
        } else if let time = ReminderTime(remindAt) {
            Text(strings("settings.remindAt.cron", "\(time.minute) \(time.hour) * * * piggybank remind")).dim()
        }
    }

    private var isOn: Binding<Bool> {
        Binding(
            get: { !remindAt.isEmpty || typed != nil },
            set: { on in
                typed = on ? "" : nil
                if !on { remindAt = "" }
            })
    }

    private var text: Binding<String> {
        Binding(
            get: { typed ?? remindAt },
            set: { value in
                typed = value
                if ReminderTime(value) != nil { remindAt = value }
            })
    }
}
