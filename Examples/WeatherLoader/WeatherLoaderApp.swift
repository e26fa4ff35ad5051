import CursesUI

@main
struct WeatherLoaderApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

enum LoadState {
    case loading
    case loaded([DailyForecast])
    case failed(String)
}

struct ContentView: View {
    @State private var state = LoadState.loading
    @State private var city = City.london
    @State private var lastUpdated: Date?
    @State private var simulateFailure = false

    private let service = WeatherService()

    var body: some View {
        NavigationStack {
            content
                .navigationTitle(city.rawValue)
                .toolbar {
                    Menu {
                        Picker("City", selection: $city) {
                            ForEach(City.allCases) { city in
                                Text(city.rawValue)
                            }
                        }
                        Toggle("Simulate Offline", isOn: $simulateFailure)
                    } label: {
                        Label("Options", systemImage: "ellipsis.circle")
                    }
                }
        }
        .task(id: city) {
            await loadForecast()
        }
    }

    @ViewBuilder
    private var content: some View {
        switch state {
        case .loading:
            ProgressView("Loading forecast…")
                .controlSize(.large)
                .frame(maxWidth: .infinity, maxHeight: .infinity)

        case .loaded(let forecast):
            List {
                Section {
                    ForEach(forecast) { day in
                        ForecastRow(day: day)
                    }
                } header: {
                    Text("7-Day Forecast")
                } footer: {
                    if let lastUpdated {
                        Text("Updated \(lastUpdated, style: .time). Pull down to refresh.")
                    }
                }
            }
            .refreshable {
                await loadForecast(showsLoading: false)
            }

        case .failed(let message):
            ContentUnavailableView {
                Label("No Forecast", systemImage: "icloud.slash")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") {
                    Task {
                        await loadForecast()
                    }
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }

    private func loadForecast(showsLoading: Bool = true) async {
        if showsLoading {
            state = .loading
        }

        do {
            let forecast = try await service.forecast(for: city, simulateFailure: simulateFailure)
            withAnimation {
                state = .loaded(forecast)
            }
            lastUpdated = .now
        } catch is CancellationError {
            // The city changed or the view went away; a newer load takes over.
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}

struct ForecastRow: View {
    let day: DailyForecast

    private var isToday: Bool {
        Calendar.current.isDateInToday(day.date)
    }

    var body: some View {
        HStack(spacing: 12) {
            Text(isToday ? "Today" : day.date.formatted(.dateTime.weekday(.abbreviated)))
                .fontWeight(isToday ? .semibold : .regular)
                .frame(width: 64, alignment: .leading)

            Image(systemName: day.condition.symbolName)
                .symbolRenderingMode(.multicolor)
                .font(.title2)
                .frame(width: 36)
                .accessibilityLabel(day.condition.description)

            if day.chanceOfRain >= 0.4 {
                Text(day.chanceOfRain, format: .percent)
                    .font(.caption.bold())
                    .foregroundStyle(.cyan)
            }

            Spacer()

            Text(day.low, format: .measurement(width: .narrow, usage: .weather, numberFormatStyle: .number.precision(.fractionLength(0))))
                .foregroundStyle(.secondary)
            Text(day.high, format: .measurement(width: .narrow, usage: .weather, numberFormatStyle: .number.precision(.fractionLength(0))))
                .bold()
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    ContentView()
}
