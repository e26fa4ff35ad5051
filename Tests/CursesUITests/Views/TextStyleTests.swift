import CursesUI
import CursesUITestSupport
import Testing

@testable import CursesUICore

/// `Text` as SwiftUI draws it: styled runs, `+`, Markdown in literals (and not in strings),
/// fonts, dates, truncation, case and redaction.
@MainActor
struct TextStyleTests {
    /// The style of the cell at column `x` of row `y`.
    private func style(_ driver: Driver, _ x: Int, _ y: Int = 0) -> Style { driver.terminal.screen[x, y].style }

    @Test func textModifiersStyleTheirRunAndPlusKeepsEachPartsStyle() {
        let driver = Driver(size: Size(width: 40, height: 2)) {
            Text("Bold").bold() + Text(" it").italic() + Text(" un").underline() + Text(" st").strikethrough()
                + Text(" red").foregroundColor(.red)
        }
        driver.expectLines(["Bold it un st red"])
        #expect(style(driver, 0).bold && !style(driver, 0).italic)
        #expect(style(driver, 5).italic && !style(driver, 5).bold)
        #expect(style(driver, 8).underline)
        #expect(style(driver, 11).strikethrough && !style(driver, 11).underline)
        #expect(style(driver, 14).foreground == .red)
        #expect(style(driver, 12).foreground != .red && style(driver, 13).foreground == .red)
    }

    @Test func anInnerModifierWinsOverTheOneOnTheJoinedText() {
        let driver = Driver(size: Size(width: 20, height: 1)) {
            (Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue).bold(false)
        }
        driver.expectLines(["ab"])
        #expect(style(driver, 0).foreground == .red)
        #expect(style(driver, 1).foreground == .blue)
        #expect(!style(driver, 0).bold)
    }

    @Test func strikethroughFollowsItsCondition() {
        struct Todo: View {
            @State var isDone = false
            var body: some View {
                Text("Buy milk").strikethrough(isDone).onTapGesture { isDone.toggle() }
            }
        }
        let driver = Driver(size: Size(width: 20, height: 1)) { Todo() }
        #expect(!style(driver, 0).strikethrough)
        driver.press(.enter)
        driver.expectLines(["Buy milk"])
        #expect(style(driver, 0).strikethrough && style(driver, 7).strikethrough)
    }

    @Test func aLiteralIsReadAsMarkdownAStringIsNot() {
        let plain = "**not bold**"
        let driver = Driver(size: Size(width: 60, height: 4)) {
            VStack(alignment: .leading) {
                Text("**Pro** member since *2021*")
                Text("a `x*y` b ~~gone~~ [site](https://example.com) 2 * 3")
                Text(plain)
                Text(verbatim: "*as typed*")
            }
        }
        driver.expectLines(["Pro member since 2021", "a x*y b gone site 2 * 3", "**not bold**", "*as typed*"])
        #expect(style(driver, 0).bold && style(driver, 2).bold && !style(driver, 3).bold)
        #expect(style(driver, 17).italic && !style(driver, 17).bold)
        #expect(!style(driver, 3, 1).italic, "code is shown as typed")
        #expect(style(driver, 8, 1).strikethrough)
        #expect(style(driver, 13, 1).underline, "a link is underlined")
        #expect(driver.terminal.hyperlinks.first?.destination == "https://example.com")
        #expect(!style(driver, 0, 2).bold)
    }

    @Test func interpolatedValuesAreShownAsTheyAreInsideMarkdown() {
        let word = "snake_case*"
        let driver = Driver(size: Size(width: 60, height: 3)) {
            VStack(alignment: .leading) {
                Text("Make words from **\(word)**.")
                Text("Total: \(12.5, format: .number) for \(3) people")
                Text("^[\(3) word](inflect: true), ^[\(1) word](inflect: true), \(2.5, specifier: "%.2f")")
            }
        }
        driver.expectLines(["Make words from snake_case*.", "Total: 12.5 for 3 people", "3 words, 1 word, 2.50"])
        #expect(style(driver, 16).bold && style(driver, 26).bold && !style(driver, 27).bold)
    }

    @Test func unclosedDelimitersAndEscapesShowAsTyped() {
        let driver = Driver(size: Size(width: 60, height: 2)) {
            VStack(alignment: .leading) {
                Text("5 * 3 = 15, *open, snake_case_name, \\*literal\\*")
                Text("***both*** and **bold *italic***")
            }
        }
        driver.expectLines(["5 * 3 = 15, *open, snake_case_name, *literal*", "both and bold italic"])
        #expect(!style(driver, 12).italic)
        #expect(style(driver, 0, 1).bold && style(driver, 0, 1).italic)
        #expect(style(driver, 9, 1).bold && !style(driver, 9, 1).italic)
        #expect(style(driver, 14, 1).bold && style(driver, 14, 1).italic)
    }

