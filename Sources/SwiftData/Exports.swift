// A model is `Observable`: a file that imports only Foundation and SwiftData (as Xcode's
// template's Item.swift does) sees the protocol its models conform to.
@_exported import Observation
