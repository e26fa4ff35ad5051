import CursesUI

@main
struct TipSplitterApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @State private var roundUp = false
    @FocusState private var amountIsFocused: Bool

    private let tipPercentages = [10, 15, 20, 25, 0]

    private var currencyCode: String {
        Locale.current.currency?.identifier ?? "USD"
    }

    private var tipValue: Double {
        checkAmount / 100 * Double(tipPercentage)
    }

    private var grandTotal: Double {
        checkAmount + tipValue
    }

    private var totalPerPerson: Double {
        let amount = grandTotal / Double(numberOfPeople)
        return roundUp ? amount.rounded(.up) : amount
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: currencyCode))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<21, id: \.self) { count in
                            Text("\(count) people")
                        }
                    }
                    .pickerStyle(.navigationLink)
                } header: {
                    Text("Check")
                }

                Section("How much do you want to tip?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) { percentage in
                            Text(percentage, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)

                    Toggle("Round up each share", isOn: $roundUp)
                }

                Section("Totals") {
                    LabeledContent("Tip") {
                        Text(tipValue, format: .currency(code: currencyCode))
                    }

                    LabeledContent("Grand total") {
                        Text(grandTotal, format: .currency(code: currencyCode))
                            .foregroundStyle(tipPercentage == 0 ? Color.red : Color.primary)
                    }
                }

                Section {
                    Text(totalPerPerson, format: .currency(code: currencyCode))
                        .font(.largeTitle.weight(.semibold))
                        .frame(maxWidth: .infinity, alignment: .center)
                        .contentTransition(.numericText())
                        .animation(.default, value: totalPerPerson)
                } header: {
                    Text("Amount per person")
                } footer: {
                    if tipPercentage == 0 {
                        Text("You're not leaving a tip.")
                    } else {
                        Text("Includes a tip of \(tipValue, format: .currency(code: currencyCode)), split between \(numberOfPeople) people.")
                    }
                }

                Section {
                    Button("Reset", role: .destructive) {
                        checkAmount = 0
                        numberOfPeople = 2
                        tipPercentage = 20
                        roundUp = false
                        amountIsFocused = false
                    }
                }
            }
            .navigationTitle("TipSplitter")
            .scrollDismissesKeyboard(.interactively)
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
