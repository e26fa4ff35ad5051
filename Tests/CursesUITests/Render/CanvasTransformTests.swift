import CursesUI
import CursesUITestSupport
import Testing

/// A `Canvas`'s `rotate(by:)` and `clip(to:)` act on what is drawn after them, in cells.
@MainActor
struct CanvasTransformTests {
    /// A line across the middle of row `row`, from column `from` to column `to`, in the points
    /// a canvas draws in (8 a column, 17 a row).
    static func line(row: Int = 0, from: Int = 0, to: Int = 9) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: Double(from) * 8 + 4, y: Double(row) * 17 + 8.5))
        path.addLine(to: CGPoint(x: Double(to) * 8 + 4, y: Double(row) * 17 + 8.5))
        return path
    }

    @Test func aTurnedContextDrawsTheSameLineDownwards() {
        let driver = Driver(size: Size(width: 20, height: 6), environment: .appMain) {
            Canvas { context, _ in
                context.translateBy(x: 80, y: 17)
                context.stroke(Self.line(), with: .color(.primary))
                context.rotate(by: .degrees(90))
                context.stroke(Self.line(), with: .color(.primary))
            }
        }
        // The line from column 10 to 19 on row 1, then the same line turned a quarter clockwise
        // about its start's corner: down column 8 from row 1.
        let down = String(repeating: " ", count: 8) + "│"
        driver.expectLines(["", down + " " + String(repeating: "─", count: 10), down, down, down, down])
    }

    @Test func aClipKeepsLaterDrawingInsideItsPathAndAnInverseClipOutside() {
        let driver = Driver(size: Size(width: 20, height: 6), environment: .appMain) {
            Canvas { context, size in
                let left = Path(CGRect(x: 0, y: 0, width: 80, height: size.height))
                var inside = context
                inside.clip(to: left)
                inside.stroke(Self.line(row: 1, to: 19), with: .color(.primary))
                inside.draw(Text("in"), at: CGPoint(x: 8, y: 51), anchor: .topLeading)
                inside.draw(Text("out"), at: CGPoint(x: 96, y: 51), anchor: .topLeading)
                var outside = context
                outside.clip(to: left, options: .inverse)
                outside.stroke(Self.line(row: 4, to: 19), with: .color(.primary))
            }
        }
        driver.expectLines([
            "", String(repeating: "─", count: 10), "", " in", String(repeating: " ", count: 10) + String(repeating: "─", count: 10), "",
        ])
    }
}
