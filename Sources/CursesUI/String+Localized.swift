extension String {
    /// The text of `key` in the program's string catalogue, as Foundation's `String(localized:)`
    /// on Apple's systems. Foundation on Linux has no string catalogues, so this is `key` as
    /// written, with its interpolations.
    ///
    /// ```swift
    /// Text(String(localized: "Welcome back, \(name)!"))
    /// ```
    public init(
        localized key: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = key
    }

    /// The text of `key`, or `defaultValue` when the catalogue has none: on Linux, `defaultValue`.
    public init(
        localized key: StaticString, defaultValue: String, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue
    }
}
