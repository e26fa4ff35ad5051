import CursesUI
import CursesUITestSupport
import Testing

enum Level: Int {
    case low = 1, high = 2
}

/// Settings of every kind SwiftUI's `@AppStorage` takes, and a `@SceneStorage` two views share.
struct StoredSettings: View {
    @AppStorage("homepage") private var homepage = URL(string: "https://example.org")!
    @AppStorage("avatar") private var avatar = Data([1, 2])
    @AppStorage("level") private var level = Level.low
    @AppStorage("nickname") private var nickname: String?
    @SceneStorage("draft") private var draft = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(homepage.host() ?? "") \(avatar.count) bytes level \(level.rawValue) \(nickname ?? "no nickname")")
            Button("Change") {
                homepage = URL(string: "https://swift.org/docs")!
                avatar = Data([0, 255, 7])
                level = .high
                nickname = "Ada"
                draft = "kept for the scene"
            }
            Button("Forget nickname") { nickname = nil }
            DraftEcho()
        }
    }
}

/// Another view of the scene reading the same `@SceneStorage` key.
struct DraftEcho: View {
    @SceneStorage("draft") private var draft = ""

    var body: some View { Text("Draft: \(draft)") }
}

@MainActor
struct StoredSettingsTests {
    let store = InMemoryKeyValueStore()

    func driver() -> Driver {
        var environment = EnvironmentValues()
        environment.appStorage = ObservableKeyValueStore(store)
        return Driver(size: Size(width: 60, height: 8), environment: environment) { StoredSettings() }
    }

    @Test func urlDataIntEnumAndOptionalAreStoredAndReadBack() {
        let first = driver()
        #expect(first.lines[0] == "example.org 2 bytes level 1 no nickname")
        first.press(.enter)
        #expect(first.lines[0] == "swift.org 3 bytes level 2 Ada")
        #expect(store.string(forKey: "homepage") == "https://swift.org/docs")
        #expect(store.string(forKey: "avatar") == "AP8H")
        #expect(store.string(forKey: "level") == "2")
        #expect(store.string(forKey: "nickname") == "Ada")
        #expect(driver().lines[0] == "swift.org 3 bytes level 2 Ada")

        first.press(.tab, .enter)
        #expect(store.string(forKey: "nickname") == nil)
        #expect(first.lines[0] == "swift.org 3 bytes level 2 no nickname")
    }

    @Test func sceneStorageIsSharedInTheSceneAndNotPersisted() {
        let first = driver()
        first.press(.enter)
        #expect(first.lines.contains("Draft: kept for the scene"))
        #expect(store.string(forKey: "draft") == nil)
        #expect(driver().lines.contains("Draft:"))
    }

    @Test func aStoredTextThatIsNotAValueShowsTheDefault() {
        store.set("not a number", forKey: "level")
        store.set("%%%", forKey: "avatar")
        #expect(driver().lines[0] == "example.org 2 bytes level 1 no nickname")
    }
}
