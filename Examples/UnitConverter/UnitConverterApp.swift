import CursesUI

@main
struct UnitConverterApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

enum LengthUnit: String, CaseIterable, Identifiable {
    case millimeters, centimeters, meters, kilometers, inches, feet, yards, miles

    var id: Self { self }

    var title: String {
        rawValue.capitalized
    }

    var symbol: String {
        unit.symbol
    }

    var unit: UnitLength {
        switch self {
        case .millimeters: .millimeters
        case .centimeters: .centimeters
        case .meters: .meters
        case .kilometers: .kilometers
        case .inches: .inches
        case .feet: .feet
        case .yards: .yards
        case .miles: .miles
        }
    }
}

struct ContentView: View {
    @State private var inputValue = 1.0
    @State private var inputUnit = LengthUnit.kilometers
    @State private var outputUnit = LengthUnit.miles
    @State private var decimalPlaces = 2
    @FocusState private var inputIsFocused: Bool

    private var inputMeasurement: Measurement<UnitLength> {
        Measurement(value: inputValue, unit: inputUnit.unit)
    }

    private var result: Double {
        inputMeasurement.converted(to: outputUnit.unit).value
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Value", value: $inputValue, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($inputIsFocused)

                    Picker("From", selection: $inputUnit) {
                        ForEach(LengthUnit.allCases) { unit in
                            Text(unit.title)
                        }
                    }
                } header: {
                    Text("Convert")
                }

                Section("To") {
                    Picker("To", selection: $outputUnit) {
                        ForEach(LengthUnit.allCases) { unit in
                            Text(unit.symbol)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section {
                    HStack(alignment: .firstTextBaseline) {
                        Text(result, format: .number.precision(.fractionLength(decimalPlaces)))
                            .font(.largeTitle.bold())
                            .contentTransition(.numericText())
                        Text(outputUnit.title.lowercased())
                            .font(.title3)
                            .foregroundStyle(.secondary)
                    }
                    .animation(.snappy, value: result)

                    Stepper("Decimal places: \(decimalPlaces)", value: $decimalPlaces, in: 0...6)
                } header: {
                    Text("Result")
                } footer: {
                    Text("\(inputValue.formatted()) \(inputUnit.title.lowercased()) is \(result.formatted(.number.precision(.fractionLength(decimalPlaces)))) \(outputUnit.title.lowercased()).")
                }

                Section {
                    ForEach(LengthUnit.allCases.filter { $0 != inputUnit }) { unit in
                        LabeledContent(unit.title) {
                            Text(inputMeasurement.converted(to: unit.unit).value, format: .number.precision(.significantDigits(1...6)))
                                .monospacedDigit()
                        }
                    }
                } header: {
                    Text("All units")
                } footer: {
                    Text("Conversions use Foundation's `Measurement` and `UnitLength` types.")
                }
            }
            .navigationTitle("Length Converter")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Swap Units", systemImage: "arrow.up.arrow.down") {
                        withAnimation {
                            let oldInput = inputUnit
                            inputUnit = outputUnit
                            outputUnit = oldInput
                        }
                    }
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        inputIsFocused = false
                    }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
