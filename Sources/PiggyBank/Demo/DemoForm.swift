import CursesUICore

/// The fixed showcase and benchmark form: the same content and keys as the reference
/// programs it is measured against (README, Performance). It touches no storage.
public struct DemoForm: View {
    @Bindable var model: DemoModel
    @Environment(\.exit) private var exit

    public init(model: DemoModel) { self.model = model }

    public var body: some View {
        VStack(alignment: .leading) {
            Text("Create piggy bank").bold()
            Text("")
            HStack(alignment: .top) {
                Text("Name         ")
                TextField("up to 30 characters", text: $model.name)
                    .characterLimit(30)
                    .frame(width: 32, alignment: .topLeading)
            }
            HStack(alignment: .top) {
                Text("Target amount")
                TextField("0.00", text: $model.amount)
                    .keyboardType(.decimal(fractionDigits: 2))
                    .frame(width: 16, alignment: .topLeading)
            }
            Text("")
            Text("Icon")
            GridPicker(DemoModel.icons, selection: $model.icon, columns: 4) { $0 }
            Spacer()
            Text("Tab/Shift-Tab move · arrows pick · Enter choose · Esc quit").dim()
            DemoEchoLine(model: model)
        }
        .onKeyPress(.escape) {
            exit()
            return .handled
        }
    }
}
