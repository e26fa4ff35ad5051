// The opt-in product that carries the `#Preview` macro's compiler plug-in: a target that depends
// on it gets `#Preview` (declared in CursesUI) expanded. It is a separate product because the
// plug-in is built from the toolchain's own SwiftSyntax with unsafe flags, which SwiftPM refuses
// in a package depended on by version; CursesUI itself has none.
@_exported import CursesUI
