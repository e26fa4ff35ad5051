import Foundation

struct Question: Identifiable {
    let id = UUID()
    let text: String
    let answers: [String]
    let correctIndex: Int
    let explanation: String

    static let all: [Question] = [
        Question(
            text: "Which property wrapper gives a view its own local, mutable state?",
            answers: ["@Binding", "@State", "@Environment", "@Bindable"],
            correctIndex: 1,
            explanation: "@State stores value types that a view owns."
        ),
        Question(
            text: "Which container lets you push views onto a stack?",
            answers: ["NavigationStack", "ZStack", "TabView", "Group"],
            correctIndex: 0,
            explanation: "NavigationStack manages a stack of pushed views."
        ),
        Question(
            text: "Which macro makes a class observable in iOS 17?",
            answers: ["@Published", "@MainActor", "@Observable", "@Model"],
            correctIndex: 2,
            explanation: "The @Observable macro comes from the Observation framework."
        ),
        Question(
            text: "Which modifier shows a sheet from the bottom of the screen?",
            answers: [".popover", ".alert", ".overlay", ".sheet"],
            correctIndex: 3,
            explanation: ".sheet presents a modal view."
        ),
        Question(
            text: "What does a List use to let people delete rows by swiping?",
            answers: [".onDelete", ".onTapGesture", ".onSubmit", ".task"],
            correctIndex: 0,
            explanation: "Attach .onDelete to a ForEach inside a List."
        )
    ]
}
