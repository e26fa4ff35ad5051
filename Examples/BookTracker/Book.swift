import Foundation
import SwiftData

@Model
final class Book {
    @Attribute(.unique) var title: String
    var author: String
    var pages: Int
    var isFinished: Bool
    var addedOn: Date

    init(title: String, author: String, pages: Int, isFinished: Bool = false) {
        self.title = title
        self.author = author
        self.pages = pages
        self.isFinished = isFinished
        self.addedOn = .now
    }
}
