/// A control that places its content by a point the program wrote (`position`, `offset`).
protocol PointPlacedControl: Control {
    /// The point, in cells.
    var placement: Point { get set }
}

extension Node {
    /// Hands `point`, written in the program's ``LengthUnit``, to this node's control in cells,
    /// laying it out again only when the point changed.
    func place<Placed: PointPlacedControl>(_ point: Point, on type: Placed.Type) {
        let unit = environment.lengthUnit
        let cells = Point(x: unit.columns(point.x), y: unit.rows(point.y))
        guard let control = control as? Placed, control.placement != cells else { return }
        control.placement = cells
        control.setNeedsLayout()
    }
}
