extension Color: View {
    /// A colour as a view fills all the space it is offered, as in SwiftUI:
    /// `Color.blue.frame(height: 1)`, `ZStack { Color.black; … }`.
    public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}
