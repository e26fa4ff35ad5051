/// The `objectWillChange` publishers of the observable objects that did not declare their
/// own, one per live object. Combine keeps it inside the object's `@Published` storage; a
/// table by identity also serves a class with no `@Published` property that sends by hand.
enum ObjectWillChangePublishers {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private static let table = Locked<(entries: [ObjectIdentifier: Entry], sweepAt: Int)>(([:], 64))

    /// The publisher of `object`, made the first time it is asked for.
    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        return table.withLock { table in
            // A freed object's identity can be reused: only a live entry for this object counts.
            if let entry = table.entries[key], entry.object === object { return entry.publisher }
            let publisher = ObservableObjectPublisher()
            table.entries[key] = Entry(object: object, publisher: publisher)
            if table.entries.count >= table.sweepAt {
                table.entries = table.entries.filter { $0.value.object != nil }
                table.sweepAt = max(64, table.entries.count * 2)
            }
            return publisher
        }
    }
}
