/// SF Symbol names and what a terminal draws for them: a glyph, and a word for terminals
/// that cannot show it. Shapes Unicode draws both hollow and solid keep the difference
/// ("star" ☆, "star.fill" ★, also inside "star.circle.fill"); other ".fill", ".circle" and
/// similar variants fall back to the base name; a
/// number ("4.circle.fill", "12.circle", "3.square") draws that number, circled where Unicode
/// has the glyph; an unknown name draws nothing.
enum SystemSymbols {
    struct Symbol {
        let glyph: String
        let ascii: String
    }

    /// The glyph for `name`, with its fallbacks, or nil when unknown.
    static func symbol(named name: String) -> Symbol? {
        if let number = numbered(name) { return number }
        let filled = name.split(separator: ".").contains("fill")
        var candidate = name
        while true {
            if filled, let found = table[candidate + ".fill"] { return found }
            if let found = table[candidate] { return found }
            guard let dot = candidate.lastIndex(of: ".") else { return nil }
            candidate = String(candidate[..<dot])
        }
    }

    /// "N.circle", "N.circle.fill", "N.square"…: the number N, circled (white or black) for the
    /// circle shapes Unicode has a one-column glyph for (0–20), "(N)" in ASCII.
    private static func numbered(_ name: String) -> Symbol? {
        let parts = name.split(separator: ".")
        guard let first = parts.first, first.allSatisfy(\.isASCII), let number = Int(first), number >= 0 else { return nil }
        guard parts.count > 1, parts[1] == "circle" else { return Symbol(glyph: "\(number)", ascii: "\(number)") }
        let ascii = "(\(number))"
        let scalar: UInt32? =
            if parts.contains("fill") {
                switch number {
                case 0: 0x24FF
                case 1...10: 0x2776 + UInt32(number - 1)
                case 11...20: 0x24EB + UInt32(number - 11)
                default: nil
                }
            } else {
                switch number {
                case 0: 0x24EA
                case 1...20: 0x2460 + UInt32(number - 1)
                default: nil
                }
            }
        guard let scalar, let glyph = Unicode.Scalar(scalar) else { return Symbol(glyph: ascii, ascii: ascii) }
        return Symbol(glyph: String(glyph), ascii: ascii)
    }

