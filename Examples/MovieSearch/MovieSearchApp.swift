import CursesUI

enum Genre: String, CaseIterable, Identifiable {
    case drama = "Drama"
    case comedy = "Comedy"
    case sciFi = "Sci-Fi"
    case animation = "Animation"

    var id: Self { self }
}

struct Movie: Identifiable, Hashable {
    let id: Int
    let title: String
    let year: Int, genre: Genre, rating: Double, runtime: Int
    let overview: String

    static let catalog: [Movie] = [
        Movie(id: 1, title: "Arrival", year: 2016, genre: .sciFi, rating: 7.9, runtime: 116, overview: "A linguist is recruited to talk with visitors whose ships hover over twelve cities."),
        Movie(id: 2, title: "Paddington 2", year: 2017, genre: .comedy, rating: 7.8, runtime: 103, overview: "A small bear in a duffle coat is framed for the theft of a pop-up book."),
        Movie(id: 3, title: "Spirited Away", year: 2001, genre: .animation, rating: 8.6, runtime: 125, overview: "A girl wanders into a world of spirits and works in a bathhouse to free her parents."),
        Movie(id: 4, title: "Whiplash", year: 2014, genre: .drama, rating: 8.5, runtime: 106, overview: "A young drummer meets a teacher who will stop at nothing to find greatness."),
        Movie(id: 5, title: "Interstellar", year: 2014, genre: .sciFi, rating: 8.7, runtime: 169, overview: "Explorers travel through a wormhole to find a new home for humanity."),
        Movie(id: 6, title: "The Grand Budapest Hotel", year: 2014, genre: .comedy, rating: 8.1, runtime: 99, overview: "A concierge and his lobby boy are caught up in the theft of a priceless painting."),
        Movie(id: 7, title: "Coco", year: 2017, genre: .animation, rating: 8.4, runtime: 105, overview: "A boy who dreams of music crosses into the Land of the Dead."),
    ]
}

struct Review: Identifiable {
    let id = UUID()
    let author: String, stars: Int, text: String
}

actor MovieService {
    static let shared = MovieService()

    func search(_ query: String, genre: Genre?) async throws -> [Movie] {
        try await Task.sleep(for: .milliseconds(400))
        return Movie.catalog.filter { movie in
            let matchesGenre = genre == nil || movie.genre == genre
            let matchesText = query.isEmpty
                || movie.title.localizedCaseInsensitiveContains(query)
                || String(movie.year).contains(query)
            return matchesGenre && matchesText
        }
        .sorted { $0.rating > $1.rating }
    }

    func cast(for movie: Movie) async throws -> [String] {
        try await Task.sleep(for: .milliseconds(300))
        let names = ["Ana Ruiz", "Ben Okafor", "Chloé Martin", "Dev Patel", "Emi Sato", "Finn Hale"]
        return (0..<3).map { names[(movie.id + $0 * 2) % names.count] }
    }

    func reviews(for movie: Movie) async throws -> [Review] {
        try await Task.sleep(for: .milliseconds(600))
        let stars = Int((movie.rating / 2).rounded())
        return [
            Review(author: "filmfan", stars: stars, text: "Worth every minute of its \(movie.runtime)."),
            Review(author: "critic42", stars: max(stars - 1, 1), text: "Good, if a little long."),
        ]
    }
}

@Observable
final class Favorites {
    private(set) var ids: Set<Int>
    private static let key = "favoriteMovieIDs"

    init() {
        ids = Set(UserDefaults.standard.array(forKey: Self.key) as? [Int] ?? [])
    }

    func contains(_ movie: Movie) -> Bool { ids.contains(movie.id) }
    func toggle(_ movie: Movie) {
        if ids.contains(movie.id) { ids.remove(movie.id) } else { ids.insert(movie.id) }
        UserDefaults.standard.set(Array(ids), forKey: Self.key)
    }
}

@Observable
final class SearchModel {
    var query = ""
    var scope: Genre?
    var results: [Movie] = []
    var isSearching = false

    func search() async {
        isSearching = true
        defer { isSearching = false }
        do {
            try await Task.sleep(for: .milliseconds(250))  // debounce typing
            results = try await MovieService.shared.search(
                query.trimmingCharacters(in: .whitespaces), genre: scope)
        } catch {
            // Cancelled by newer typing; the next search replaces the results.
        }
    }
}

struct ContentView: View {
    @State private var model = SearchModel()
    @State private var path: [Movie] = []
    @Environment(Favorites.self) private var favorites

