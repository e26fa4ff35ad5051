import CursesUI
import CursesUITestSupport
import Testing

/// Swift Charts' series, dates, rules, horizontal bars, lines and sectors, drawn in cells.
@MainActor
struct ChartSeriesTests {
    func foreground(_ driver: Driver, row: Int, column: Int) -> Color { driver.terminal.screen[column, row].style.foreground }

    @Test func barsOfSeveralSeriesStackInTheirOwnColoursWithALegendUnderThem() {
        let driver = Driver(size: Size(width: 14, height: 6)) {
            Chart {
                BarMark(x: .value("Day", "Mo"), y: .value("Units", 1.5)).foregroundStyle(by: .value("Product", "Tea"))
                BarMark(x: .value("Day", "Mo"), y: .value("Units", 2.5)).foregroundStyle(by: .value("Product", "Cake"))
                BarMark(x: .value("Day", "Tu"), y: .value("Units", 1)).foregroundStyle(by: .value("Product", "Tea"))
            }
            .chartYAxis(.hidden)
        }
        // 4 rows are 32 eighths for 4 units: Tea fills 12 (a row and a half), Cake the rest.
        driver.expectLines([
            "██████",
            "██████",
            "▄▄▄▄▄▄",
            "██████ ██████",
            "Mo     Tu",
            "● Tea  ● Cake",
        ])
        #expect(foreground(driver, row: 0, column: 0) == .green, "Cake, the second series, is green")
        #expect(foreground(driver, row: 3, column: 0) == .blue, "Tea, the first, is blue")
        #expect(
            foreground(driver, row: 2, column: 0) == .blue && driver.terminal.screen[0, 2].style.background == .green,
            "the cell they share: Tea's half below, Cake behind it")
        #expect(foreground(driver, row: 5, column: 0) == .blue && foreground(driver, row: 5, column: 7) == .green)
    }

    struct Day: Identifiable {
        let date: Date
        let steps: Int
        var id: Date { date }
    }

    var days: [Day] {
        let monday = Calendar.current.date(from: DateComponents(year: 2024, month: 5, day: 6, hour: 15))!
        return [1, 2, 4].enumerated().map { offset, steps in
            Day(date: Calendar.current.date(byAdding: .day, value: offset, to: monday)!, steps: steps)
        }
    }

    @Test func dailyBarsAreLabelledByTheAxisFormatOrByTheirMonthAndDay() {
        let days = days
        let driver = Driver(size: Size(width: 13, height: 6)) {
            VStack(alignment: .leading, spacing: 0) {
                Chart(days) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
                    .chartXAxis {
                        AxisMarks(values: .stride(by: .day)) { _ in
                            AxisGridLine()
                            AxisValueLabel(format: .dateTime.weekday(.abbreviated))
                        }
                    }
                    .chartYAxis(.hidden)
                    .frame(height: 3)
                Chart(days) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
                    .chartYAxis(.hidden)
                    .frame(height: 3)
            }
        }
        // The x grid lines run down the gap before each day's bar, where the day starts: the
        // first chart's from its AxisGridLine, the second's from the default marks.
        driver.expectLines([
            "   ┊   ┊███",
            "▄▄▄┊███┊███",
            "Mon Tue Wed",
            "   ┊   ┊███",
            "▄▄▄┊███┊███",
            "05-06   05-08",
        ])
    }

    @Test func aRuleCrossesAtItsValueWithItsAnnotationAboveIt() {
        let driver = Driver(size: Size(width: 8, height: 5)) {
            Chart {
                BarMark(x: .value("Day", "a"), y: .value("Steps", 4))
                BarMark(x: .value("Day", "b"), y: .value("Steps", 8))
                RuleMark(y: .value("Goal", 6))
                    .foregroundStyle(.red)
                    .annotation(position: .top, alignment: .leading) { Text("Goal") }
            }
            .chartYAxis(.hidden)
        }
        // 6 of 8 is 2.25 of the 3 steps from the bottom row: the second row.
        driver.expectLines(["Goal███", "────────", "███ ███", "███ ███", "a   b"])
        #expect(foreground(driver, row: 1, column: 0) == .red && foreground(driver, row: 0, column: 0) == .red)
    }

    @Test func barsWithTheNumberOnXRunAlongTheRowOfTheirCategory() {
        let driver = Driver(size: Size(width: 20, height: 2)) {
            Chart {
                BarMark(x: .value("Amount", 40), y: .value("Category", "Rent"))
                BarMark(x: .value("Amount", 10), y: .value("Category", "Fun"))
                    .annotation(position: .trailing) { Text("10") }
            }
            .chartXAxis(.hidden)
        }
        // The plot is 12 columns after the labels and before room for the annotation.
        driver.expectLines(["Rent ████████████", "Fun  ███ 10"])
    }

    @Test func aLineJoinsItsPointsInBrailleAndPointsTakeTheirSeriesSymbol() {
        let driver = Driver(size: Size(width: 14, height: 6)) {
            VStack(alignment: .leading, spacing: 0) {
                Chart {
                    LineMark(x: .value("x", 0), y: .value("y", 0))
                    LineMark(x: .value("x", 3), y: .value("y", 3))
                }
                .chartYAxis(.hidden)
                .chartXAxis(.hidden)
                .frame(width: 4, height: 2)
                Chart {
                    PointMark(x: .value("x", 0), y: .value("y", 1)).symbol(by: .value("City", "Oslo"))
                        .foregroundStyle(by: .value("City", "Oslo"))
                    PointMark(x: .value("x", 1), y: .value("y", 0)).symbol(by: .value("City", "Rome"))
                        .foregroundStyle(by: .value("City", "Rome"))
                }
                .chartYAxis(.hidden)
                .chartXAxis(.hidden)
                .frame(height: 4)
            }
        }
        driver.expectLines([" ⢀⠔•", "•⠊", "●", "", "             ■", "● Oslo  ■ Rome"])
        #expect(foreground(driver, row: 4, column: 13) == .green, "Rome's square in the second series colour")
    }

    @Test func linesNamedBySeriesAreDrawnApartInOneColourWithoutALegend() {
        let driver = Driver(size: Size(width: 4, height: 2)) {
            Chart {
                LineMark(x: .value("x", 0), y: .value("y", 0), series: .value("Run", "first"))
                LineMark(x: .value("x", 3), y: .value("y", 0), series: .value("Run", "first"))
                LineMark(x: .value("x", 0), y: .value("y", 3), series: .value("Run", "second"))
                LineMark(x: .value("x", 3), y: .value("y", 3), series: .value("Run", "second"))
            }
            .chartYAxis(.hidden)
            .chartXAxis(.hidden)
        }
        // Two level lines (the top and bottom braille dots), not one zigzag through all four.
        driver.expectLines(["•⠉⠉•", "•⣀⣀•"])
        #expect(foreground(driver, row: 0, column: 1) == foreground(driver, row: 1, column: 1))
    }

    @Test func anAreaFillsEachColumnUpToItsLineInEighths() {
        let driver = Driver(size: Size(width: 4, height: 2)) {
            Chart {
                AreaMark(x: .value("x", 0), y: .value("y", 0))
                AreaMark(x: .value("x", 3), y: .value("y", 4))
            }
            .chartYAxis(.hidden)
            .chartXAxis(.hidden)
        }
        // Columns at 0, 4/3, 8/3 and 4 of 4: 0, 5, 11 and 16 of the 16 eighths of two rows.
        driver.expectLines(["  ▃█", " ▅██"])
    }

    @Test func sectorsAreRowsOfTheirShares() {
        let driver = Driver(size: Size(width: 20, height: 2)) {
            Chart {
                SectorMark(angle: .value("Amount", 3), innerRadius: .ratio(0.6), angularInset: 1.5)
                    .foregroundStyle(by: .value("Category", "Rent"))
                SectorMark(angle: .value("Amount", 1)).foregroundStyle(by: .value("Category", "Fun"))
            }
            .chartLegend(position: .bottom)
        }
        driver.expectLines(["● Rent ██████    75%", "● Fun  ██        25%"])
        #expect(foreground(driver, row: 0, column: 7) == .blue && foreground(driver, row: 1, column: 7) == .green)
    }
}