    @Test func fontsShowAsWeightAndBrightness() {
        let driver = Driver(size: Size(width: 30, height: 8)) {
            VStack(alignment: .leading) {
                Text("Title").font(.title2)
                Text("Caption").font(.caption)
                Text("Light").font(.largeTitle.weight(.light))
                Text("Heavy").font(.system(size: 56, weight: .heavy, design: .rounded))
                Text("Slanted").font(.body.italic())
                Text("Semibold").fontWeight(.semibold)
                Text("Styled").font(.system(.headline, design: .serif))
                Text("Custom").font(.custom("Menlo", size: 12)).monospaced().kerning(2).tracking(1).baselineOffset(3)
            }
        }
        #expect(style(driver, 0, 0).bold)
        #expect(style(driver, 0, 1).dim && !style(driver, 0, 1).bold)
        #expect(!style(driver, 0, 2).bold)
        #expect(style(driver, 0, 3).bold)
        #expect(style(driver, 0, 4).italic)
        #expect(style(driver, 0, 5).bold)
        #expect(style(driver, 0, 6).bold)
        driver.expectLine(7, "Custom")
        #expect(style(driver, 0, 7) == Style())
    }

    @Test func truncationModesCutWithAnEllipsis() {
        let long = "The quick brown fox jumps over the lazy dog"
        let driver = Driver(size: Size(width: 15, height: 5)) {
            VStack(alignment: .leading) {
                Text(long).lineLimit(1)
                Text(long).lineLimit(1).truncationMode(.head)
                Text(long).lineLimit(1).truncationMode(.middle)
                Text("天气很好今天天气很好").bold().lineLimit(1)
                Text("Path /a/very/long/b.txt").lineLimit(1).truncationMode(.middle)
            }
        }
        driver.expectLines(["The quick brow…", "…r the lazy dog", "The qui…azy dog", "天气很好今天天…", "Path /a…g/b.txt"])
        #expect(style(driver, 0, 3).bold && style(driver, 14, 3).bold)
    }

    @Test func textCaseAndAlignmentAndRedaction() {
        let driver = Driver(size: Size(width: 11, height: 6)) {
            VStack(alignment: .leading) {
                Text("Shout **it**").textCase(.uppercase)
                Text("one two three").multilineTextAlignment(.trailing).frame(width: 9)
                Text("Secret 42").redacted(reason: .placeholder)
                Text("Hidden").privacySensitive().redacted(reason: .privacy)
                Text("Shown").privacySensitive()
            }
        }
        driver.expectLines(["SHOUT IT", " one two", "   three", "▒▒▒▒▒▒ ▒▒", "▒▒▒▒▒▒", "Shown"])
        #expect(ASCIIFallback.text("▒", width: 1) == "#", "outside a UTF-8 locale a redacted cell is a #")
        #expect(style(driver, 6).bold)
    }

    @Test func chineseTextKeepsItsWidthsInStyledRuns() {
        let driver = Driver(size: Size(width: 12, height: 3)) {
            Text("你好").bold() + Text("世界和平万岁").foregroundColor(.green)
        }
        driver.expectLines(["你好世界和平", "万岁"])
        #expect(style(driver, 2).bold && style(driver, 3).bold)
        #expect(style(driver, 4).foreground == .green && !style(driver, 4).bold)
        #expect(style(driver, 0, 1).foreground == .green)
    }

