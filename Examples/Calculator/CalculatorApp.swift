import CursesUI

enum CalcButton: Hashable {
    case digit(Int)
    case decimal
    case clear
    case negate
    case percent
    case operation(Operation)
    case equals

    enum Operation: String {
        case add = "+", subtract = "−", multiply = "×", divide = "÷"
    }

    var title: String {
        switch self {
        case .digit(let value): return "\(value)"
        case .decimal: return "."
        case .clear: return "AC"
        case .negate: return "±"
        case .percent: return "%"
        case .operation(let operation): return operation.rawValue
        case .equals: return "="
        }
    }

    var background: Color {
        switch self {
        case .clear, .negate, .percent: return Color(.lightGray)
        case .operation, .equals: return .orange
        default: return Color(white: 0.2)
        }
    }

    var foreground: Color {
        switch self {
        case .clear, .negate, .percent: return .black
        default: return .white
        }
    }

    var shortcut: KeyEquivalent? {
        switch self {
        case .digit(let value): return KeyEquivalent(Character("\(value)"))
        case .decimal: return "."
        case .clear: return .escape
        case .percent: return "%"
        case .operation(.add): return "+"
        case .operation(.subtract): return "-"
        case .operation(.multiply): return "*"
        case .operation(.divide): return "/"
        case .equals: return .return
        case .negate: return nil
        }
    }
}

@Observable
final class CalculatorModel {
    var display = "0"
    var pendingOperation: CalcButton.Operation?
    private var accumulator: Double?
    private var startNewNumber = true

    var clearTitle: String { display == "0" && accumulator == nil ? "AC" : "C" }

    func press(_ button: CalcButton) {
        switch button {
        case .digit(let digit):
            if startNewNumber || display == "0" {
                display = "\(digit)"
                startNewNumber = false
            } else if display.filter(\.isNumber).count < 9 {
                display += "\(digit)"
            }
        case .decimal:
            if startNewNumber { display = "0."; startNewNumber = false }
            else if !display.contains(".") { display += "." }
        case .clear:
            if display != "0" && !startNewNumber {
                display = "0"
                startNewNumber = true
            } else {
                display = "0"
                accumulator = nil
                pendingOperation = nil
                startNewNumber = true
            }
        case .negate:
            if display.hasPrefix("-") { display.removeFirst() } else if display != "0" { display = "-" + display }
        case .percent:
            show(currentValue / 100)
        case .operation(let operation):
            if let pending = pendingOperation, !startNewNumber {
                show(apply(pending, accumulator ?? 0, currentValue))
            }
            accumulator = currentValue
            pendingOperation = operation
            startNewNumber = true
        case .equals:
            guard let pending = pendingOperation, let lhs = accumulator else { return }
            show(apply(pending, lhs, currentValue))
            accumulator = nil
            pendingOperation = nil
            startNewNumber = true
        }
    }

    private var currentValue: Double { Double(display) ?? 0 }

    private func apply(_ operation: CalcButton.Operation, _ lhs: Double, _ rhs: Double) -> Double {
        switch operation {
        case .add: return lhs + rhs
        case .subtract: return lhs - rhs
        case .multiply: return lhs * rhs
        case .divide: return rhs == 0 ? .nan : lhs / rhs
        }
    }

    private func show(_ value: Double) {
        if value.isNaN || value.isInfinite {
            display = "Error"
        } else {
            let formatter = NumberFormatter()
            formatter.numberStyle = abs(value) >= 1e9 ? .scientific : .decimal
            formatter.maximumFractionDigits = 8
            formatter.usesGroupingSeparator = false
            display = formatter.string(from: NSNumber(value: value)) ?? "Error"
        }
        startNewNumber = true
    }
}

@main
struct CalculatorApp: App {
    var body: some Scene {
        WindowGroup {
            CalculatorView()
                .preferredColorScheme(.dark)
        }
    }
}

struct CalculatorView: View {
    @State private var model = CalculatorModel()

    private let rows: [[CalcButton]] = [
        [.clear, .negate, .percent, .operation(.divide)],
        [.digit(7), .digit(8), .digit(9), .operation(.multiply)],
        [.digit(4), .digit(5), .digit(6), .operation(.subtract)],
        [.digit(1), .digit(2), .digit(3), .operation(.add)],
        [.digit(0), .decimal, .equals],
    ]

    var body: some View {
        GeometryReader { geometry in
            let spacing: CGFloat = 12
            let size = (geometry.size.width - spacing * 5) / 4
            VStack(spacing: spacing) {
                Spacer()
                HStack {
                    Spacer()
                    Text(model.display)
                        .font(.system(size: 88, weight: .light))
                        .foregroundStyle(.white)
                        .lineLimit(1)
                        .minimumScaleFactor(0.4)
                        .contentTransition(.numericText())
                        .accessibilityIdentifier("display")
                }
                .padding(.horizontal, spacing * 2)
                ForEach(rows, id: \.self) { row in
                    HStack(spacing: spacing) {
                        ForEach(row, id: \.self) { button in
                            CalculatorButtonView(
                                title: button == .clear ? model.clearTitle : button.title,
                                background: button.background,
                                foreground: button.foreground,
                                isHighlighted: isHighlighted(button),
                                width: button == .digit(0) ? size * 2 + spacing : size,
                                height: size
                            ) {
                                withAnimation(.easeInOut(duration: 0.15)) { model.press(button) }
                            }
                            .keyboardShortcut(button.shortcut.map { KeyboardShortcut($0, modifiers: []) })
                        }
                    }
                }
            }
            .padding(.bottom, spacing)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .background(Color.black.ignoresSafeArea())
    }

    private func isHighlighted(_ button: CalcButton) -> Bool {
        if case .operation(let operation) = button { return model.pendingOperation == operation }
        return false
    }
}

struct CalculatorButtonView: View {
    let title: String
    let background: Color
    let foreground: Color
    let isHighlighted: Bool
    let width: CGFloat
    let height: CGFloat
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.system(size: 36, weight: .medium))
                .padding(.leading, width > height ? height / 2.6 : 0)
                .frame(width: width, height: height, alignment: width > height ? .leading : .center)
                .foregroundStyle(isHighlighted ? background : foreground)
                .background(isHighlighted ? foreground : background)
                .clipShape(Capsule())
        }
        .buttonStyle(.plain)
    }
}
