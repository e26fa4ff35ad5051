import CursesUICore

/// The bottom row of the demo, `name=… amount=… icon=…`, updated live.
///
/// Its own view so that typing re-evaluates only this line and the field, not the form.
struct DemoEchoLine: View {
    let model: DemoModel

    var body: some View {
        Text("name=\(model.name) amount=\(model.amount) icon=\(model.icon ?? "none")")
    }
}
