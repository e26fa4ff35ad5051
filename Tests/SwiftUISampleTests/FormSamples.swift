// swift-format-ignore-file
// (the samples stay exactly as SwiftUI articles print them)
// A slider, a reusable form field and a validated field, as SwiftUI articles print them;
// `import SwiftUI` became `import CursesUI`,
// and `import Foundation` is added for `trimmingCharacters(in: .whitespaces)`: SwiftUI brings
// all of Foundation, CursesUI only FoundationEssentials (see Sources/CursesUI/Exports.swift).
import CursesUI
import Foundation

struct SliderContainer: View {
    @State private var value: Double = 0.5

    var body: some View {
        VStack {
            Text("Value: \(value)")
            SliderView(value: $value)
        }
    }
}

struct SliderView: View {
    @Binding var value: Double

    var body: some View {
        Slider(value: $value, in: 0...1)
    }
}

struct FormField: View {
    let title: String
    @Binding var text: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.caption)
            TextField("Enter \(title.lowercased())", text: $text)
                .textFieldStyle(.roundedBorder)
        }
    }
}

struct ValidatedField: View {
    @State private var email: String = ""

    var emailBinding: Binding<String> {
        .init(
            get: { email },
            set: { email = $0.lowercased().trimmingCharacters(in: .whitespaces) }
        )
    }

    var body: some View {
        TextField("Email", text: emailBinding)
    }
}
