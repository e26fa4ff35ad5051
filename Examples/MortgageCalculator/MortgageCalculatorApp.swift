import CursesUI

enum LoanTerm: Int, CaseIterable, Identifiable {
    case fifteen = 15
    case twenty = 20
    case thirty = 30

    var id: Int { rawValue }
    var label: String { "\(rawValue) years" }
}

enum PaymentFrequency: String, CaseIterable, Identifiable {
    case monthly = "Monthly"
    case biweekly = "Biweekly"

    var id: String { rawValue }
    var paymentsPerYear: Double { self == .monthly ? 12 : 26 }
}

@Observable
final class Mortgage {
    var homePrice: Double = 450_000
    var downPayment: Double = 90_000
    var interestRate: Double = 6.5
    var term: LoanTerm = .thirty
    var frequency: PaymentFrequency = .monthly
    var includesTaxes = true
    var annualPropertyTax: Double = 5_400
    var annualInsurance: Double = 1_500

    var loanAmount: Double { max(homePrice - downPayment, 0) }

    var downPaymentPercent: Double {
        homePrice > 0 ? downPayment / homePrice : 0
    }

    var numberOfPayments: Double { Double(term.rawValue) * frequency.paymentsPerYear }

    var principalAndInterest: Double {
        let periodicRate = interestRate / 100 / frequency.paymentsPerYear
        guard periodicRate > 0 else { return loanAmount / numberOfPayments }
        let growth = pow(1 + periodicRate, numberOfPayments)
        return loanAmount * periodicRate * growth / (growth - 1)
    }

    var escrow: Double {
        includesTaxes ? (annualPropertyTax + annualInsurance) / frequency.paymentsPerYear : 0
    }

    var payment: Double { principalAndInterest + escrow }

    var totalInterest: Double { principalAndInterest * numberOfPayments - loanAmount }
}

@main
struct MortgageCalculatorApp: App {
    var body: some Scene {
        WindowGroup {
            CalculatorView()
        }
    }
}

struct CalculatorView: View {
    @State private var mortgage = Mortgage()
    private let currency = FloatingPointFormatStyle<Double>.Currency(code: "USD").precision(.fractionLength(0))

    var body: some View {
        NavigationStack {
            Form {
                LoanSection(mortgage: mortgage, currency: currency)

                Section("Taxes & Insurance") {
                    Toggle("Include in payment", isOn: $mortgage.includesTaxes)
                    if mortgage.includesTaxes {
                        LabeledContent("Property tax / yr") {
                            TextField("Tax", value: $mortgage.annualPropertyTax, format: currency)
                                .multilineTextAlignment(.trailing)
                                .keyboardType(.decimalPad)
                        }
                        LabeledContent("Insurance / yr") {
                            TextField("Insurance", value: $mortgage.annualInsurance, format: currency)
                                .multilineTextAlignment(.trailing)
                                .keyboardType(.decimalPad)
                        }
                    }
                }

                Section {
                    LabeledContent("Loan amount", value: mortgage.loanAmount, format: currency)
                    LabeledContent("Principal & interest") {
                        Text(mortgage.principalAndInterest, format: .currency(code: "USD"))
                    }
                    if mortgage.includesTaxes {
                        LabeledContent("Escrow") {
                            Text(mortgage.escrow, format: .currency(code: "USD"))
                        }
                    }
                    LabeledContent("Total interest", value: mortgage.totalInterest, format: currency)
                } header: {
                    Text("Breakdown")
                } footer: {
                    Text("\(Int(mortgage.numberOfPayments)) payments over \(mortgage.term.label).")
                }

                Section {
                    HStack {
                        Text("\(mortgage.frequency.rawValue) payment")
                            .font(.headline)
                        Spacer()
                        Text(mortgage.payment, format: .currency(code: "USD"))
                            .font(.title2.bold())
                            .foregroundStyle(.tint)
                    }
                }
            }
            .navigationTitle("Mortgage")
            .scrollDismissesKeyboard(.interactively)
        }
    }
}

struct LoanSection: View {
    @Bindable var mortgage: Mortgage
    let currency: FloatingPointFormatStyle<Double>.Currency

    var body: some View {
        Section("Loan") {
            LabeledContent("Home price") {
                TextField("Price", value: $mortgage.homePrice, format: currency)
                    .multilineTextAlignment(.trailing)
                    .keyboardType(.decimalPad)
            }
            LabeledContent("Down payment") {
                TextField("Down payment", value: $mortgage.downPayment, format: currency)
                    .multilineTextAlignment(.trailing)
                    .keyboardType(.decimalPad)
            }
            Text("\(mortgage.downPaymentPercent.formatted(.percent.precision(.fractionLength(0)))) down")
                .font(.caption)
                .foregroundStyle(mortgage.downPaymentPercent < 0.2 ? .orange : .secondary)

            VStack(alignment: .leading) {
                Text("Interest rate: \(mortgage.interestRate, specifier: "%.2f")%")
                Slider(value: $mortgage.interestRate, in: 2...12, step: 0.125) {
                    Text("Interest rate")
                } minimumValueLabel: {
                    Text("2%")
                } maximumValueLabel: {
                    Text("12%")
                }
            }

            Picker("Term", selection: $mortgage.term) {
                ForEach(LoanTerm.allCases) { term in
                    Text(term.label).tag(term)
                }
            }

            Picker("Payments", selection: $mortgage.frequency) {
                ForEach(PaymentFrequency.allCases) { frequency in
                    Text(frequency.rawValue).tag(frequency)
                }
            }
            .pickerStyle(.segmented)
        }
    }
}