    private static let table: [String: Symbol] = {
        let entries: [(String, String, String)] = [
            ("plus", "+", "+"), ("minus", "−", "-"), ("xmark", "✕", "x"), ("checkmark", "✓", "v"),
            ("trash", "🗑", "del"), ("pencil", "✎", "edit"), ("square.and.pencil", "✎", "edit"),
            ("gear", "⚙", "*"), ("gearshape", "⚙", "*"), ("info", "ℹ", "i"), ("questionmark", "?", "?"),
            ("exclamationmark.triangle", "⚠", "!"), ("exclamationmark", "!", "!"), ("magnifyingglass", "🔍", "find"),
            ("arrow.up", "↑", "^"), ("arrow.down", "↓", "v"), ("arrow.left", "←", "<"), ("arrow.right", "→", ">"),
            ("chevron.up", "⌃", "^"), ("chevron.down", "⌄", "v"), ("chevron.left", "‹", "<"), ("chevron.right", "›", ">"),
            ("arrow.clockwise", "↻", "redo"), ("arrow.counterclockwise", "↺", "undo"), ("arrow.uturn.backward", "↶", "undo"),
            ("dice", "🎲", "dice"), ("ellipsis", "⋯", "..."),
            ("list.bullet", "☰", "list"), ("chart.bar", "📊", "chart"), ("chart.pie", "◔", "chart"),
            ("chart.line.uptrend.xyaxis", "📈", "chart"), ("calendar", "📅", "cal"), ("clock", "🕒", "time"),
            ("bell", "🔔", "bell"), ("lock", "🔒", "lock"), ("globe", "🌐", "web"), ("person", "👤", "me"),
            ("house", "🏠", "house"), ("car", "🚗", "car"), ("airplane", "✈", "plane"), ("airplane.departure", "🛫", "plane"),
            ("gift", "🎁", "gift"), ("heart", "♡", "<3"), ("heart.fill", "♥", "<3"), ("star", "☆", "*"), ("star.fill", "★", "*"),
            ("book", "📚", "book"),
            ("laptopcomputer", "💻", "laptop"), ("desktopcomputer", "🖥", "pc"), ("bicycle", "🚲", "bike"),
            ("iphone", "📱", "phone"), ("phone", "📞", "phone"), ("beach.umbrella", "🏖", "beach"),
            ("soccerball", "⚽", "ball"), ("basketball", "🏀", "ball"), ("camera", "📷", "camera"),
            ("gamecontroller", "🎮", "game"), ("music.note", "🎵", "music"), ("guitars", "🎸", "guitar"),
            ("applewatch", "⌚", "watch"), ("shoe", "👟", "shoes"), ("tshirt", "👕", "shirt"), ("bag", "👜", "bag"),
            ("eyeglasses", "👓", "glasses"), ("birthday.cake", "🎂", "cake"), ("cup.and.saucer", "☕", "coffee"),
            ("fork.knife", "🍴", "food"), ("wineglass", "🍷", "wine"), ("figure.and.child.holdinghands", "👶", "baby"),
            ("dog", "🐶", "dog"), ("cat", "🐱", "cat"), ("pawprint", "🐾", "pet"), ("leaf", "🍃", "leaf"),
            ("tree", "🌳", "tree"), ("sun.max", "☀", "sun"), ("moon", "☾", "moon"), ("snowflake", "❄", "snow"),
            ("cloud", "☁", "cloud"), ("umbrella", "☂", "umbrella"), ("flame", "🔥", "fire"), ("drop", "💧", "drop"),
            ("bolt", "⚡", "bolt"), ("tram", "🚆", "train"), ("ferry", "🚢", "ship"), ("sailboat", "⛵", "boat"),
            ("graduationcap", "🎓", "school"), ("building.columns", "🏛", "bank"), ("cross.case", "🏥", "health"),
            ("ticket", "🎫", "ticket"), ("film", "🎬", "movie"), ("paintpalette", "🎨", "art"), ("tent", "⛺", "tent"),
            ("figure.pool.swim", "🏊", "swim"), ("banknote", "💵", "money"), ("dollarsign", "$", "$"),
            ("yensign", "¥", "Y"), ("eurosign", "€", "E"), ("sterlingsign", "£", "L"), ("creditcard", "💳", "card"),
            ("cart", "🛒", "cart"), ("bag.fill", "👜", "bag"), ("diamond", "💎", "gem"), ("crown", "👑", "crown"),
            ("tv", "📺", "tv"), ("shippingbox", "📦", "box"), ("sidebar.leading", "◧", "side"), ("sidebar.left", "◧", "side"),
            ("sidebar.trailing", "◨", "side"), ("sidebar.right", "◨", "side"), ("folder", "📁", "dir"), ("doc", "📄", "doc"),
            ("tray", "📥", "tray"),
            ("archivebox", "🗄", "box"), ("square.and.arrow.up", "⇪", "share"), ("square.and.arrow.down", "⇩", "save"),
            ("envelope", "✉", "mail"), ("paperplane", "✈", "send"), ("hammer", "🔨", "tool"), ("wrench", "🔧", "tool"),
            ("paintbrush", "🖌", "paint"), ("key", "🔑", "key"), ("flag", "⚐", "flag"), ("bookmark", "🔖", "mark"),
            ("tag", "🏷", "tag"), ("circle", "○", "o"), ("circle.fill", "●", "o"), ("square", "□", "[]"),
            ("square.fill", "■", "[]"), ("diamond.fill", "◆", "gem"), ("flag.fill", "⚑", "flag"), ("sparkles", "✨", "*"),
            ("bed.double", "🛏", "bed"), ("hourglass", "⌛", "wait"), ("stopwatch", "⏱", "time"), ("target", "◎", "goal"),
            ("scope", "◎", "goal"), ("play", "▶", ">"), ("pause", "⏸", "||"), ("stop", "■", "[]"),
            ("timer", "⏲", "timer"),
            ("forward", "⏩", ">>"), ("backward", "⏪", "<<"), ("forward.end", "⏭", ">>|"), ("backward.end", "⏮", "|<<"),
            ("speaker", "🔈", "vol"), ("speaker.wave.1", "🔉", "vol"), ("speaker.wave.2", "🔉", "vol"),
            ("speaker.wave.3", "🔊", "vol"), ("speaker.slash", "🔇", "mute"), ("circle.lefthalf.filled", "◐", "o"),
            ("music.note.list", "🎶", "music"), ("list.number", "☰", "list"), ("wifi", "📶", "wifi"),
            ("wifi.exclamationmark", "⚠", "!"),
            ("arrow.up.arrow.down", "⇅", "sort"), ("figure.run", "🏃", "run"), ("figure.walk", "🚶", "walk"),
            ("dumbbell", "💪", "gym"), ("figure.strengthtraining.traditional", "💪", "gym"),
            ("pin", "📌", "pin"), ("note", "📝", "note"),
            ("icloud", "☁", "cloud"), ("cloud.sun", "⛅", "cloud"), ("cloud.rain", "☔", "rain"),
            ("cloud.bolt", "⛈", "storm"), ("cloud.snow", "❄", "snow"),
            ("photo", "🌄", "img"), ("photo.on.rectangle", "🌄", "img"), ("photo.on.rectangle.angled", "🌄", "img"),
            ("photo.stack", "🌄", "img"), ("checkmark.square", "☑", "[x]"), ("bubble.left", "💬", "chat"),
            ("bubble.right", "💬", "chat"), ("bubble.left.and.bubble.right", "💬", "chat"),
            ("hand.tap", "👆", "tap"), ("hand.raised", "✋", "hand"), ("hand.thumbsup", "👍", "+1"),
            ("photo.artframe", "🖼", "art"), ("chart.xyaxis.line", "📈", "chart"),
            ("checklist", "☑", "list"), ("slider.horizontal.3", "☰", "adjust"),
            ("textformat.size.smaller", "ᴀ", "a"), ("textformat.size.larger", "A", "A"),
            ("menucard", "📋", "menu"), ("mug", "☕", "mug"), ("takeoutbag.and.cup.and.straw", "🥤", "takeout"),
            ("suitcase", "🧳", "case"), ("chevron.left.forwardslash.chevron.right", "</>", "</>"),
            ("tuningfork", "⑂", "fork"), ("safari", "🧭", "web"),
            ("party.popper", "🎉", "party"), ("mappin", "📍", "pin"), ("eraser", "⌫", "erase"), ("video", "📹", "video"),
            ("square.grid.3x3", "▦", "grid"),
            ("bus", "🚌", "bus"), ("headphones", "🎧", "audio"), ("binoculars", "🔭", "look"), ("books.vertical", "📚", "books"),
        ]
        var table: [String: Symbol] = [:]
        for (name, glyph, ascii) in entries { table[name] = Symbol(glyph: glyph, ascii: ascii) }
        return table
    }()
}
