extension Control {
    /// False inside what a container keeps out of reach of focus and keys (a list's rows, the
    /// screens under the top of a stack): what changes there changes no key route.
    final var isReachableByKeys: Bool {
        var child = self
        while let parent = child.parent {
            let siblings = parent.children
            var index = 0  // a loop: a closure here checked the executor on every call
            while index < siblings.count, siblings[index] !== child { index += 1 }
            guard index < siblings.count, parent.reachesChild(at: index, of: siblings.count) else { return false }
            child = parent
        }
        return true
    }

    /// The controls ``visitSubtree(_:)`` visits, as an array.
    final var subtree: [Control] {
        var result: [Control] = []
        visitSubtree { result.append($0) }
        return result
    }

    /// True when `kept` is `all` with some taken out, the rest in the same order.
    static func keepsOrder(of kept: [Control], in all: [Control]) -> Bool {
        var index = all.startIndex
        for control in kept {
            while index < all.endIndex, all[index] !== control { index += 1 }
            guard index < all.endIndex else { return false }
            index += 1
        }
        return true
    }
}
