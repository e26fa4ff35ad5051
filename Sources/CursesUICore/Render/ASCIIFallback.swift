/// Plain-ASCII stand-ins for what a terminal outside a UTF-8 locale cannot show: line and box
/// drawing, blocks, bullets and marks get look-alikes, anything else a `?` per column, so the
/// layout keeps its widths.
public enum ASCIIFallback {
    private static let lookAlikes: [Character: Character] = [
        "─": "-", "═": "=", "│": "|", "║": "|", "┃": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+", "╔": "+", "╗": "+",
        "╚": "+", "╝": "+", "█": "#", "▉": "#", "▊": "#", "▋": "#", "▌": "#", "▍": "#", "▎": "#", "▏": "#", "░": ".", "▒": "#",
        "·": "-", "•": "*", "✓": "*", "★": "*", "←": "<", "→": ">", "↑": "^", "↓": "v", "▸": ">", "▾": "v", "…": ".", "—": "-",
        "“": "\"", "”": "\"", "‘": "'", "’": "'", "，": ",", "：": ":", "？": "?",
        // Slider and gauge tracks, progress circles, and the spinner's frames as a turning bar.
        "━": "=", "●": "o", "○": "o", "◔": "o", "◑": "o", "◕": "o", "⠋": "|", "⠙": "/", "⠹": "-", "⠸": "\\", "⠼": "|",
        "⠴": "/", "⠦": "-", "⠧": "\\", "⠇": "|", "⠏": "/",
    ]

    /// The ASCII text for one cell's grapheme cluster and width (two columns become two characters).
    public static func text(_ cluster: String, width: Int) -> String {
        if cluster.allSatisfy(\.isASCII) { return cluster }
        if let first = cluster.first, let lookAlike = lookAlikes[first] {
            return String(repeating: lookAlike, count: max(1, width))
        }
        return String(repeating: "?", count: max(1, width))
    }
}
