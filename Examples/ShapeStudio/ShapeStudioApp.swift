import CursesUI

@main
struct ShapeStudioApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                ShapesTab().tabItem { Label("Shapes", systemImage: "star") }
                ChartTab().tabItem { Label("Canvas", systemImage: "chart.xyaxis.line") }
                BlendTab().tabItem { Label("Blend", systemImage: "circle.hexagongrid") }
                LayoutTab().tabItem { Label("Layout", systemImage: "circle.dashed") }
            }
        }
    }
}

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

struct Star: Shape {
    var corners: Double
    var smoothness: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(corners, smoothness) }
        set { (corners, smoothness) = (newValue.first, newValue.second) }
    }
    func path(in rect: CGRect) -> Path {
        let points = Int(corners.rounded())
        guard points >= 2 else { return Path() }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * CGFloat(smoothness)
        let step = CGFloat.pi / CGFloat(points)
        var path = Path()
        for index in 0..<(points * 2) {
            let radius = index.isMultiple(of: 2) ? outer : inner
            let angle = CGFloat(index) * step - .pi / 2
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

struct Arc: InsettableShape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise: Bool
    var insetAmount = 0.0

    var animatableData: Double {
        get { endAngle.degrees }
        set { endAngle = .degrees(newValue) }
    }
    func path(in rect: CGRect) -> Path {
        let rotationAdjustment = Angle.degrees(90)
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
                    startAngle: startAngle - rotationAdjustment, endAngle: endAngle - rotationAdjustment, clockwise: !clockwise)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

struct ShapesTab: View {
    @State private var corners = 5.0
    @State private var smoothness = 0.45
    @State private var lineWidth = 4.0
    @State private var arcEnd = 270.0

    var body: some View {
        NavigationStack {
            Form {
                Section("Star") {
                    Star(corners: corners, smoothness: smoothness)
                        .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                        .overlay {
                            Star(corners: corners, smoothness: smoothness)
                                .stroke(.primary, style: StrokeStyle(lineWidth: lineWidth, lineJoin: .round))
                        }
                        .frame(height: 200).padding(.vertical)
                    LabeledContent("Corners", value: Int(corners), format: .number)
                    Slider(value: $corners, in: 2...12, step: 1)
                    Slider(value: $smoothness, in: 0.1...1) { Text("Smoothness") }
                    Slider(value: $lineWidth, in: 1...20) { Text("Line width") } minimumValueLabel: { Text("1") } maximumValueLabel: { Text("20") }
                    Button("Randomize") {
                        withAnimation(.spring(duration: 0.8, bounce: 0.4)) {
                            corners = Double(Int.random(in: 3...10))
                            smoothness = Double.random(in: 0.2...0.9)
                        }
                    }
                }
                Section("Triangle & Arc") {
                    HStack(spacing: 30) {
                        Triangle()
                            .fill(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                            .frame(width: 100, height: 100)
                        Arc(startAngle: .degrees(0), endAngle: .degrees(arcEnd), clockwise: true)
                            .strokeBorder(.blue, style: StrokeStyle(lineWidth: lineWidth * 2, lineCap: .round))
                            .frame(width: 100, height: 100)
                            .onTapGesture {
                                withAnimation(.easeInOut(duration: 1)) { arcEnd = arcEnd > 180 ? 90 : 330 }
                            }
                    }
                    .frame(maxWidth: .infinity).padding(.vertical)
                }
            }
            .navigationTitle("Shape Studio")
        }
    }
}

struct ChartTab: View {
    @State private var values: [Double] = (0..<12).map { _ in Double.random(in: 10...100) }
    @State private var lineWidth = 3.0

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 20) {
                Canvas { context, size in
                    let columns = 10
                    var grid = Path()
                    for i in 0...columns {
                        let x = size.width * CGFloat(i) / CGFloat(columns)
                        let y = size.height * CGFloat(i) / CGFloat(columns)
                        grid.move(to: CGPoint(x: x, y: 0))
                        grid.addLine(to: CGPoint(x: x, y: size.height))
                        grid.move(to: CGPoint(x: 0, y: y))
                        grid.addLine(to: CGPoint(x: size.width, y: y))
                    }
                    context.stroke(grid, with: .color(.gray.opacity(0.3)), lineWidth: 0.5)
                    guard values.count > 1, let maxValue = values.max() else { return }
                    let points = values.enumerated().map { index, value -> CGPoint in
                        let ratio = CGFloat(value / maxValue) * 0.9
                        return CGPoint(x: size.width * CGFloat(index) / CGFloat(values.count - 1),
                                       y: size.height * (1 - ratio))
                    }
                    var line = Path()
                    line.addLines(points)
                    context.stroke(line,
                                   with: .linearGradient(Gradient(colors: [.blue, .purple]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)),
                                   style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
                    for point in points {
                        context.fill(Path(ellipseIn: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8)), with: .color(.purple))
                    }
                    context.draw(Text("Max \(Int(maxValue))").font(.caption).bold(), at: CGPoint(x: 6, y: 6), anchor: .topLeading)
                }
                .frame(height: 260)
                .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16))
                Slider(value: $lineWidth, in: 1...10) { Text("Line width") }
                Button("New Data", systemImage: "arrow.clockwise") {
                    values = (0..<12).map { _ in Double.random(in: 10...100) }
                }.buttonStyle(.bordered)
                Spacer()
            }
            .padding().navigationTitle("Canvas Chart")
        }
    }
}

struct BlendTab: View {
    @State private var amount = 0.5

    var body: some View {
        VStack {
            ZStack {
                Circle().fill(Color(red: 1, green: 0, blue: 0))
                    .frame(width: 200 * amount).offset(x: -50, y: -80).blendMode(.screen)
                Circle().fill(Color(red: 0, green: 1, blue: 0))
                    .frame(width: 200 * amount).offset(x: 50, y: -80).blendMode(.screen)
                Circle().fill(Color(red: 0, green: 0, blue: 1))
                    .frame(width: 200 * amount).blendMode(.screen)
            }
            .frame(width: 300, height: 300).drawingGroup()
            Slider(value: $amount).padding()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.black)
    }
}

struct RadialLayout: Layout {
    var rotation: Angle = .zero

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 300, height: 300))
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 2 - 30
        let angleStep = 2 * CGFloat.pi / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = angleStep * CGFloat(index) + CGFloat(rotation.radians) - .pi / 2
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct LayoutTab: View {
    @State private var isRadial = true
    @State private var count = 6.0
    private let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .blue, .indigo, .purple, .pink]

    var body: some View {
        let layout = isRadial ? AnyLayout(RadialLayout()) : AnyLayout(HStackLayout(spacing: 4))
        NavigationStack {
            VStack(spacing: 24) {
                layout {
                    ForEach(0..<Int(count), id: \.self) { index in
                        Circle()
                            .fill(palette[index % palette.count].gradient)
                            .frame(width: 32, height: 32)
                            .overlay { Text("\(index + 1)").font(.caption.bold()).foregroundStyle(.white) }
                    }
                }
                .frame(maxWidth: .infinity, minHeight: 300)
                Picker("Layout", selection: $isRadial.animation(.spring(duration: 0.6, bounce: 0.3))) {
                    Text("Radial").tag(true)
                    Text("Row").tag(false)
                }
                .pickerStyle(.segmented)
                Stepper("Items: \(Int(count))", value: $count.animation(), in: 3...10)
                Spacer()
            }
            .padding().navigationTitle("Layouts")
        }
    }
}

#Preview("Shapes") { ShapesTab() }
#Preview("Canvas") { ChartTab() }
#Preview("Layout") { LayoutTab() }
