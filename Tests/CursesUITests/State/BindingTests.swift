import CursesUI
import CursesUIOptionalBinding
import Foundation
import Testing

@MainActor
struct BindingTests {
    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    struct Profile: Equatable {
        var name = ""
        var email = ""
    }

    @Test func readsThroughTheGetterAndWritesThroughTheSetter() {
        let box = Box(1)
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        binding.wrappedValue = 5
        #expect(box.value == 5)
        box.value = 7
        #expect(binding.wrappedValue == 7)
    }

    @Test func constantBindingIgnoresWrites() {
        let binding = Binding.constant("preview")
        binding.wrappedValue = "changed"
        #expect(binding.wrappedValue == "preview")
    }

    @Test func dynamicMemberProjectionWritesTheWholeValueBackThroughTheBase() {
        let box = Box(Profile())
        var baseWrites = 0
        let profile = Binding(
            get: { box.value },
            set: {
                box.value = $0
                baseWrites += 1
            })
        profile.name.wrappedValue = "Ada"
        #expect(box.value.name == "Ada")
        #expect(baseWrites == 1)
    }

    @Test func projectedValueIsTheBindingItself() {
        let box = Box(3)
        @Binding var count: Int
        _count = Binding(get: { box.value }, set: { box.value = $0 })
        $count.wrappedValue = 4
        #expect(box.value == 4)
        #expect(count == 4)
    }

    @Test func nilCoalescingBindingReadsTheDefaultAndMaterialisesOnFirstWrite() {
        let box = Box<String?>(nil)
        let optional = Binding(get: { box.value }, set: { box.value = $0 })
        let name = optional ?? "none"
        #expect(name.wrappedValue == "none")
        #expect(box.value == nil)
        name.wrappedValue = "Lin"
        #expect(box.value == "Lin")
    }

    @Test func defaultValueAndOrEmptyMaterialiseTheOptional() {
        let box = Box<String?>(nil)
        let optional = Binding(get: { box.value }, set: { box.value = $0 })
        #expect(optional.defaultValue("x").wrappedValue == "x")
        #expect(optional.orEmpty.wrappedValue == "")
        optional.orEmpty.wrappedValue = "typed"
        #expect(box.value == "typed")
    }

    @Test func failableInitIsNilWhileTheBaseIsNil() {
        let box = Box<Int?>(nil)
        let optional = Binding(get: { box.value }, set: { box.value = $0 })
        #expect(Binding(optional) == nil)
        box.value = 2
        let unwrapped = Binding(optional)
        #expect(unwrapped?.wrappedValue == 2)
        unwrapped?.wrappedValue = 9
        #expect(box.value == 9)
        box.value = nil
        #expect(unwrapped?.wrappedValue == 9, "keeps answering with the last value once the base is nil")
    }

    @Test func anEmailBindingLowercasesAndTrimsOnSet() {
        let box = Box("")
        let email = Binding<String>(
            get: { box.value },
            set: { box.value = $0.lowercased().trimmingCharacters(in: .whitespaces) })
        email.wrappedValue = "  Ada@Example.COM "
        #expect(box.value == "ada@example.com")
    }

    @Test func mapTransformsBothWays() {
        let box = Box(0)
        let text = Binding(get: { box.value }, set: { box.value = $0 })
            .map(get: { $0 == 0 ? "" : String($0) }, set: { Int($0) ?? 0 })
        #expect(text.wrappedValue == "")
        text.wrappedValue = "42"
        #expect(box.value == 42)
        #expect(text.wrappedValue == "42")
    }
}
