import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)` for `.onDelete`.
    ///
    /// ```swift
    /// items.remove(atOffsets: IndexSet([0, 2]))
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to stand, in their order, before the element that was at
    /// `destination` (the end when it is `count`), as SwiftUI's `move(fromOffsets:toOffset:)`
    /// for `.onMove`.
    ///
    /// ```swift
    /// items.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)  // [a, b, c, d] → [b, c, a, d]
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        var reordered: [Element] = []
        reordered.reserveCapacity(elements.count)
        for offset in 0...elements.count {
            if offset == destination { reordered.append(contentsOf: source.map { elements[$0] }) }
            if offset < elements.count, !source.contains(offset) { reordered.append(elements[offset]) }
        }
        for (index, element) in zip(indices, reordered) { self[index] = element }
    }
}
