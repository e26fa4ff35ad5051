import CursesUI

/// A yes/no question over the screen; Esc answers no.
public struct ConfirmDialog<Base: View>: View {
    let base: Base
    @Binding var isPresented: Bool
    let title: String
    let message: String
    let confirmTitle: String
    let cancelTitle: String
    let onConfirm: @MainActor () -> Void

    public var body: some View {
        base.dialog(isPresented: $isPresented, title: title) {
            Text(message)
            Text("")
            HStack {
                Button(confirmTitle) {
                    isPresented = false
                    onConfirm()
                }
                Button(cancelTitle) { isPresented = false }
            }
        }
    }
}

extension View {
    /// Asks `message` in a dialog while `isPresented`; `onConfirm` runs on the first button.
    public func confirmDialog(
        isPresented: Binding<Bool>, title: String, message: String, confirmTitle: String, cancelTitle: String,
        onConfirm: @escaping @MainActor () -> Void
    ) -> ConfirmDialog<Self> {
        ConfirmDialog(
            base: self, isPresented: isPresented, title: title, message: message, confirmTitle: confirmTitle,
            cancelTitle: cancelTitle, onConfirm: onConfirm)
    }
}
