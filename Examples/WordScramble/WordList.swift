import Foundation

/// A tiny built-in dictionary so the game works offline and without a bundled word file.
enum WordList {
    static let rootWords = ["painters", "silkworm", "gardener", "chapters"]

    static let knownWords: Set<String> = [
        // painters
        "air", "airs", "ants", "art", "arts", "ate", "ear", "ears", "eat", "eats", "era", "inert",
        "insert", "inset", "nap", "naps", "nest", "net", "nets", "nips", "pain", "paint", "painter",
        "paints", "pair", "pairs", "pan", "pane", "panes", "pans", "pant", "pants", "parent", "parents",
        "paste", "pat", "pats", "pear", "pears", "pen", "pens", "pet", "pets", "pie", "pier", "piers",
        "pies", "pine", "pines", "pins", "pint", "pints", "pirate", "pirates", "pits", "print", "prints",
        "rain", "rains", "rant", "rants", "rat", "rats", "rent", "rents", "rest", "rip", "ripe", "ripen",
        "rips", "rise", "risen", "rite", "saint", "sat", "satin", "sea", "seat", "set", "sin", "sip",
        "sir", "sit", "snare", "snipe", "spare", "spear", "spin", "spine", "spire", "spit", "sprain",
        "sprint", "stain", "star", "stare", "step", "stir", "strain", "strip", "stripe", "tan", "tap",
        "tape", "taper", "tapes", "tapir", "taps", "tar", "tea", "tear", "tears", "teas", "ten", "tens",
        "tern", "tier", "tiers", "tin", "tins", "tips", "tire", "tires", "train", "trains", "trip", "trips",
        // silkworm
        "ilk", "irks", "kilo", "kilos", "limo", "limos", "low", "lows", "milk", "milks", "mow", "mows",
        "oil", "oils", "owl", "owls", "rim", "rims", "risk", "roil", "row", "rows", "silk", "silo",
        "ski", "skim", "slim", "slow", "soil", "sow", "swirl", "wok", "woks", "work", "works", "worm", "worms",
        // gardener
        "agreed", "and", "anger", "danger", "dare", "darn", "dean", "dear", "den", "drag", "eager",
        "earn", "earned", "edge", "end", "errand", "garden", "garner", "gear", "gene", "genre", "grade",
        "grader", "grand", "grander", "greed", "green", "nag", "near", "need", "rag", "rage", "raged",
        "ran", "range", "ranger", "read", "reader", "red", "reed", "regard", "rend",
        // chapters
        "ace", "aces", "act", "acts", "arc", "arch", "arches", "cape", "caper", "capes", "care", "cart",
        "carts", "cash", "cast", "caste", "cat", "cats", "chap", "chaps", "chapter", "chart", "charts",
        "chat", "chats", "cheap", "cheat", "cheats", "chest", "crash", "crate", "crates", "crest", "each",
        "earth", "harp", "harps", "hat", "hate", "hater", "hates", "hats", "heap", "heaps", "hear", "heart",
        "hearts", "heat", "pact", "parch", "patch", "path", "paths", "peach", "perch", "phase", "race",
        "rash", "reach", "react", "scar", "scare", "scrape", "shape", "share", "sharp", "teach", "trace", "trash"
    ]
}
