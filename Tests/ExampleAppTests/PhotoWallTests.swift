import CursesUI
import CursesUITestSupport
import Testing

@testable import PhotoWall

/// Examples/PhotoWall, driven as PROGRAMS8.md drives it on iOS: a grid of tiles whose photos
/// fail to load (a terminal draws no pictures), so each shows its failure placeholder; a tile
/// pushes a paged carousel where ←/→ swipe a photo at a time and the title and "N of M" follow
/// the `scrollPosition`; the heart favourites the photo shown, which the grid then marks; the
/// Filter menu and the Favorites Only toggle narrow the grid.
@MainActor
struct PhotoWallTests {
    /// The first row of tiles: the placeholder, and each link's chevron centred beside the
    /// tile's seven rows, as on iOS.
    let firstTiles = [
        "", "",
        "        🌄             🌄             🌄             🌄             🌄",
        "", "", "",
    ]

    @Test func theGridShowsEachTilesFailurePlaceholderAndTitle() {
        let driver = Driver(environment: .appMain, app: PhotoWallApp())
        driver.expectLines(
            ["Photo Wall                                                  [ ] ♡ Filter ‹All› ▾"] + firstTiles
                + ["  Misty Forest   River Rocks    Mountain Road  Old Station    Night Lights"])
        driver.expectLines(["  Rooftops       Good Boy       Highland Cow   Puppy Eyes     Fjord"], from: 14)
        driver.expectLines(["  Skyscrapers    Lioness"], from: 21)
    }

    @Test func theCarouselPagesWithTheArrowsAndTheTitleFollows() {
        let driver = Driver(environment: .appMain, app: PhotoWallApp())
        driver.press(.enter)
        driver.expectLine(0, "Photo Wall › Misty Forest                                            [ ♡ ] [ ⇪ ]")
        driver.expectLines(
            ["                                       ⚠", "                              Couldn't load photo"], from: 9)
        driver.expectLines(
            [
                "                                  Misty Forest", "                                 by Paul Jarvis",
                "                                    1 of 12",
            ],
            from: 20)
        driver.press(.right, .right)
        driver.expectLine(0, "Photo Wall › Mountain Road                                           [ ♡ ] [ ⇪ ]")
        driver.expectLines(
            [
                "                                 Mountain Road", "                                  by Go Wild",
                "                                    3 of 12",
            ],
            from: 20)
        driver.press(.left)
        driver.expectLines(
            [
                "                                  River Rocks", "                                 by Paul Jarvis",
                "                                    2 of 12",
            ],
            from: 20)
    }

    @Test func aResizedCarouselKeepsThePhotoItShows() {
        let driver = Driver(size: Size(width: 120, height: 40), environment: .appMain, app: PhotoWallApp())
        driver.press(.enter, .right)
        driver.resize(width: 80, height: 24)
        driver.expectLines(
            ["                                       ⚠", "                              Couldn't load photo"], from: 9)
        driver.expectLines(
            [
                "                                  River Rocks", "                                 by Paul Jarvis",
                "                                    2 of 12",
            ],
            from: 20)
        driver.press(.right)
        driver.expectLines(["                                       ⚠", "                              Couldn't load photo"], from: 9)
        driver.expectLine(22, "                                    3 of 12")
    }

    @Test func theHeartFavouritesThePhotoShownAndTheGridMarksIt() {
        let driver = Driver(environment: .appMain, app: PhotoWallApp())
        driver.press(.enter, .right, .right)
        #expect(driver.focusedText == "[ ♡ ]")
        driver.press(.enter)
        driver.expectLine(0, "Photo Wall › Mountain Road                                           [ ♥ ] [ ⇪ ]")
        driver.press(.escape)
        driver.expectLines(
            [
                "Photo Wall                                                  [ ] ♡ Filter ‹All› ▾",
                "                                           ♥",
            ])
    }

    @Test func theFilterMenuNarrowsTheGridToACategory() {
        let driver = Driver(environment: .appMain, app: PhotoWallApp())
        driver.tabTo("Filter ‹All› ▾")
        driver.press(.enter, .down, .down, .enter)
        driver.expectLines(
            [
                "Photo Wall                                                 [ ] ♡ Filter ‹City› ▾",
                "", "",
                "        🌄             🌄             🌄             🌄",
                "", "", "",
                "  Old Station    Night Lights   Rooftops       Skyscrapers", "",
            ])
    }

    @Test func favoritesOnlyWithNoFavouritesShowsNoPhotos() {
        let driver = Driver(environment: .appMain, app: PhotoWallApp())
        driver.tabTo("[ ] ♡")
        driver.press(.character(" "))
        driver.expectLines(["Photo Wall                                                  [x] ♥ Filter ‹All› ▾", "", "", ""])
        #expect(driver.screen.contains("No Photos"))
        #expect(driver.screen.contains("Try another filter or add some favorites."))
    }
}
