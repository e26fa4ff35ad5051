import CursesUI

@main
struct GestureLabApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Draggable Card") { DragCardView() }
                NavigationLink("Flip Card") { FlipCardView() }
                NavigationLink("Long Press Ring") { LongPressRingView() }
                NavigationLink("Pinch to Zoom") { PinchZoomView() }
                NavigationLink("Snake Letters") { LettersView() }
                NavigationLink("Transitions") { TransitionsView() }
            }
            .navigationTitle("Gesture Lab")
        }
    }
}

struct DragCardView: View {
    @State private var offset = CGSize.zero
    @State private var isDragging = false
    @GestureState(resetTransaction: Transaction(animation: .spring(duration: 0.5, bounce: 0.5)))
    private var ballOffset = CGSize.zero

    var body: some View {
        VStack(spacing: 60) {
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: [.yellow, .red], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 300, height: 200)
                .overlay { Text(isDragging ? "Let go!" : "Drag me").font(.title.bold()).foregroundStyle(.white) }
                .shadow(color: .black.opacity(0.3), radius: isDragging ? 20 : 5, y: isDragging ? 10 : 2)
                .scaleEffect(isDragging ? 1.05 : 1)
                .rotationEffect(.degrees(Double(offset.width / 20)))
                .offset(offset)
                .gesture(
                    DragGesture()
                        .onChanged { value in offset = value.translation; isDragging = true }
                        .onEnded { _ in
                            withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                                offset = .zero
                                isDragging = false
                            }
                        }
                )

            Circle()
                .fill(.blue.gradient)
                .frame(width: 80, height: 80)
                .offset(ballOffset)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($ballOffset) { value, state, _ in state = value.translation }
                )
        }
        .navigationTitle("Drag")
    }
}

struct FlipCardView: View {
    @State private var flipped = false

    var body: some View {
        ZStack {
            CardFace(title: "What is the capital of France?", color: .indigo)
                .opacity(flipped ? 0 : 1)
            CardFace(title: "Paris", color: .green)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(flipped ? 1 : 0)
        }
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
        .onTapGesture {
            withAnimation(.bouncy) { flipped.toggle() }
        }
        .navigationTitle("Flip")
    }
}

struct CardFace: View {
    let title: String
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 25, style: .continuous)
            .fill(color)
            .frame(width: 300, height: 200)
            .overlay {
                Text(title).font(.title2.weight(.semibold)).foregroundStyle(.white).padding()
            }
    }
}

struct LongPressRingView: View {
    @State private var progress: CGFloat = 0
    @State private var completed = false

    var body: some View {
        VStack(spacing: 30) {
            ZStack {
                Circle().stroke(.gray.opacity(0.2), lineWidth: 20)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(completed ? Color.green : Color.orange, style: StrokeStyle(lineWidth: 20, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Image(systemName: completed ? "checkmark" : "hand.tap.fill")
                    .font(.system(size: 50))
                    .foregroundStyle(completed ? .green : .orange)
                    .symbolEffect(.bounce, value: completed)
            }
            .frame(width: 200, height: 200)
            .onLongPressGesture(minimumDuration: 1.5, maximumDistance: 50) {
                completed = true
            } onPressingChanged: { pressing in
                if pressing {
                    withAnimation(.linear(duration: 1.5)) { progress = 1 }
                } else if !completed {
                    withAnimation(.easeOut(duration: 0.3)) { progress = 0 }
                }
            }
            .sensoryFeedback(.success, trigger: completed)

            Button("Reset") {
                withAnimation { completed = false; progress = 0 }
            }
            .buttonStyle(.borderedProminent)
            .disabled(!completed)
        }
        .navigationTitle("Hold")
    }
}

struct PinchZoomView: View {
    @State private var scale: CGFloat = 1
    @GestureState private var magnifyBy: CGFloat = 1

    var body: some View {
        Image(systemName: "photo.artframe")
            .resizable()
            .scaledToFit()
            .frame(width: 250)
            .foregroundStyle(.tint)
            .scaleEffect(scale * magnifyBy)
            .gesture(
                MagnifyGesture()
                    .updating($magnifyBy) { value, state, _ in state = value.magnification }
                    .onEnded { value in
                        scale = min(max(scale * value.magnification, 0.5), 4)
                    }
            )
            .onTapGesture(count: 2) { withAnimation(.spring) { scale = 1 } }
            .navigationTitle("Zoom")
            .navigationBarTitleDisplayMode(.inline)
    }
}

struct LettersView: View {
    let letters = Array("Hello SwiftUI")
    @State private var enabled = false
    @State private var dragAmount = CGSize.zero

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<letters.count, id: \.self) { num in
                Text(String(letters[num]))
                    .padding(5).font(.title)
                    .background(enabled ? .blue : .red)
                    .foregroundStyle(.white)
                    .offset(dragAmount)
                    .animation(.spring(response: 0.4, dampingFraction: 0.6).delay(Double(num) / 20), value: dragAmount)
            }
        }
        .gesture(
            DragGesture()
                .onChanged { dragAmount = $0.translation }
                .onEnded { _ in dragAmount = .zero; enabled.toggle() }
        )
        .navigationTitle("Letters")
    }
}

struct CornerRotateModifier: ViewModifier {
    let amount: Double
    let anchor: UnitPoint

    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(amount), anchor: anchor).clipped()
    }
}

extension AnyTransition {
    static var pivot: AnyTransition {
        .modifier(
            active: CornerRotateModifier(amount: -90, anchor: .topLeading),
            identity: CornerRotateModifier(amount: 0, anchor: .topLeading)
        )
    }
}

struct TransitionsView: View {
    @State private var showPivot = false
    @State private var showDetails = false
    @State private var showBanner = false

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                Rectangle().fill(.blue).frame(width: 200, height: 150)
                if showPivot {
                    Rectangle().fill(.red).frame(width: 200, height: 150).transition(.pivot)
                }
            }
            .onTapGesture { withAnimation { showPivot.toggle() } }

            Toggle("Show details", isOn: $showDetails.animation(.bouncy)).padding(.horizontal)
            if showDetails {
                Text("Scale combined with opacity")
                    .padding().background(.thinMaterial, in: Capsule())
                    .transition(.scale.combined(with: .opacity))
            }

            Button(showBanner ? "Hide Banner" : "Show Banner") {
                withAnimation(.snappy) { showBanner.toggle() }
            }
            if showBanner {
                Label("Saved!", systemImage: "checkmark.circle.fill")
                    .padding().frame(maxWidth: .infinity)
                    .background(.green, in: RoundedRectangle(cornerRadius: 12))
                    .foregroundStyle(.white)
                    .padding(.horizontal)
                    .transition(.asymmetric(insertion: .move(edge: .leading).combined(with: .opacity), removal: .move(edge: .trailing)))
            }
            Spacer()
        }
        .padding(.top)
        .navigationTitle("Transitions")
    }
}

#Preview { ContentView() }

#Preview("Flip") { FlipCardView() }

#Preview("Transitions") { NavigationStack { TransitionsView() } }
