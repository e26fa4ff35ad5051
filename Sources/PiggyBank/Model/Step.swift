/// Where the user is in the app, as the persisted `pageSteps` numbers: 1 Welcome,
/// 2 Privacy, 3 and 4 the create pages, 5 the summary, 0 Home. The numbers are what the
/// settings table holds, so databases written by 0.1.0 resume where they were.
public enum Step: Int, CaseIterable, Sendable {
    case home = 0
    case welcome = 1
    case privacy = 2
    case createNameAndTarget = 3
    case createIconAndAmount = 4
    case completed = 5
}
