import Charts
import CursesUI

struct Reading: Identifiable {
    let id = UUID()
    let month: Int
    let value: Double
}

struct CitySeries: Identifiable {
    let city: String
    let readings: [Reading]

    var id: String { city }
}

struct CategorySpend: Identifiable {
    let category: String
    let amount: Double

    var id: String { category }
}

enum SampleData {
    static let temperatures: [CitySeries] = [
        CitySeries(
            city: "Lisbon",
            readings: [15, 16, 18, 20, 23, 27, 28, 28, 26, 22, 18, 15].enumerated().map {
                Reading(month: $0.offset + 1, value: $0.element)
            }),
        CitySeries(
            city: "Oslo",
            readings: [-2, -1, 3, 9, 15, 19, 21, 20, 15, 9, 4, 0].enumerated().map {
                Reading(month: $0.offset + 1, value: $0.element)
            }),
    ]

    static let rainfall: [Reading] = [96, 84, 62, 70, 48, 18, 5, 6, 33, 92, 120, 128]
        .enumerated().map { Reading(month: $0.offset + 1, value: $0.element) }

    static let spending: [CategorySpend] = [
        CategorySpend(category: "Rent", amount: 1_200),
        CategorySpend(category: "Food", amount: 450),
        CategorySpend(category: "Transport", amount: 180),
        CategorySpend(category: "Fun", amount: 220),
        CategorySpend(category: "Savings", amount: 350),
    ]
}

struct TemperatureChart: View {
    var body: some View {
        Chart {
            ForEach(SampleData.temperatures) { series in
                ForEach(series.readings) { reading in
                    LineMark(
                        x: .value("Month", reading.month),
                        y: .value("Temperature", reading.value)
                    )
                    .interpolationMethod(.catmullRom)
                    .lineStyle(StrokeStyle(lineWidth: 2))

                    PointMark(
                        x: .value("Month", reading.month),
                        y: .value("Temperature", reading.value)
                    )
                }
                .foregroundStyle(by: .value("City", series.city))
                .symbol(by: .value("City", series.city))
            }
        }
        .chartXScale(domain: 1...12)
        .chartXAxis {
            AxisMarks(values: [1, 4, 7, 10, 12])
        }
        .chartYAxisLabel("°C")
        .frame(height: 200)
    }
}

struct RainfallChart: View {
    var body: some View {
        Chart(SampleData.rainfall) { reading in
            AreaMark(
                x: .value("Month", reading.month),
                y: .value("Rain", reading.value)
            )
            .foregroundStyle(.teal.opacity(0.6))
            .interpolationMethod(.monotone)
        }
        .chartYAxis {
            AxisMarks(position: .leading) { value in
                AxisGridLine()
                AxisValueLabel()
            }
        }
        .frame(height: 150)
    }
}

struct SpendingDonut: View {
    var body: some View {
        Chart(SampleData.spending) { item in
            SectorMark(
                angle: .value("Amount", item.amount),
                innerRadius: .ratio(0.6),
                angularInset: 1.5
            )
            .cornerRadius(4)
            .foregroundStyle(by: .value("Category", item.category))
        }
        .chartLegend(position: .bottom)
        .frame(height: 200)
    }
}

struct SpendingBars: View {
    var body: some View {
        Chart(SampleData.spending) { item in
            BarMark(
                x: .value("Amount", item.amount),
                y: .value("Category", item.category)
            )
            .foregroundStyle(.indigo)
            .annotation(position: .trailing) {
                Text(item.amount, format: .currency(code: "EUR"))
                    .font(.caption)
            }
        }
        .chartXAxis(.hidden)
        .frame(height: 160)
    }
}

enum ChartTab: String, CaseIterable, Identifiable {
    case weather = "Weather"
    case spending = "Spending"

    var id: Self { self }
}

struct ContentView: View {
    @State private var tab: ChartTab = .weather

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    Picker("Charts", selection: $tab) {
                        ForEach(ChartTab.allCases) { tab in
                            Text(tab.rawValue).tag(tab)
                        }
                    }
                    .pickerStyle(.segmented)

                    switch tab {
                    case .weather:
                        Text("Average temperature")
                            .font(.headline)
                        TemperatureChart()
                        Text("Rainfall in Lisbon (mm)")
                            .font(.headline)
                        RainfallChart()
                    case .spending:
                        Text("Monthly spending")
                            .font(.headline)
                        SpendingDonut()
                        Text("By category")
                            .font(.headline)
                        SpendingBars()
                    }
                }
                .padding()
            }
            .navigationTitle("Charts")
        }
    }
}

@main
struct SpendingChartsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
