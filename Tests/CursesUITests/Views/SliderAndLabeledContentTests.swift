import CursesUI
import CursesUITestSupport
import Foundation
import Testing

/// Sliders with their labels and editing callbacks, and labelled content with formatted values.
@MainActor
struct SliderAndLabeledContentTests {
    struct TextSize: View {
        @State private var size = 14.0
        @State private var log = ""
        var body: some View {
            VStack(alignment: .leading) {
                Slider(value: $size, in: 12...28, step: 1) {
                    Text("Size")
                } minimumValueLabel: {
                    Text("A")
                } maximumValueLabel: {
                    Text("Z")
                } onEditingChanged: { editing in
                    log += editing ? "[" : "]"
                }
                Button("Other") {}
                Text("\(Int(size)) \(log)")
            }
        }
    }

    @Test func aSliderDrawsItsValueLabelsAroundTheTrackButNotItsLabelAsOnIOSAndReportsEditing() {
        let driver = Driver(size: Size(width: 24, height: 3)) { TextSize() }
        driver.expectLines(["A ━━●───────────────── Z", "[ Other ]", "14"])
        driver.press(.right, .right)
        driver.expectLines(["A ━━━━━●────────────── Z", "[ Other ]", "16 ["])
        driver.press(.tab)
        driver.expectLine(2, "16 []")
    }

    @Test func labelsHiddenLeavesTheSliderItsEndLabels() {
        let driver = Driver(size: Size(width: 10, height: 1)) {
            Slider(value: .constant(0.5)) {
                Text("Level")
            } minimumValueLabel: {
                Text("-")
            } maximumValueLabel: {
                Text("+")
            }
            .labelsHidden()
        }
        driver.expectLines(["- ━━━●── +"])
    }

    @Test func labeledContentFormatsItsValueAndTakesAContentClosure() {
        let driver = Driver(size: Size(width: 24, height: 4)) {
            VStack(alignment: .leading) {
                LabeledContent("Sleep cycles", value: 5, format: .number)
                LabeledContent("Saved", value: 1234.5, format: .currency(code: "USD"))
                LabeledContent("Grand total") { Text("$42.00") }
                LabeledContent("Hidden", value: "shown").labelsHidden()
            }
            .environment(\.locale, Locale(identifier: "en_US"))
        }
        driver.expectLines(["Sleep cycles           5", "Saved          $1,234.50", "Grand total       $42.00", "shown"])
    }
}