    private var favoriteMovies: [Movie] {
        Movie.catalog.filter { favorites.contains($0) }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if model.query.isEmpty && !favoriteMovies.isEmpty {
                    Section("Favorites") {
                        ForEach(favoriteMovies) { movie in
                            NavigationLink(value: movie) { MovieRow(movie: movie) }
                        }
                    }
                }
                Section(model.query.isEmpty ? "Top Rated" : "Results") {
                    ForEach(model.results) { movie in
                        NavigationLink(value: movie) { MovieRow(movie: movie) }
                    }
                }
            }
            .overlay {
                if model.results.isEmpty && model.isSearching {
                    ProgressView("Searching…")
                } else if model.results.isEmpty && !model.query.isEmpty {
                    ContentUnavailableView.search(text: model.query)
                }
            }
            .navigationTitle("Movies")
            .searchable(text: $model.query, prompt: "Title or year")
            .searchScopes($model.scope) {
                Text("All").tag(Genre?.none)
                ForEach(Genre.allCases) { genre in
                    Text(genre.rawValue).tag(Optional(genre))
                }
            }
            .task(id: "\(model.query)|\(model.scope?.rawValue ?? "")") {
                await model.search()
            }
            .refreshable { await model.search() }
            .navigationDestination(for: Movie.self) { movie in
                MovieDetailView(movie: movie, path: $path)
            }
        }
    }
}

struct MovieRow: View {
    let movie: Movie

    var body: some View {
        HStack(spacing: 12) {
            Poster(movie: movie).frame(width: 44, height: 64)
            VStack(alignment: .leading, spacing: 4) {
                Text(movie.title).font(.headline)
                Text("\(String(movie.year)) · \(movie.genre.rawValue)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Label(movie.rating.formatted(.number.precision(.fractionLength(1))), systemImage: "star.fill")
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(.orange)
        }
    }
}

struct Poster: View {
    let movie: Movie

    private let tints: [Genre: Color] = [.drama: .indigo, .comedy: .orange, .sciFi: .teal, .animation: .pink]

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill((tints[movie.genre] ?? .gray).gradient)
            .overlay {
                Text(movie.title.prefix(1))
                    .font(.title.bold())
                    .foregroundStyle(.white)
            }
    }
}

struct MovieDetailView: View {
    let movie: Movie
    @Binding var path: [Movie]
    @Environment(Favorites.self) private var favorites
    @State private var cast: [String] = []
    @State private var reviews: [Review] = []
    @State private var isLoading = true

    private var similar: [Movie] {
        Movie.catalog.filter { $0.genre == movie.genre && $0.id != movie.id }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                HStack(alignment: .top, spacing: 16) {
                    Poster(movie: movie).frame(width: 100, height: 150)
                    VStack(alignment: .leading, spacing: 8) {
                        Text(movie.title).font(.title2.bold())
                        Label("\(movie.runtime) min", systemImage: "clock")
                        Label(movie.genre.rawValue, systemImage: "film")
                        Label("\(movie.rating, format: .number.precision(.fractionLength(1))) / 10", systemImage: "star.fill")
                    }
                    .font(.subheadline)
                }
                Text(movie.overview)
                if isLoading {
                    ProgressView("Loading cast and reviews…").frame(maxWidth: .infinity)
                } else {
                    Text("Cast").font(.title3.bold())
                    Text(cast.formatted(.list(type: .and)))
                    Text("Reviews").font(.title3.bold())
                    ForEach(reviews) { review in
                        VStack(alignment: .leading, spacing: 4) {
                            HStack {
                                Text(review.author).bold()
                                Spacer()
                                Text(String(repeating: "★", count: review.stars)).foregroundStyle(.orange)
                            }
                            Text(review.text).foregroundStyle(.secondary)
                        }
                        .padding()
                        .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
                    }
                }
                if !similar.isEmpty {
                    Text("More \(movie.genre.rawValue)").font(.title3.bold())
                    ForEach(similar) { other in
                        Button(other.title) { path.append(other) }
                    }
                }
            }
            .padding()
        }
        .navigationTitle(movie.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    withAnimation { favorites.toggle(movie) }
                } label: {
                    Image(systemName: favorites.contains(movie) ? "heart.fill" : "heart")
                }
                .accessibilityLabel(favorites.contains(movie) ? "Remove Favorite" : "Add Favorite")
            }
        }
        .task {
            async let loadedCast = MovieService.shared.cast(for: movie)
            async let loadedReviews = MovieService.shared.reviews(for: movie)
            (cast, reviews) = (try? await (loadedCast, loadedReviews)) ?? ([], [])
            isLoading = false
        }
    }
}

@main
struct MovieSearchApp: App {
    @State private var favorites = Favorites()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(favorites)
        }
    }
}
