import CursesUICore

/// The step is kept with `@AppStorage("pageSteps")`, as its number.
extension Step: AppStorageValue {}
