import CursesUI

// MARK: - Model

enum PhotoCategory: String, CaseIterable, Identifiable {
    case all = "All"
    case nature = "Nature"
    case city = "City"
    case animals = "Animals"

    var id: Self { self }
}

struct Photo: Identifiable, Hashable {
    let id: Int
    let title: String
    let photographer: String
    let category: PhotoCategory

    var url: URL {
        URL(string: "https://picsum.photos/id/\(id)/1200/800")!
    }

    var thumbnailURL: URL {
        URL(string: "https://picsum.photos/id/\(id)/300/300")!
    }
}

extension Photo {
    static let samples: [Photo] = [
        Photo(id: 10, title: "Misty Forest", photographer: "Paul Jarvis", category: .nature),
        Photo(id: 15, title: "River Rocks", photographer: "Paul Jarvis", category: .nature),
        Photo(id: 29, title: "Mountain Road", photographer: "Go Wild", category: .nature),
        Photo(id: 43, title: "Old Station", photographer: "Oleg Chursin", category: .city),
        Photo(id: 48, title: "Night Lights", photographer: "Luke Chesser", category: .city),
        Photo(id: 57, title: "Rooftops", photographer: "Nicholas Swanson", category: .city),
        Photo(id: 169, title: "Good Boy", photographer: "Joe Neric", category: .animals),
        Photo(id: 200, title: "Highland Cow", photographer: "Trey Ratcliff", category: .animals),
        Photo(id: 237, title: "Puppy Eyes", photographer: "André Spieker", category: .animals),
        Photo(id: 1015, title: "Fjord", photographer: "Alexey Topolyanskiy", category: .nature),
        Photo(id: 1031, title: "Skyscrapers", photographer: "Mike Wilson", category: .city),
        Photo(id: 1074, title: "Lioness", photographer: "Samuel Scrimshaw", category: .animals),
    ]
}

// MARK: - Gallery

struct GalleryView: View {
    @State private var filter: PhotoCategory = .all
    @State private var showFavoritesOnly = false
    @State private var favorites: Set<Photo.ID> = []

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 8)]

    private var visiblePhotos: [Photo] {
        Photo.samples.filter { photo in
            (filter == .all || photo.category == filter)
                && (!showFavoritesOnly || favorites.contains(photo.id))
        }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(visiblePhotos) { photo in
                        NavigationLink(value: photo) {
                            PhotoTile(photo: photo, isFavorite: favorites.contains(photo.id))
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(8)
            }
            .overlay {
                if visiblePhotos.isEmpty {
                    ContentUnavailableView(
                        "No Photos",
                        systemImage: "photo.on.rectangle.angled",
                        description: Text("Try another filter or add some favorites.")
                    )
                }
            }
            .navigationTitle("Photo Wall")
            .navigationDestination(for: Photo.self) { photo in
                PhotoDetailView(
                    photos: visiblePhotos,
                    initialPhoto: photo,
                    favorites: $favorites
                )
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Toggle(isOn: $showFavoritesOnly) {
                        Label("Favorites Only", systemImage: showFavoritesOnly ? "heart.fill" : "heart")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Picker("Filter", selection: $filter) {
                        ForEach(PhotoCategory.allCases) { category in
                            Text(category.rawValue).tag(category)
                        }
                    }
                    .pickerStyle(.menu)
                }
            }
        }
    }
}

struct PhotoTile: View {
    let photo: Photo
    let isFavorite: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            AsyncImage(url: photo.thumbnailURL) { phase in
                switch phase {
                case .empty:
                    ZStack {
                        Color.gray.opacity(0.15)
                        ProgressView()
                    }
                case .success(let image):
                    image
                        .resizable()
                        .scaledToFill()
                case .failure:
                    ZStack {
                        Color.gray.opacity(0.15)
                        Image(systemName: "photo")
                            .font(.title)
                            .foregroundStyle(.secondary)
                    }
                @unknown default:
                    Color.gray.opacity(0.15)
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: 100)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .overlay(alignment: .topTrailing) {
                if isFavorite {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(.red)
                        .padding(6)
                        .background(.ultraThinMaterial, in: Circle())
                        .padding(4)
                }
            }
            Text(photo.title)
                .font(.caption)
                .lineLimit(1)
        }
        .accessibilityElement(children: .combine)
    }
}

// MARK: - Detail

struct PhotoDetailView: View {
    let photos: [Photo]
    @Binding var favorites: Set<Photo.ID>
    @State private var currentID: Photo.ID?

    init(photos: [Photo], initialPhoto: Photo, favorites: Binding<Set<Photo.ID>>) {
        self.photos = photos
        self._favorites = favorites
        self._currentID = State(initialValue: initialPhoto.id)
    }

    private var current: Photo? {
        photos.first { $0.id == currentID }
    }

    private var currentIndex: Int {
        photos.firstIndex { $0.id == currentID } ?? 0
    }

    var body: some View {
        VStack(spacing: 16) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(photos) { photo in
                        PhotoPage(photo: photo)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentID)
            .scrollIndicators(.hidden)

            if let current {
                VStack(spacing: 4) {
                    Text(current.title)
                        .font(.title2.bold())
                    Text("by \(current.photographer)")
                        .foregroundStyle(.secondary)
                    Text("\(currentIndex + 1) of \(photos.count)")
                        .font(.footnote)
                        .monospacedDigit()
                        .foregroundStyle(.secondary)
                }
                .padding(.bottom)
            }
        }
        .navigationTitle(current?.title ?? "Photo")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                if let current {
                    let isFavorite = favorites.contains(current.id)
                    Button {
                        toggleFavorite(current)
                    } label: {
                        Label(
                            isFavorite ? "Unfavorite" : "Favorite",
                            systemImage: isFavorite ? "heart.fill" : "heart"
                        )
                    }
                    .tint(.red)
                    .sensoryFeedback(.success, trigger: isFavorite)

                    ShareLink(
                        item: current.url,
                        subject: Text(current.title),
                        message: Text("Look at this photo by \(current.photographer)")
                    )
                }
            }
        }
    }

    private func toggleFavorite(_ photo: Photo) {
        if favorites.contains(photo.id) {
            favorites.remove(photo.id)
        } else {
            favorites.insert(photo.id)
        }
    }
}

struct PhotoPage: View {
    let photo: Photo

    var body: some View {
        AsyncImage(url: photo.url, transaction: Transaction(animation: .easeInOut)) { phase in
            switch phase {
            case .success(let image):
                image
                    .resizable()
                    .scaledToFit()
                    .transition(.opacity)
            case .failure:
                VStack(spacing: 8) {
                    Image(systemName: "exclamationmark.triangle")
                        .font(.largeTitle)
                    Text("Couldn't load photo")
                        .font(.callout)
                }
                .foregroundStyle(.secondary)
            default:
                ProgressView("Loading…")
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .padding(.horizontal)
    }
}

@main
struct PhotoWallApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryView()
        }
    }
}
