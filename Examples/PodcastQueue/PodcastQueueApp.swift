import Observation
import CursesUI

@main
struct PodcastQueueApp: App {
    @State private var library = EpisodeLibrary()

    var body: some Scene {
        WindowGroup {
            QueueView()
                .environment(library)
        }
    }
}

struct Episode: Identifiable, Hashable, Sendable {
    let id: UUID
    var title: String
    var show: String
    var duration: TimeInterval
    var published: Date
    var sizeInMegabytes: Int

    init(title: String, show: String, minutes: Int, daysAgo: Int, sizeInMegabytes: Int) {
        self.id = UUID()
        self.title = title
        self.show = show
        self.duration = TimeInterval(minutes * 60)
        self.published = Calendar.current.date(byAdding: .day, value: -daysAgo, to: .now) ?? .now
        self.sizeInMegabytes = sizeInMegabytes
    }
}

enum DownloadState: Equatable {
    case notDownloaded
    case downloading(progress: Double)
    case downloaded
}

enum SortOrder: String, CaseIterable, Identifiable {
    case newest = "Newest First"
    case oldest = "Oldest First"
    case title = "Title"
    case duration = "Duration"

    var id: Self { self }
}

/// Simulates a network download, reporting progress as it goes.
actor Downloader {
    private var cancelled: Set<UUID> = []

    func download(_ episode: Episode) -> AsyncStream<Double> {
        cancelled.remove(episode.id)
        let chunks = max(episode.sizeInMegabytes / 5, 4)
        return AsyncStream { continuation in
            let task = Task {
                for chunk in 1...chunks {
                    try? await Task.sleep(for: .milliseconds(150))
                    if await self.isCancelled(episode.id) || Task.isCancelled {
                        break
                    }
                    continuation.yield(Double(chunk) / Double(chunks))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    func cancel(_ id: UUID) {
        cancelled.insert(id)
    }

    private func isCancelled(_ id: UUID) -> Bool {
        cancelled.contains(id)
    }
}

@Observable
@MainActor
final class EpisodeLibrary {
    var episodes: [Episode] = []
    var states: [UUID: DownloadState] = [:]
    var sortOrder: SortOrder = .newest
    var pendingDownloads: Set<UUID> = []
    private let downloader = Downloader()
    private var feedPage = 0

    init() {
        episodes = Self.samples
    }

    var sortedEpisodes: [Episode] {
        switch sortOrder {
        case .newest: episodes.sorted { $0.published > $1.published }
        case .oldest: episodes.sorted { $0.published < $1.published }
        case .title: episodes.sorted { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
        case .duration: episodes.sorted { $0.duration < $1.duration }
        }
    }

    func state(of episode: Episode) -> DownloadState {
        states[episode.id] ?? .notDownloaded
    }

    var downloadedCount: Int {
        states.values.filter { $0 == .downloaded }.count
    }

    func requestDownload(_ episode: Episode) {
        guard state(of: episode) == .notDownloaded else { return }
        states[episode.id] = .downloading(progress: 0)
        pendingDownloads.insert(episode.id)
    }

    /// Runs one download to completion; called from the row's `.task(id:)`.
    func runDownload(_ episode: Episode) async {
        defer { pendingDownloads.remove(episode.id) }
        for await progress in await downloader.download(episode) {
            states[episode.id] = .downloading(progress: progress)
        }
        if case .downloading(let progress) = states[episode.id], progress >= 1 {
            states[episode.id] = .downloaded
        } else if case .downloading = states[episode.id] {
            states[episode.id] = .notDownloaded
        }
    }

    func removeDownload(_ episode: Episode) async {
        await downloader.cancel(episode.id)
        states[episode.id] = .notDownloaded
    }

    func delete(_ ids: Set<UUID>) {
        episodes.removeAll { ids.contains($0.id) }
        for id in ids { states[id] = nil }
    }

    func refresh() async {
        try? await Task.sleep(for: .seconds(1))
        feedPage += 1
        let fresh = Episode(
            title: "Listener Questions #\(feedPage)",
            show: "Swift Talk Weekly",
            minutes: 25 + feedPage,
            daysAgo: 0,
            sizeInMegabytes: 30
        )
        episodes.append(fresh)
    }

    static let samples: [Episode] = [
        Episode(title: "Structured Concurrency Deep Dive", show: "Swift Talk Weekly", minutes: 52, daysAgo: 2, sizeInMegabytes: 48),
        Episode(title: "Observation in Practice", show: "Swift Talk Weekly", minutes: 38, daysAgo: 9, sizeInMegabytes: 35),
        Episode(title: "The History of Typography", show: "Design Matters", minutes: 61, daysAgo: 5, sizeInMegabytes: 56),
        Episode(title: "Sleep and Memory", show: "Science Hour", minutes: 44, daysAgo: 1, sizeInMegabytes: 40),
        Episode(title: "Building for the Terminal", show: "Dev Tools FM", minutes: 29, daysAgo: 14, sizeInMegabytes: 27),
        Episode(title: "Accessibility First", show: "Design Matters", minutes: 47, daysAgo: 20, sizeInMegabytes: 43),
    ]
}

struct QueueView: View {
    @Environment(EpisodeLibrary.self) private var library
    @State private var selection = Set<UUID>()
    @Environment(\.editMode) private var editMode

    var body: some View {
        @Bindable var library = library
        NavigationStack {
            List(selection: $selection) {
                Section {
                    ForEach(library.sortedEpisodes) { episode in
                        EpisodeRow(episode: episode)
                            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                Button(role: .destructive) {
                                    library.delete([episode.id])
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                            .swipeActions(edge: .leading) {
                                if library.state(of: episode) == .downloaded {
                                    Button {
                                        Task { await library.removeDownload(episode) }
                                    } label: {
                                        Label("Remove Download", systemImage: "xmark.circle")
                                    }
                                    .tint(.orange)
                                } else {
                                    Button {
                                        library.requestDownload(episode)
                                    } label: {
                                        Label("Download", systemImage: "arrow.down.circle")
                                    }
                                    .tint(.blue)
                                }
                            }
                    }
                } header: {
                    Text("Up Next")
                } footer: {
                    Text("\(library.episodes.count) episodes, \(library.downloadedCount) downloaded")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Queue")
            .refreshable {
                await library.refresh()
            }
            .overlay {
                if library.episodes.isEmpty {
                    ContentUnavailableView(
                        "Queue Empty",
                        systemImage: "tray",
                        description: Text("Pull down to check for new episodes.")
                    )
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort By", selection: $library.sortOrder) {
                            ForEach(SortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    if editMode?.wrappedValue.isEditing == true {
                        Button("Delete \(selection.count) Selected", role: .destructive) {
                            library.delete(selection)
                            selection.removeAll()
                        }
                        .disabled(selection.isEmpty)
                    }
                }
            }
        }
    }
}

struct EpisodeRow: View {
    @Environment(EpisodeLibrary.self) private var library
    let episode: Episode

    private var isPending: Bool {
        library.pendingDownloads.contains(episode.id)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text(episode.title)
                        .font(.headline)
                        .lineLimit(1)
                    Text(episode.show)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                statusIcon
            }
            HStack {
                Text(episode.published, format: .dateTime.month().day())
                Text("·")
                Text(Duration.seconds(episode.duration), format: .units(allowed: [.hours, .minutes], width: .abbreviated))
                Spacer()
                Text("\(episode.sizeInMegabytes) MB")
            }
            .font(.caption)
            .foregroundStyle(.secondary)

            if case .downloading(let progress) = library.state(of: episode) {
                ProgressView(value: progress) {
                    Text("Downloading…")
                        .font(.caption2)
                } currentValueLabel: {
                    Text(progress, format: .percent.precision(.fractionLength(0)))
                        .font(.caption2)
                }
                .tint(.blue)
            }
        }
        .padding(.vertical, 4)
        .task(id: isPending) {
            guard isPending else { return }
            await library.runDownload(episode)
        }
    }

    @ViewBuilder
    private var statusIcon: some View {
        switch library.state(of: episode) {
        case .notDownloaded:
            Image(systemName: "arrow.down.circle")
                .foregroundStyle(.blue)
        case .downloading:
            Image(systemName: "arrow.down.circle.dotted")
                .foregroundStyle(.orange)
        case .downloaded:
            Image(systemName: "checkmark.circle.fill")
                .foregroundStyle(.green)
        }
    }
}

#Preview {
    QueueView()
        .environment(EpisodeLibrary())
}
