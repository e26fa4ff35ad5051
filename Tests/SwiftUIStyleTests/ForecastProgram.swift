// A program that loads in the background, written as for SwiftUI: `.task(id:)` reloading when
// the city changes, `.refreshable`, a ticker whose task ends when it is hidden, a
// `TimelineView`, and settings in `@AppStorage` (a String enum, a Double, a Date).
import CursesUI

enum Units: String, CaseIterable {
    case metric, imperial
}

struct Forecast: Equatable {
    let city: String
    let high: Int
}

struct OfflineError: Error, CustomStringConvertible {
    var description: String { "offline" }
}

@MainActor @Observable
final class ForecastService {
    var isOffline = false
    var loads = 0
    var tickerStarted = false
    var tickerEnded = false

    func forecast(for city: String) async throws -> Forecast {
        loads += 1
        try await Task.sleep(for: .milliseconds(40))
        if isOffline { throw OfflineError() }
        return Forecast(city: city, high: city.count * 3)
    }
}

enum LoadState: Equatable {
    case loading
    case loaded(Forecast)
    case failed(String)
}

struct ForecastScreen: View {
    let service: ForecastService
    let timelineStart: Date
    @State private var city = "Oslo"
    @State private var state = LoadState.loading
    @State private var showsTicker = true
    @AppStorage("units") private var units = Units.metric
    @AppStorage("threshold") private var threshold = 20.5
    @AppStorage("lastRefresh") private var lastRefresh = Date(timeIntervalSinceReferenceDate: 0)

    var body: some View {
        VStack(alignment: .leading) {
            switch state {
            case .loading:
                Text("Loading forecast…")
            case .loaded(let forecast):
                Text("\(forecast.city): high \(units == .metric ? forecast.high : forecast.high * 9 / 5 + 32)")
            case .failed(let message):
                Text("No forecast: \(message)")
            }
            Button("Tokyo") { city = "Tokyo" }
            Button("Imperial") { units = .imperial }
            Stepper("Threshold \(threshold)", value: $threshold, step: 0.5)
            Toggle("Ticker", isOn: $showsTicker)
            if showsTicker { Ticker(service: service) }
            Text(lastRefresh.timeIntervalSinceReferenceDate == 0 ? "Never refreshed" : "Refreshed")
            TimelineView(.periodic(from: timelineStart, by: 0.05)) { context in
                Text("Tick \(Int((context.date.timeIntervalSince(timelineStart) / 0.05).rounded()))")
            }
        }
        .task(id: city) { await load() }
        .refreshable {
            await load()
            lastRefresh = .now
        }
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await service.forecast(for: city))
        } catch is CancellationError {
            return
        } catch {
            state = .failed("\(error)")
        }
    }
}

/// Waits for a minute that never comes; its task learns when the view goes.
struct Ticker: View {
    let service: ForecastService

    var body: some View {
        Text("Ticker running")
            .task {
                service.tickerStarted = true
                do {
                    try await Task.sleep(for: .seconds(600))
                } catch {
                    service.tickerEnded = true
                }
            }
    }
}
