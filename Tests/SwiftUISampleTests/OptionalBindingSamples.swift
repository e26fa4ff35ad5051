// swift-format-ignore-file
// (the samples stay exactly as SwiftUI articles print them)
// Binding a text field to an optional, as SwiftUI articles print it, pasted unchanged but for
// `import SwiftUI`, which became `import CursesUI`.
// The three working `BindingOptional` variants are wrapped in enums so they can share a file.
import CursesUI

enum RelayVariant {
    struct BindingOptional: View {
        @State var userName: String? = nil
        @State var userNameTemp: String = "none"

        var body: some View {
            TextField("UserName", text: $userNameTemp)
                .onChange(of: userNameTemp) {
                    self.userName = userNameTemp
                }
        }
    }
}

enum CustomBindingVariant {
    struct BindingOptional: View {
        @State var userName: String? = nil
       
        private var userNameTemp: Binding<String> {
            Binding(get: {
                "none"
            }, set: { newValue in
                self.userName = newValue
            })
        }

        var body: some View {
            TextField("UserName", text: userNameTemp)
        }
    }
}

extension Binding {
    func defaultValue<T>(_ value: T) -> Binding<T> where Value == Optional<T> {
        Binding<T> {
            wrappedValue ?? value
        } set: {
            wrappedValue = $0
        }
    }
}

extension Binding where Value == Optional<String> {
    public var orEmpty: Binding<String> {
        Binding<String> {
            wrappedValue ?? ""
        } set: {
            wrappedValue = $0
        }
    }
}

extension Binding {
    static func ?? <T>(optional: Self, defaultValue: T) -> Binding<T> where Value == Optional<T> {
        Binding<T>(
            get: { optional.wrappedValue ?? defaultValue },
            set: { optional.wrappedValue = $0 }
        )
    }
}

enum DefaultValueVariant {
    struct BindingOptional: View {
        @State var userName: String? = nil

        var body: some View {
            TextField("UserName", text: $userName.defaultValue("none"))
        }
    }
}

enum OrEmptyVariant {
    struct BindingOptional: View {
        @State var userName: String? = nil

        var body: some View {
            TextField("UserName", text: $userName.orEmpty)
        }
    }
}

enum OperatorVariant {
    struct BindingOptional: View {
        @State var userName: String? = nil

        var body: some View {
            TextField("UserName", text: $userName ?? "none")
        }
    }
}
