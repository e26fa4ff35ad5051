import CursesUICore
import Foundation

extension _GestureInput {
    /// The centre of the view, in its points: where a key's gesture begins.
    var centre: CGPoint { CGPoint(x: size.width / 2, y: size.height / 2) }
}
