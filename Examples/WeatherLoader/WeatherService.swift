import Foundation

enum City: String, CaseIterable, Identifiable {
    case london = "London"
    case tokyo = "Tokyo"
    case sydney = "Sydney"
    case reykjavik = "Reykjavík"

    var id: Self { self }

    var averageTemperature: Double {
        switch self {
        case .london: 14
        case .tokyo: 19
        case .sydney: 23
        case .reykjavik: 3
        }
    }
}

enum Condition: CaseIterable {
    case sunny, partlyCloudy, cloudy, rainy, stormy, snowy

    var symbolName: String {
        switch self {
        case .sunny: "sun.max.fill"
        case .partlyCloudy: "cloud.sun.fill"
        case .cloudy: "cloud.fill"
        case .rainy: "cloud.rain.fill"
        case .stormy: "cloud.bolt.rain.fill"
        case .snowy: "cloud.snow.fill"
        }
    }

    var description: String {
        switch self {
        case .sunny: "Sunny"
        case .partlyCloudy: "Partly Cloudy"
        case .cloudy: "Cloudy"
        case .rainy: "Rain"
        case .stormy: "Thunderstorms"
        case .snowy: "Snow"
        }
    }
}

struct DailyForecast: Identifiable {
    let id = UUID()
    let date: Date
    let condition: Condition
    let high: Measurement<UnitTemperature>
    let low: Measurement<UnitTemperature>
    let chanceOfRain: Double
}

enum WeatherError: LocalizedError {
    case offline

    var errorDescription: String? {
        "The weather service couldn't be reached. Check your connection and try again."
    }
}

/// Pretends to be a network service: it waits a moment, then returns made-up data.
struct WeatherService {
    func forecast(for city: City, simulateFailure: Bool = false) async throws -> [DailyForecast] {
        try await Task.sleep(for: .seconds(1.5))

        if simulateFailure {
            throw WeatherError.offline
        }

        let today = Calendar.current.startOfDay(for: .now)
        let cityIndex = City.allCases.firstIndex(of: city) ?? 0

        return (0..<7).map { offset in
            let date = Calendar.current.date(byAdding: .day, value: offset, to: today) ?? today
            let wobble = Double((offset * 5 + cityIndex * 3) % 7) - 3
            let high = city.averageTemperature + wobble + 4
            var condition = Condition.allCases[(offset + cityIndex * 2) % Condition.allCases.count]
            if condition == .snowy && high > 10 {
                condition = .cloudy
            }
            let rain: Double = switch condition {
            case .rainy, .stormy: 0.8
            case .cloudy, .snowy: 0.4
            default: 0.1
            }

            return DailyForecast(
                date: date,
                condition: condition,
                high: Measurement(value: high, unit: .celsius),
                low: Measurement(value: high - 7, unit: .celsius),
                chanceOfRain: rain
            )
        }
    }
}
