import Testing

@testable import CursesUICore

/// A ``PreferenceReader`` of one key builds its view again only when that key's value changed:
/// an `Equatable` value compared with `==`, any other by ``ValueEquality``'s rules.
@MainActor
struct PreferenceReaderComparisonTests {
    struct Count: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    /// A value that is not `Equatable`, compared field by field.
    struct Pair {
        var first: Int
        var second: String
    }

    struct Pairs: PreferenceKey {
        static let defaultValue = Pair(first: 0, second: "")
        static func reduce(value: inout Pair, nextValue: () -> Pair) { value = nextValue() }
    }

    func values<Key: PreferenceKey>(_ key: Key.Type, _ value: Key.Value?) -> PreferenceValues {
        var values = PreferenceValues()
        values[key] = value
        return values
    }

    @Test func anEquatableValueBuildsTheSameViewOnlyWhenEqual() {
        let reader = PreferenceReader(readerFirst: false, content: Text("a"), key: Count.self) { _ in Text("b") }
        #expect(reader.buildsSame(values(Count.self, 1), values(Count.self, 1)))
        #expect(!reader.buildsSame(values(Count.self, 1), values(Count.self, 2)))
        #expect(!reader.buildsSame(values(Count.self, 1), values(Count.self, nil)))
        #expect(reader.buildsSame(values(Count.self, nil), values(Count.self, nil)))
        #expect(reader.buildsSame(values(Count.self, 1), values(Count.self, 1).adding(Pairs.self, Pair(first: 1, second: "x"))))
    }

    @Test func anyOtherValueIsComparedByItsFields() {
        let reader = PreferenceReader(readerFirst: false, content: Text("a"), key: Pairs.self) { _ in Text("b") }
        let one = Pair(first: 1, second: "x")
        #expect(reader.buildsSame(values(Pairs.self, one), values(Pairs.self, one)))
        #expect(!reader.buildsSame(values(Pairs.self, one), values(Pairs.self, Pair(first: 1, second: "y"))))
        #expect(!reader.buildsSame(values(Pairs.self, one), values(Pairs.self, nil)))
    }
}

extension PreferenceValues {
    fileprivate func adding<Key: PreferenceKey>(_ key: Key.Type, _ value: Key.Value) -> PreferenceValues {
        var values = self
        values[key] = value
        return values
    }
}
