import CursesUI

struct Currency: Identifiable, Hashable {
    let code: String
    let name: String
    let flag: String

    var id: String { code }

    static let all: [Currency] = [
        Currency(code: "USD", name: "US Dollar", flag: "🇺🇸"),
        Currency(code: "EUR", name: "Euro", flag: "🇪🇺"),
        Currency(code: "GBP", name: "British Pound", flag: "🇬🇧"),
        Currency(code: "JPY", name: "Japanese Yen", flag: "🇯🇵"),
        Currency(code: "CHF", name: "Swiss Franc", flag: "🇨🇭"),
        Currency(code: "CAD", name: "Canadian Dollar", flag: "🇨🇦"),
    ]
}

struct Conversion: Identifiable {
    let id = UUID()
    let amount: Double
    let from: String
    let result: Double
    let to: String
}

enum RateError: LocalizedError {
    case offline

    var errorDescription: String? {
        "The rate service could not be reached. Check your connection and try again."
    }
}

/// A pretend network service: rates against the US dollar, after a short delay.
actor RateService {
    private let usdRates: [String: Double] = [
        "USD": 1, "EUR": 0.92, "GBP": 0.79, "JPY": 149.5, "CHF": 0.88, "CAD": 1.36,
    ]

    func rate(from: String, to: String, offline: Bool) async throws -> Double {
        try await Task.sleep(for: .milliseconds(700))
        guard !offline, let base = usdRates[from], let quote = usdRates[to] else {
            throw RateError.offline
        }
        return quote / base
    }
}

@MainActor
final class ExchangeViewModel: ObservableObject {
    @Published var amount = 100.0
    @Published var from = Currency.all[0]
    @Published var to = Currency.all[1]
    @Published var simulateOffline = false
    @Published var errorMessage: String?
    @Published var recent: [Conversion] = []
    @Published private(set) var rate: Double?
    @Published private(set) var isLoading = false
    @Published private(set) var lastUpdated: Date?

    private let service = RateService()

    var pair: String { "\(from.code)/\(to.code)" }
    var converted: Double? { rate.map { amount * $0 } }

    func loadRate() async {
        isLoading = true
        defer { isLoading = false }
        do {
            rate = try await service.rate(from: from.code, to: to.code, offline: simulateOffline)
            lastUpdated = .now
        } catch is CancellationError {
            return
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func swapCurrencies() {
        (from, to) = (to, from)
        rate = rate.map { 1 / $0 }
    }

    func save() {
        guard let converted else { return }
        recent.insert(Conversion(amount: amount, from: from.code, result: converted, to: to.code), at: 0)
        if recent.count > 5 { recent.removeLast() }
    }
}

@main
struct CurrencyExchangeApp: App {
    var body: some Scene {
        WindowGroup {
            ConverterView()
        }
    }
}

struct ConverterView: View {
    @StateObject private var model = ExchangeViewModel()
    @FocusState private var amountFocused: Bool

    private var showingError: Binding<Bool> {
        Binding(
            get: { model.errorMessage != nil },
            set: { if !$0 { model.errorMessage = nil } }
        )
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Amount") {
                    TextField("Amount", value: $model.amount, format: .currency(code: model.from.code))
                        .keyboardType(.decimalPad)
                        .focused($amountFocused)
                        .font(.title2.weight(.semibold))
                }

                Section {
                    CurrencyPicker(title: "From", selection: $model.from)
                    HStack {
                        Spacer()
                        Button {
                            withAnimation(.spring(duration: 0.3)) { model.swapCurrencies() }
                        } label: {
                            Image(systemName: "arrow.up.arrow.down.circle.fill")
                                .font(.title)
                        }
                        .buttonStyle(.borderless)
                        .accessibilityLabel("Swap currencies")
                        Spacer()
                    }
                    CurrencyPicker(title: "To", selection: $model.to)
                }

                Section("Result") {
                    if let converted = model.converted, let rate = model.rate {
                        ResultView(converted: converted, rate: rate, from: model.from, to: model.to)
                            .opacity(model.isLoading ? 0.4 : 1)
                        if let lastUpdated = model.lastUpdated {
                            LabeledContent("Updated", value: lastUpdated.formatted(date: .omitted, time: .shortened))
                        }
                        Button("Save Conversion", systemImage: "bookmark") { model.save() }
                    } else if model.isLoading {
                        HStack(spacing: 12) {
                            ProgressView()
                            Text("Fetching rate…")
                                .foregroundStyle(.secondary)
                        }
                    } else {
                        Text("No rate available")
                            .foregroundStyle(.secondary)
                    }
                }

                if !model.recent.isEmpty {
                    Section("Recent") {
                        ForEach(model.recent) { conversion in
                            HStack {
                                Text(conversion.amount, format: .currency(code: conversion.from))
                                Image(systemName: "arrow.right")
                                    .foregroundStyle(.secondary)
                                Spacer()
                                Text(conversion.result, format: .currency(code: conversion.to))
                                    .bold()
                            }
                        }
                        .onDelete { model.recent.remove(atOffsets: $0) }
                    }
                }
            }
            .navigationTitle("Exchange")
            .task(id: model.pair) {
                await model.loadRate()
            }
            .refreshable {
                await model.loadRate()
            }
            .alert("Couldn’t Update Rate", isPresented: showingError) {
                Button("Retry") {
                    Task { await model.loadRate() }
                }
                Button("OK", role: .cancel) {}
            } message: {
                Text(model.errorMessage ?? "")
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Toggle(isOn: $model.simulateOffline) {
                        Label("Offline", systemImage: "wifi.slash")
                    }
                    .toggleStyle(.button)
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { amountFocused = false }
                }
            }
        }
    }
}

struct CurrencyPicker: View {
    let title: String
    @Binding var selection: Currency

    var body: some View {
        Picker(title, selection: $selection) {
            ForEach(Currency.all) { currency in
                Text("\(currency.flag) \(currency.code) – \(currency.name)")
                    .tag(currency)
            }
        }
        .pickerStyle(.navigationLink)
    }
}

struct ResultView: View {
    let converted: Double
    let rate: Double
    let from: Currency
    let to: Currency

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(converted, format: .currency(code: to.code))
                .font(.largeTitle.bold())
                .contentTransition(.numericText())
                .monospacedDigit()
            Text("1 \(from.code) = \(rate, format: .number.precision(.fractionLength(4))) \(to.code)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }
}
