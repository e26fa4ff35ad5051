import FoundationEssentials

/// Records newest first (by date, then id), of every bank or of one, and of them only those
/// whose note contains a search text, read a page at a time with keyset pagination: a page is
/// found from its neighbour's edge through the index, so scrolling costs the same at the
/// millionth record as at the first. The page cache is dropped whenever the store changes.
@MainActor
public final class RecordPager {
    static let pageSize = 64

    private let store: PiggyBankStore
    /// The bank whose records these are; nil for all.
    public let bankID: Int64?
    /// The text the notes contain; "" for every record.
    public let search: String
    private var pages: [Int: [SavingsRecord]] = [:]
    private var cachedCount: Int?
    private var banks: [Int64: PiggyBank?] = [:]
    private var days: [Int: Range<Int>] = [:]
    private var revision = -1
    /// True when this search narrows one that matched few records of every bank in the same
    /// data: it matches no more, so one pass reads them all and counts them.
    private let narrowsFewMatches: Bool

    init(store: PiggyBankStore, bankID: Int64?, search: String, narrowing previous: RecordPager? = nil) {
        self.store = store
        self.bankID = bankID
        self.search = search
        narrowsFewMatches =
            bankID == nil && !search.isEmpty
            && previous.map { previous in
                previous.bankID == nil && !previous.search.isEmpty && search.contains(previous.search)
                    && previous.revision == store.revision && (previous.cachedCount ?? .max) <= Self.fewMatches
            } ?? false
    }

    /// How many records there are.
    public var count: Int {
        validate()
        return validatedCount
    }

    /// `count` once the caches are known to be current: a read of the store's revision is
    /// an observed access, which `record(at:)` makes once, not twice, per row.
    private var validatedCount: Int {
        if let cachedCount { return cachedCount }
        if narrowsFewMatches { return readEveryMatch(limit: Self.fewMatches) }
        let count = (try? store.recordCount(bankID: bankID, search: search)) ?? 0
        cachedCount = count
        if !search.isEmpty, bankID == nil, count > 0, count <= Self.fewMatches { _ = readEveryMatch(limit: count) }
        return count
    }

    /// A search of every bank matching at most this many records reads them all at once.
    static let fewMatches = 4 * pageSize

    /// Fills the pages with every match (up to `limit`) in one pass over the table, and counts
    /// them: paging through the date index would, for a rare match, read the whole index and
    /// every row through it (three to four times the work, measured on a million records).
    private func readEveryMatch(limit: Int) -> Int {
        let matches = (try? store.recordsMatching(search, limit: limit)) ?? []
        for start in stride(from: 0, to: matches.count, by: Self.pageSize) {
            pages[start / Self.pageSize] = Array(matches[start..<min(matches.count, start + Self.pageSize)])
        }
        cachedCount = matches.count
        return matches.count
    }

    /// The record at a position, newest first; nil past the end.
    public func record(at index: Int) -> SavingsRecord? {
        validate()
        guard index >= 0, index < validatedCount else { return nil }
        let page = index / Self.pageSize
        if pages[page] == nil { pages[page] = load(page) }
        let rows = pages[page] ?? []
        let offset = index % Self.pageSize
        return offset < rows.count ? rows[offset] : nil
    }

    /// The bank a record belongs to; remembered with the pages, as every row of a mixed list
    /// asks for one of a few banks.
    public func bank(of record: SavingsRecord) -> PiggyBank? {
        validate()
        if let known = banks[record.bankID] { return known }
        let bank = store.bank(id: record.bankID)
        banks[record.bankID] = bank
        return bank
    }

    /// The positions of a day's records (a ``CalendarDate/dayNumber``), or nil when it has none:
    /// two counts through the date index, kept until the store changes.
    public func positions(ofDay day: Int) -> Range<Int>? {
        validate()
        if let known = days[day] { return known.isEmpty ? nil : known }
        let start = Int64(day) * 86_400, end = start + 86_400
        let newer = (try? store.recordCount(bankID: bankID, search: search, from: end)) ?? 0
        let within = (try? store.recordCount(bankID: bankID, search: search, from: start, before: end)) ?? 0
        days[day] = newer..<newer + within
        return within > 0 ? newer..<newer + within : nil
    }

    private func validate() {
        guard revision != store.revision else { return }
        revision = store.revision
        pages = [:]
        banks = [:]
        days = [:]
        cachedCount = nil
    }

    private func load(_ page: Int) -> [SavingsRecord] {
        let size = Self.pageSize
        if page == 0 { return (try? store.recordPage(bankID: bankID, search: search, olderThan: nil, limit: size)) ?? [] }
        if let previous = pages[page - 1], let edge = previous.last, previous.count == size {
            return (try? store.recordPage(bankID: bankID, search: search, olderThan: edge, limit: size)) ?? []
        }
        if let next = pages[page + 1], let edge = next.first {
            return (try? store.recordPage(bankID: bankID, search: search, newerThan: edge, limit: size)) ?? []
        }
        let lastPage = (count - 1) / size
        if page == lastPage {
            // The oldest records, read from the other end of the index.
            return (try? store.recordPage(bankID: bankID, search: search, newerThan: nil, limit: count - page * size)) ?? []
        }
        return (try? store.recordPage(bankID: bankID, search: search, offset: page * size, limit: size)) ?? []
    }
}
