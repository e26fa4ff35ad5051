/// SF Symbol names and what a terminal draws for them: a glyph, and a word for terminals
/// that cannot show it. ".fill", ".circle" and similar variants fall back to the base name; an
/// unknown name draws nothing.
enum SystemSymbols {
    struct Symbol {
        let glyph: String
        let ascii: String
    }

    /// The glyph for `name`, with its fallbacks, or nil when unknown.
    static func symbol(named name: String) -> Symbol? {
        var candidate = name
        while true {
            if let found = table[candidate] { return found }
            guard let dot = candidate.lastIndex(of: ".") else { return nil }
            candidate = String(candidate[..<dot])
        }
    }

    private static let table: [String: Symbol] = {
        let entries: [(String, String, String)] = [
            ("plus", "+", "+"), ("minus", "−", "-"), ("xmark", "✕", "x"), ("checkmark", "✓", "v"),
            ("trash", "🗑", "del"), ("pencil", "✎", "edit"), ("square.and.pencil", "✎", "edit"),
            ("gear", "⚙", "*"), ("gearshape", "⚙", "*"), ("info", "ℹ", "i"), ("questionmark", "?", "?"),
            ("exclamationmark.triangle", "⚠", "!"), ("exclamationmark", "!", "!"), ("magnifyingglass", "🔍", "find"),
            ("arrow.up", "↑", "^"), ("arrow.down", "↓", "v"), ("arrow.left", "←", "<"), ("arrow.right", "→", ">"),
            ("chevron.up", "⌃", "^"), ("chevron.down", "⌄", "v"), ("chevron.left", "‹", "<"), ("chevron.right", "›", ">"),
            ("arrow.clockwise", "↻", "redo"), ("arrow.uturn.backward", "↶", "undo"),
            ("list.bullet", "☰", "list"), ("chart.bar", "📊", "chart"), ("chart.pie", "◔", "chart"),
            ("chart.line.uptrend.xyaxis", "📈", "chart"), ("calendar", "📅", "cal"), ("clock", "🕒", "time"),
            ("bell", "🔔", "bell"), ("lock", "🔒", "lock"), ("globe", "🌐", "web"), ("person", "👤", "me"),
            ("house", "🏠", "house"), ("car", "🚗", "car"), ("airplane", "✈", "plane"), ("airplane.departure", "🛫", "plane"),
            ("gift", "🎁", "gift"), ("heart", "♥", "<3"), ("star", "★", "*"), ("book", "📚", "book"),
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
            ("tv", "📺", "tv"), ("folder", "📁", "dir"), ("doc", "📄", "doc"), ("tray", "📥", "tray"),
            ("archivebox", "🗄", "box"), ("square.and.arrow.up", "⇪", "share"), ("square.and.arrow.down", "⇩", "save"),
            ("envelope", "✉", "mail"), ("paperplane", "✈", "send"), ("hammer", "🔨", "tool"), ("wrench", "🔧", "tool"),
            ("paintbrush", "🖌", "paint"), ("key", "🔑", "key"), ("flag", "⚑", "flag"), ("bookmark", "🔖", "mark"),
            ("tag", "🏷", "tag"), ("circle", "○", "o"), ("square", "□", "[]"), ("sparkles", "✨", "*"),
            ("hourglass", "⌛", "wait"), ("stopwatch", "⏱", "time"), ("target", "◎", "goal"), ("scope", "◎", "goal"),
        ]
        var table: [String: Symbol] = [:]
        for (name, glyph, ascii) in entries { table[name] = Symbol(glyph: glyph, ascii: ascii) }
        return table
    }()
}