    @Test func datesInTheirStyles() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: 2019, month: 6, day: 3, hour: 23, minute: 5))!
        #expect(TimeText.date(date, calendar: calendar) == "June 3, 2019")
        #expect(TimeText.time(date, calendar: calendar) == "11:05 PM")
        #expect(TimeText.relative(2 * 3_600 + 23 * 60 + 5) == "2 hours, 23 minutes")
        #expect(TimeText.relative(-65) == "1 minute, 5 seconds")
        #expect(TimeText.offset(2 * 3_600 + 10) == "+2 hours")
        #expect(TimeText.offset(-95 * 86_400) == "-3 months")
        #expect(TimeText.clock(152, showsHours: true) == "2:32")
        #expect(TimeText.clock(36 * 3_600 + 59 * 60 + 1, showsHours: true) == "36:59:01")
        let start = Date.now
        #expect(TimeText.timer(start...start.addingTimeInterval(300), now: start, countsDown: true, showsHours: true) == "5:00")
    }

    @Test func aTimerTextCountsWhileOnScreen() async {
        let end = Date.now.addingTimeInterval(3_600 + 5)
        let driver = Driver(size: Size(width: 30, height: 2)) {
            VStack(alignment: .leading) {
                Text(end, style: .timer)
                Text("Left: \(end, style: .relative)")
            }
        }
        let first = driver.lines[0]
        #expect(first.hasPrefix("1:00:0"))
        #expect(driver.lines[1].hasPrefix("Left: 1 hour"))
        #expect(await driver.waitUntil { driver.lines[0] != first })
    }

    @Test func acceptedTextModifiersLeaveTheScreenAsItWas() {
        let driver = Driver(size: Size(width: 20, height: 2)) {
            Text("Hello").lineSpacing(4).minimumScaleFactor(0.5).allowsTightening(true).textSelection(.enabled)
                .monospacedDigit().fontDesign(.rounded).italic().strikethrough(false)
                .fontWidth(.condensed).dynamicTypeSize(.xLarge).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                .underline(pattern: .dash, color: .red)
        }
        driver.expectLines(["Hello"])
        #expect(style(driver, 0).italic && !style(driver, 0).strikethrough && style(driver, 0).underline)
    }

    @Test func lineStylesAndTextScale() {
        let driver = Driver(size: Size(width: 20, height: 1)) {
            Text("a").underline(pattern: .dot) + Text("b").strikethrough(true, pattern: .dash, color: .red)
                + Text("c").textScale(.secondary) + Text("d").font(.body.width(.expanded)).fontWidth(.compressed)
        }
        driver.expectLines(["abcd"])
        #expect(style(driver, 0).underline && style(driver, 1).strikethrough && style(driver, 2).dim && style(driver, 3) == Style())
    }

    @Test func aLineLimitRangeReservesItsLowerBound() {
        let driver = Driver(size: Size(width: 12, height: 8)) {
            VStack(alignment: .leading, spacing: 0) {
                Text("one").lineLimit(2...5)
                Text("two").lineLimit(3, reservesSpace: true)
                Text("a b c d e f g h i j k l").frame(width: 3).lineLimit(...2)
                Text("end")
            }
        }
        driver.expectLines(["one", "", "two", "", "", "a b", "c…", "end"])
    }

    @Test func literalsWithoutMarkdownAndStringsKeepTheirCharacters() {
        let name = "Trip_2024 [draft]"
        let driver = Driver(size: Size(width: 50, height: 3)) {
            VStack(alignment: .leading) {
                Text("name=\(name) amount=\(12) icon=\("none")")
                Text(" · " + name).bold()
                Text("Updated \(Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 60))")
            }
        }
        driver.expectLine(0, "name=Trip_2024 [draft] amount=12 icon=none")
        driver.expectLine(1, " · Trip_2024 [draft]")
        #expect(driver.lines[2].hasPrefix("Updated ") && driver.lines[2].contains(" – "))
        #expect(style(driver, 3, 1).bold)
    }

    @Test func foundationFormattersAndImagesMakeText() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        let driver = Driver(size: Size(width: 30, height: 3)) {
            VStack(alignment: .leading) {
                Text(NSNumber(value: 0.25), formatter: formatter)
                Text("Done: \(NSNumber(value: 0.5), formatter: formatter)")
                Text(Image(systemName: "star.fill")) + Text(" Favourites").bold()
            }
        }
        driver.expectLines(["25%", "Done: 50%"])
        #expect(driver.lines[2].hasSuffix(" Favourites") && driver.lines[2].count > " Favourites".count)
        #expect(style(driver, driver.lines[2].count - 1, 2).bold)
    }

    @Test func measurementsAreWrittenByTheirFormatStyle() {
        let low = Measurement(value: 21.4, unit: UnitTemperature.celsius)
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        let driver = Driver(size: Size(width: 30, height: 3)) {
            VStack(alignment: .leading) {
                Text(
                    low, format: .measurement(width: .narrow, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0))))
                Text(distance, format: .measurement(width: .abbreviated, usage: .asProvided))
                Text("Low \(low, format: .measurement(width: .abbreviated, usage: .asProvided))")
            }
        }
        driver.expectLines(["21°", "5 km", "Low 21.4°C"])
        let fahrenheit = Measurement<UnitTemperature>.FormatStyle(
            width: .narrow, locale: Locale(identifier: "en_US"), usage: .weather, numberFormatStyle: .number.precision(.fractionLength(0)))
        #expect(fahrenheit.format(low) == "71°")
    }
}
