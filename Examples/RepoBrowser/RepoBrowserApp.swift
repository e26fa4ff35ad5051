import CursesUI

struct Repository: Identifiable, Hashable, Sendable {
    let id: Int
    let owner: String
    let name: String
    let summary: String
    let language: String
    let stars: Int
    let forks: Int
    let openIssues: Int

    var fullName: String { "\(owner)/\(name)" }
    var url: URL { URL(string: "https://github.com/\(fullName)")! }
}

struct Issue: Identifiable, Hashable, Sendable {
    let number: Int
    let title: String
    let author: String
    let comments: Int
    var id: Int { number }
}

enum SortOrder: String, CaseIterable, Identifiable {
    case stars = "Most Stars", forks = "Most Forks", name = "Name"
    var id: Self { self }
}

struct ServiceError: LocalizedError {
    var errorDescription: String? { "The server is not answering. Check your connection." }
}

/// Pretends to be the GitHub search API: pages of ten, after a short delay.
actor RepoService {
    static let shared = RepoService()
    private let languages = ["Swift", "Rust", "Go", "Python", "TypeScript"]
    private let words = ["fast", "tiny", "async", "pretty", "safe", "cloud", "pixel", "atlas", "nova"]

    private lazy var all: [Repository] = (0..<34).map { index in
        let first = words[index % words.count], second = words[(index * 7 + 3) % words.count]
        return Repository(
            id: index + 1, owner: ["apple", "octo", "ferris", "gopher"][index % 4],
            name: "\(first)-\(second)-\(index + 1)",
            summary: "A \(first) and \(second) library for \(languages[index % 5]) developers.",
            language: languages[index % 5], stars: (index * 7919) % 48_000 + 120,
            forks: (index * 613) % 5_000 + 10, openIssues: (index * 37) % 90)
    }

    func search(_ query: String, sort: SortOrder, page: Int) async throws -> (items: [Repository], total: Int) {
        try await Task.sleep(for: .milliseconds(400))
        if query.lowercased() == "offline" { throw ServiceError() }
        let matches = all.filter { query.isEmpty || $0.fullName.localizedCaseInsensitiveContains(query) }
            .sorted {
                switch sort {
                case .stars: $0.stars > $1.stars
                case .forks: $0.forks > $1.forks
                case .name: $0.name < $1.name
                }
            }
        return (Array(matches.dropFirst(page * 10).prefix(10)), matches.count)
    }

    func issues(for repo: Repository) async throws -> [Issue] {
        try await Task.sleep(for: .milliseconds(300))
        return (0..<min(repo.openIssues, 4)).map { i in
            Issue(number: repo.openIssues * 10 + i, title: ["Crash on launch", "Add Linux support",
                  "Docs are out of date", "Memory grows over time"][i], author: ["mona", "linus", "ada", "grace"][i],
                  comments: (repo.id + i) % 6)
        }
    }
}

@MainActor
@Observable
final class SearchModel {
    var query = ""
    var sort = SortOrder.stars
    private(set) var repos: [Repository] = []
    private(set) var total = 0
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    private var nextPage = 0

    var hasMore: Bool { repos.count < total }

    func reload() async {
        (nextPage, repos, total) = (0, [], 0)
        await loadMore()
    }

    func loadMore() async {
        guard !isLoading else { return }
        isLoading = true
        errorMessage = nil
        defer { isLoading = false }
        do {
            let page = try await RepoService.shared.search(query, sort: sort, page: nextPage)
            repos += page.items
            total = page.total
            nextPage += 1
        } catch is CancellationError {
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

@main
struct RepoBrowserApp: App {
    var body: some Scene {
        WindowGroup { RepoListView() }
    }
}

struct RepoListView: View {
    @State private var model = SearchModel()
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(model.repos) { repo in
                    NavigationLink(value: repo) { RepoRow(repo: repo) }
                }
                if model.hasMore {
                    HStack {
                        ProgressView()
                        Text("Loading more…").foregroundStyle(.secondary)
                    }
                    .task { await model.loadMore() }
                } else if !model.repos.isEmpty {
                    Text("\(model.total) repositories")
                        .font(.footnote).foregroundStyle(.secondary).frame(maxWidth: .infinity)
                }
            }
            .overlay { overlayContent }
            .navigationTitle("Repositories")
            .searchable(text: $model.query, prompt: "Search repositories")
            .toolbar {
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Picker("Sort by", selection: $model.sort) {
                        ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
                    }
                }
            }
            .task(id: "\(model.query)|\(model.sort.rawValue)") {
                try? await Task.sleep(for: .milliseconds(300))
                guard !Task.isCancelled else { return }
                await model.reload()
            }
            .refreshable { await model.reload() }
            .navigationDestination(for: Repository.self) { repo in
                RepoDetailView(repo: repo, path: $path)
            }
            .navigationDestination(for: Issue.self) { IssueView(issue: $0) }
        }
    }

    @ViewBuilder
    private var overlayContent: some View {
        if let message = model.errorMessage {
            ContentUnavailableView {
                Label("Couldn't Load", systemImage: "wifi.exclamationmark")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") { Task { await model.reload() } }
                    .buttonStyle(.bordered)
            }
        } else if model.repos.isEmpty && model.isLoading {
            ProgressView("Searching…")
        } else if model.repos.isEmpty && !model.query.isEmpty {
            ContentUnavailableView.search(text: model.query)
        }
    }
}

struct RepoRow: View {
    let repo: Repository

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(repo.fullName).font(.headline)
            Text(repo.summary).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
            HStack(spacing: 12) {
                Label(repo.language, systemImage: "chevron.left.forwardslash.chevron.right")
                Label(repo.stars.formatted(.number.notation(.compactName)), systemImage: "star")
                Label("\(repo.forks)", systemImage: "tuningfork")
            }
            .font(.caption).foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }
}

struct RepoDetailView: View {
    let repo: Repository
    @Binding var path: NavigationPath
    @State private var issues: [Issue]?

    var body: some View {
        List {
            Section {
                Text(repo.summary)
                LabeledContent("Language", value: repo.language)
                LabeledContent("Stars", value: repo.stars, format: .number)
                LabeledContent("Forks", value: repo.forks, format: .number)
                Link(destination: repo.url) { Label("Open on GitHub", systemImage: "safari") }
            }
            Section("Open Issues (\(repo.openIssues))") {
                if let issues {
                    ForEach(issues) { issue in
                        NavigationLink(value: issue) {
                            VStack(alignment: .leading) {
                                Text(issue.title)
                                Text("#\(issue.number) by \(issue.author)")
                                    .font(.caption).foregroundStyle(.secondary)
                            }
                        }
                    }
                } else { ProgressView() }
            }
        }
        .navigationTitle(repo.name)
        .toolbar {
            ShareLink(item: repo.url)
            Button("Back to Search", systemImage: "magnifyingglass") { path = NavigationPath() }
        }
        .task { issues = try? await RepoService.shared.issues(for: repo) }
    }
}

struct IssueView: View {
    let issue: Issue

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(issue.title).font(.title2.bold())
            Label("Opened by \(issue.author)", systemImage: "person.circle")
            Label("^[\(issue.comments) comment](inflect: true)", systemImage: "bubble.left")
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .navigationTitle("#\(issue.number)")
        .navigationBarTitleDisplayMode(.inline)
    }
}
