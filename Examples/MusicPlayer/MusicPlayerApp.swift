import CursesUI

struct Song: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let artist: String
    let duration: TimeInterval
}

@Observable
final class Player {
    var playlist: [Song] = [
        Song(title: "Morning Light", artist: "The Hollows", duration: 214),
        Song(title: "Paper Boats", artist: "June Avenue", duration: 187),
        Song(title: "Night Drive", artist: "Neon Coast", duration: 245),
        Song(title: "Slow Tide", artist: "The Hollows", duration: 199),
        Song(title: "Glass Houses", artist: "Mira Lane", duration: 232),
    ]
    var currentIndex = 0
    var elapsed: TimeInterval = 0
    var isPlaying = false
    var volume: Double = 0.7

    var current: Song { playlist[currentIndex] }
    var remaining: TimeInterval { current.duration - elapsed }

    func togglePlay() { isPlaying.toggle() }

    func next() {
        currentIndex = (currentIndex + 1) % playlist.count
        elapsed = 0
    }

    func previous() {
        if elapsed > 3 {
            elapsed = 0
        } else {
            currentIndex = (currentIndex - 1 + playlist.count) % playlist.count
            elapsed = 0
        }
    }

    func play(_ song: Song) {
        guard let index = playlist.firstIndex(of: song) else { return }
        currentIndex = index
        elapsed = 0
        isPlaying = true
    }

    func tick() {
        guard isPlaying else { return }
        elapsed += 1
        if elapsed >= current.duration { next() }
    }
}

func timeString(_ seconds: TimeInterval) -> String {
    let total = Int(seconds.rounded())
    return String(format: "%d:%02d", total / 60, total % 60)
}

@main
struct MusicPlayerApp: App {
    @State private var player = Player()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(player)
        }
    }
}

struct RootView: View {
    @Environment(Player.self) private var player
    @State private var showingNowPlaying = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        TabView {
            LibraryView()
                .tabItem { Label("Library", systemImage: "music.note.list") }
            QueueView()
                .tabItem { Label("Queue", systemImage: "list.number") }
        }
        .safeAreaInset(edge: .bottom) {
            MiniPlayer()
                .onTapGesture { showingNowPlaying = true }
                .padding(.bottom, 50)
        }
        .sheet(isPresented: $showingNowPlaying) {
            NowPlayingView()
        }
        .onReceive(timer) { _ in
            player.tick()
        }
    }
}

struct MiniPlayer: View {
    @Environment(Player.self) private var player

    var body: some View {
        HStack {
            Image(systemName: "music.note")
                .frame(width: 40, height: 40)
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 6))
            VStack(alignment: .leading) {
                Text(player.current.title).font(.subheadline.bold())
                Text(player.current.artist).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Button {
                player.togglePlay()
            } label: {
                Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
            }
            Button {
                player.next()
            } label: {
                Image(systemName: "forward.fill")
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.regularMaterial)
    }
}

struct LibraryView: View {
    @Environment(Player.self) private var player

    var body: some View {
        NavigationStack {
            List(player.playlist) { song in
                Button {
                    player.play(song)
                } label: {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(song.title)
                            Text(song.artist).font(.caption).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(timeString(song.duration))
                            .font(.caption.monospacedDigit())
                            .foregroundStyle(.secondary)
                    }
                }
                .foregroundStyle(.primary)
            }
            .navigationTitle("Library")
        }
    }
}

struct QueueView: View {
    @Environment(Player.self) private var player

    var body: some View {
        NavigationStack {
            List {
                ForEach(Array(player.playlist.enumerated()), id: \.element.id) { index, song in
                    HStack {
                        Image(systemName: index == player.currentIndex ? "speaker.wave.2.fill" : "music.note")
                            .foregroundStyle(index == player.currentIndex ? Color.accentColor : .secondary)
                            .frame(width: 24)
                        Text(song.title)
                            .fontWeight(index == player.currentIndex ? .bold : .regular)
                        Spacer()
                        Text(song.artist).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Up Next")
        }
    }
}

struct NowPlayingView: View {
    @Environment(Player.self) private var player
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var player = player
        VStack(spacing: 24) {
            Capsule().fill(.secondary).frame(width: 40, height: 5)
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.accentColor.gradient)
                .aspectRatio(1, contentMode: .fit)
                .overlay(Image(systemName: "music.note").font(.system(size: 80)))
                .padding(.horizontal, 40)
            VStack(spacing: 4) {
                Text(player.current.title).font(.title2.bold())
                Text(player.current.artist).foregroundStyle(.secondary)
            }
            VStack(spacing: 4) {
                Slider(value: $player.elapsed, in: 0...player.current.duration, step: 1)
                HStack {
                    Text(timeString(player.elapsed))
                    Spacer()
                    Text("-" + timeString(player.remaining))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }
            .padding(.horizontal)
            HStack(spacing: 48) {
                Button { player.previous() } label: {
                    Image(systemName: "backward.fill")
                }
                Button { player.togglePlay() } label: {
                    Image(systemName: player.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 64))
                }
                Button { player.next() } label: {
                    Image(systemName: "forward.fill")
                }
            }
            .font(.title)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $player.volume, in: 0...1)
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)
            .padding(.horizontal)
            Spacer()
        }
        .padding(.top)
    }
}
