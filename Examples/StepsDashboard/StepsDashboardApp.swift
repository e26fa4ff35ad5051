import Charts
import CursesUI

struct StepCount: Identifiable {
    let id = UUID()
    let date: Date
    let steps: Int
}

struct ProductSales: Identifiable {
    let id = UUID()
    let date: Date
    let product: String
    let units: Int
}

enum Period: String, CaseIterable, Identifiable {
    case week = "Week"
    case month = "Month"

    var id: Self { self }

    var days: Int {
        switch self {
        case .week: return 7
        case .month: return 28
        }
    }
}

enum SampleData {
    static let start: Date = {
        var components = DateComponents()
        components.year = 2024
        components.month = 5
        components.day = 6
        return Calendar.current.date(from: components)!
    }()

    static let stepPattern = [
        8_400, 11_200, 6_300, 12_800, 9_900, 13_600, 4_700,
        10_100, 7_800, 12_200, 9_100, 14_300, 5_600, 8_800,
        11_900, 6_900, 10_400, 13_100, 7_300, 9_600, 12_500,
        5_200, 10_800, 8_100, 11_600, 14_000, 6_600, 9_300,
    ]

    static let steps: [StepCount] = stepPattern.enumerated().map { index, steps in
        StepCount(
            date: Calendar.current.date(byAdding: .day, value: index, to: start)!,
            steps: steps)
    }

    static let sales: [ProductSales] = (0..<7).flatMap { day -> [ProductSales] in
        let date = Calendar.current.date(byAdding: .day, value: day, to: start)!
        return [
            ProductSales(date: date, product: "Coffee", units: [12, 15, 9, 18, 14, 22, 20][day]),
            ProductSales(date: date, product: "Tea", units: [6, 4, 8, 5, 7, 9, 11][day]),
            ProductSales(date: date, product: "Cake", units: [3, 5, 2, 6, 4, 8, 10][day]),
        ]
    }
}

struct StepsChart: View {
    let steps: [StepCount]
    let goal = 10_000

    var body: some View {
        Chart {
            ForEach(steps) { day in
                BarMark(
                    x: .value("Day", day.date, unit: .day),
                    y: .value("Steps", day.steps)
                )
                .foregroundStyle(day.steps >= goal ? Color.green : Color.blue)
                .cornerRadius(4)
            }
            RuleMark(y: .value("Goal", goal))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [5]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Goal")
                        .font(.caption)
                        .foregroundStyle(.red)
                }
        }
        .chartYScale(domain: 0...15_000)
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated))
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading)
        }
        .frame(height: 220)
    }
}

struct SalesChart: View {
    let sales: [ProductSales]

    var body: some View {
        Chart(sales) { sale in
            BarMark(
                x: .value("Day", sale.date, unit: .day),
                y: .value("Units", sale.units)
            )
            .foregroundStyle(by: .value("Product", sale.product))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisValueLabel(format: .dateTime.weekday(.narrow))
            }
        }
        .chartXAxisLabel("Day")
        .chartLegend(position: .top, alignment: .leading)
        .frame(height: 180)
    }
}

struct DashboardView: View {
    @State private var period: Period = .week

    private var visibleSteps: [StepCount] {
        Array(SampleData.steps.prefix(period.days))
    }

    private var average: Int {
        visibleSteps.map(\.steps).reduce(0, +) / max(visibleSteps.count, 1)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Picker("Period", selection: $period) {
                        ForEach(Period.allCases) { period in
                            Text(period.rawValue).tag(period)
                        }
                    }
                    .pickerStyle(.segmented)

                    VStack(alignment: .leading) {
                        Text("Average")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Text("\(average) steps")
                            .font(.title2.bold())
                    }

                    StepsChart(steps: visibleSteps)

                    Text("Sales this week")
                        .font(.headline)
                    SalesChart(sales: SampleData.sales)
                }
                .padding()
            }
            .navigationTitle("Activity")
        }
    }
}

@main
struct StepsDashboardApp: App {
    var body: some Scene {
        WindowGroup {
            DashboardView()
        }
    }
}
