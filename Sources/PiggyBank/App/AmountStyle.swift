import CursesUI
import FoundationEssentials

/// How amounts read on screen: in the chosen currency with thousands separators, or hidden
/// as `****` where the user asked (Home, for screen sharing).
public struct AmountStyle: Equatable, Sendable {
    public var currency: Currency
    public var isHidden = false

    public init(currency: Currency, isHidden: Bool = false) {
        self.currency = currency
        self.isHidden = isHidden
    }

    /// The amount as the screen shows it: "¥1,200.50" or "****".
    public func callAsFunction(_ amount: Decimal) -> String { isHidden ? "****" : currency.format(amount) }
}

private struct AmountStyleKey: EnvironmentKey {
    static var defaultValue: AmountStyle { AmountStyle(currency: CurrencyCatalog.standard) }
}

extension EnvironmentValues {
    /// How the screens show amounts.
    public var amountStyle: AmountStyle {
        get { self[AmountStyleKey.self] }
        set { self[AmountStyleKey.self] = newValue }
    }
}
