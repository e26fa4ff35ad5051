import CursesUICore

extension View {
    /// Shows `form` while `isPresented`, in a sheet the size of its fields under `title`: how
    /// every prompt of the app (deposit, withdraw, adjust balance) opens.
    func promptSheet<Form: View>(isPresented: Binding<Bool>, title: String, @ViewBuilder form: @escaping () -> Form) -> some View {
        sheet(isPresented: isPresented) {
            NavigationStack {
                VStack(alignment: .leading) { form() }.navigationTitle(title)
            }
            .presentationSizing(.fitted)
        }
    }
}
