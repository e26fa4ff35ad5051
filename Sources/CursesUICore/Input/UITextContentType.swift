/// What a text field holds, as UIKit's `UITextContentType` for SwiftUI's
/// `textContentType(_:)`: it lets iOS offer autofill; a terminal has none, so it only names
/// the kind of text.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String

    /// A kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given (first) name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A family (last) name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An organisation's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A country's name.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A URL (UIKit's own spelling).
    public static let URL = UITextContentType(rawValue: "URL")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password being chosen.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

extension View {
    /// The kind of text the fields inside hold: accepted, no effect (a terminal offers no
    /// autofill).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
