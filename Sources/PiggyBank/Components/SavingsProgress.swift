import CursesUI

/// How full a piggy bank is: a bar and the percentage.
public struct SavingsProgress: View {
    let progress: Double

    public init(progress: Double) { self.progress = progress }

    public var body: some View {
        HStack {
            ProgressBar(value: progress).frame(width: 40)
            Text("\(Int((progress * 100).rounded(.down)))%")
        }
    }
}
