/// The `printf` conversions SwiftUI's `specifier:` interpolation takes for numbers (`%d`,
/// `%.2f`, `%5.1f`, `%03d`, `%x`, `%e` is written as `%f`), without Foundation's `String(format:)`.
enum PrintfFormat {
    static func format(_ specifier: String, _ value: Double, integer: Int? = nil) -> String {
        var characters = Array(specifier)
        guard let percent = characters.firstIndex(of: "%") else { return specifier }
        var index = percent + 1
        var flags = ""
        while index < characters.count, "-+ 0#".contains(characters[index]) {
            flags.append(characters[index])
            index += 1
        }
        var width = 0
        while index < characters.count, let digit = characters[index].wholeNumberValue {
            width = width * 10 + digit
            index += 1
        }
        var precision: Int?
        if index < characters.count, characters[index] == "." {
            index += 1
            var digits = 0
            while index < characters.count, let digit = characters[index].wholeNumberValue {
                digits = digits * 10 + digit
                index += 1
            }
            precision = digits
        }
        while index < characters.count, "hlqLjzt".contains(characters[index]) { index += 1 }
        guard index < characters.count else { return specifier }
        let conversion = characters[index]
        var body: String
        switch conversion {
        case "d", "i", "u": body = String(integer ?? Int(value.rounded(.towardZero)))
        case "x": body = String(integer ?? Int(value), radix: 16)
        case "X": body = String(integer ?? Int(value), radix: 16).uppercased()
        case "f", "F", "e", "g": body = fixed(value, digits: precision ?? (conversion == "g" ? 0 : 6), trims: conversion == "g")
        case "@", "s": body = integer.map(String.init) ?? fixed(value, digits: 6, trims: true)
        default: return specifier
        }
        if flags.contains("+"), !body.hasPrefix("-") { body = "+" + body }
        if body.count < width {
            let padding = width - body.count
            if flags.contains("-") {
                body += String(repeating: " ", count: padding)
            } else if flags.contains("0") {
                let sign = body.hasPrefix("-") || body.hasPrefix("+") ? String(body.removeFirst()) : ""
                body = sign + String(repeating: "0", count: padding) + body
            } else {
                body = String(repeating: " ", count: padding) + body
            }
        }
        characters.replaceSubrange(percent...index, with: Array(body))
        return String(characters).replacing("%%", with: "%")
    }

    /// `value` with `digits` decimals, rounded half away from zero.
    private static func fixed(_ value: Double, digits: Int, trims: Bool) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = (scaled / scale).rounded(.down)
        let fraction = scaled - whole * scale
        var text = String(format: whole)
        if digits > 0 {
            var decimals = String(format: fraction)
            decimals = String(repeating: "0", count: max(0, digits - decimals.count)) + decimals
            if trims { while decimals.hasSuffix("0") { decimals.removeLast() } }
            if !decimals.isEmpty { text += "." + decimals }
        }
        return (value < 0 && scaled != 0 ? "-" : "") + text
    }
}

extension String {
    /// The digits of a whole, non-negative `Double` without a decimal point.
    fileprivate init(format value: Double) {
        self = value < 9.2e18 ? String(Int64(value)) : String(value)
    }
}
