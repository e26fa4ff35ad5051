/// ←/→ and PgUp/PgDn turn the pages of a `.page` style tab view wherever the focus is on its
/// screen, where a swipe would: its pages often hold no control to focus, and the buttons
/// around it ("Skip", "Next") do not use those keys.
@usableFromInline struct PageTurnModifier: NodeModifier {
    let pageCount: Int
    let shown: Int
    let show: (Int) -> Void

    func apply(to node: Node) {
        let (pageCount, shown, show) = (pageCount, shown, show)
        node.attributes[KeyHelpAttribute.self] = pageCount > 1 ? [KeyHelp("←/→", "page")] : []
        node.attributes[ScreenKeyHandlerAttribute.self] = { key in
            let step: Int
            switch key {
            case .left, .pageUp: step = -1
            case .right, .pageDown: step = 1
            default: return false
            }
            guard (0..<pageCount).contains(shown + step) else { return false }
            show(shown + step)
            return true
        }
    }
}
