import CursesUICore
import Foundation

/// What a measurement is for, which picks the unit it is shown in, as Foundation's
/// `MeasurementFormatUnitUsage` (missing from Foundation on Linux).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String

    /// The unit the locale prefers for the dimension.
    public static var general: Self { Self(name: "general") }
    /// The unit the measurement was given in.
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A weather temperature: °F in the United States, °C elsewhere.
    public static var weather: Self { Self(name: "weather") }
    /// A body temperature: °F in the United States, °C elsewhere.
    public static var person: Self { Self(name: "person") }
}

extension Measurement where UnitType: Dimension {
    /// Writes a measurement, as Foundation's `Measurement.FormatStyle` (missing from Foundation
    /// on Linux): the number by `numberFormatStyle`, then the unit's symbol ("21°" narrow,
    /// "21°C" or "5 km" abbreviated, "5 km" wide: unit names are not spelled out).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the unit is written, as Foundation's `Measurement.FormatStyle.UnitWidth`.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let name: String
            /// The unit's name ("5 km": names are written as symbols here).
            public static var wide: Self { Self(name: "wide") }
            /// The unit's symbol after a space: "5 km", "21°C".
            public static var abbreviated: Self { Self(name: "abbreviated") }
            /// The shortest form: "5km", "21°".
            public static var narrow: Self { Self(name: "narrow") }
        }

        /// How much of the unit is written.
        public var width: UnitWidth
        /// The locale, whose measurement system picks the unit for `.general` and `.weather`.
        public var locale: Locale
        /// What the measurement is for.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written; nil writes it as `Double.formatted()` does.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// A style writing measurements with these choices.
        public init(
            width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// The measurement written out.
        public func format(_ value: Measurement<UnitType>) -> String {
            let shown = converted(value)
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>(locale: locale)).format(shown.value)
            let symbol = shown.unit.symbol
            if shown.unit is UnitTemperature {
                return width == .narrow ? number + "°" : number + symbol
            }
            return width == .narrow ? number + symbol : number + " " + symbol
        }

        /// A copy writing for `locale`.
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        private func converted(_ value: Measurement<UnitType>) -> Measurement<UnitType> {
            guard usage?.name != "asProvided", let temperature = value as? Measurement<UnitTemperature> else { return value }
            let usesFahrenheit = locale.measurementSystem == .us
            let unit: UnitTemperature = usesFahrenheit ? .fahrenheit : .celsius
            return (temperature.converted(to: unit) as? Measurement<UnitType>) ?? value
        }
    }
}

extension FormatStyle {
    /// Writes a measurement, as Foundation's `.measurement(width:usage:numberFormatStyle:)`:
    /// `Text(day.low, format: .measurement(width: .narrow, usage: .weather))`.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

extension Measurement where UnitType: Dimension {
    /// The measurement written by `style`, as Foundation's `Measurement.formatted(_:)`.
    public func formatted(_ style: Measurement<UnitType>.FormatStyle = .init()) -> String { style.format(self) }
}
