import CursesUI
import CursesUITestSupport
import Testing

@testable import InventoryTable

/// Examples/InventoryTable, driven as PROGRAMS7.md drives it: on a wide terminal (an iPad's
/// regular width) the categories beside a table whose column titles sort it, with the
/// inspector as a trailing column; on 80×24 (an iPhone's compact width) the categories, then
/// the items as a list, with the inspector as a sheet; search by name or SKU; CSV export and
/// import through the path prompt that stands for the system's save panel and picker.
@MainActor
struct InventoryTableTests {
    static let wide = Size(width: 120, height: 40)

    /// A line of the detail column beside the 30-column sidebar (`sidebar` on its left).
    func detail(_ text: String, sidebar: String = "") -> String {
        sidebar + String(repeating: " ", count: 30 - DisplayWidth.of(sidebar)) + "│" + text
    }

    /// A line's text right of the sidebar's rule.
    static func afterSidebar(_ line: String) -> String {
        line.firstIndex(of: "│").map { String(line[line.index(after: $0)...]) } ?? line
    }

    static let header = "  Name ▲          SKU             Category        Qty      Price          Value"
    static let rule = String(repeating: "─", count: 89)
    static let a4Paper = "  A4 Paper        PAP-100         Paper           250      US$4.25        US$1,062.50"
    static let gelPen = "  Gel Pen         PEN-020         Pens            80       US$1.20        US$96.00"
    static let hdmiCable = "  HDMI Cable      CAB-002         Cables          3        US$14.50       US$43.50"
    static let headphones = "  Headphones      AUD-010         Audio           12       US$89.00       US$1,068.00"
    static let kettle = "  Kettle          KIT-005         Kitchen         6        US$39.95       US$239.70"
    static let speaker = "  Speaker         AUD-011         Audio           4        US$129.00      US$516.00"
    static let usbCable = "  USB-C Cable     CAB-001         Cables          42       US$9.99        US$419.58"

    @Test func theTableListsEveryItemAndAColumnTitleSortsItThenReverses() {
        let driver = Driver(size: Self.wide, environment: .appMain, app: InventoryTableApp())
        driver.expectLines([
            "Inventory                     │All Items                                                      [ + ] [ 🗑 ] [ ⋯ ▾ ] [ ◨ ]",
            "▸ 📦 All Items                │⌕ Name or SKU" + String(repeating: "_", count: 76),
            detail(Self.header, sidebar: "Categories"),
            "   📁 Electronics           › │" + Self.rule,
            "   📁 Office                › │" + Self.a4Paper,
            detail(Self.gelPen, sidebar: "   🏷 Kitchen"),
            detail(Self.hdmiCable), detail(Self.headphones), detail(Self.kettle), detail(Self.speaker), detail(Self.usbCable),
            detail(""),
        ])
        driver.focus("Qty")
        driver.press(.enter)
        driver.expectLine(
            2, detail("  Name            SKU             Category        Qty ▲    Price          Value", sidebar: "Categories"))
        #expect(
            driver.lines[4...10].map(Self.afterSidebar) == [
                Self.hdmiCable, Self.speaker, Self.kettle, Self.headphones, Self.usbCable, Self.gelPen, Self.a4Paper,
            ])
        driver.press(.enter)
        driver.expectLine(
            2, detail("  Name            SKU             Category        Qty ▼    Price          Value", sidebar: "Categories"))
        #expect(
            driver.lines[4...10].map(Self.afterSidebar) == [
                Self.a4Paper, Self.gelPen, Self.usbCable, Self.headphones, Self.kettle, Self.speaker, Self.hdmiCable,
            ])
    }

    @Test func aParentCategoryOpensWithArrowsAndShowsTheItemsOfItsSubcategories() {
        let driver = Driver(size: Self.wide, environment: .appMain, app: InventoryTableApp())
        driver.press(.down, .right)
        driver.expectLines(
            [
                "   📁 Electronics           ⌄ │" + Self.rule, detail(Self.a4Paper, sidebar: "     🏷 Cables"),
                detail(Self.gelPen, sidebar: "     🏷 Audio"), "   📁 Office                › │" + Self.hdmiCable,
            ], from: 3)
        driver.press(.enter)
        driver.expectLines(
            [
                "Inventory                     │Electronics                                                    [ + ] [ 🗑 ] [ ⋯ ▾ ] [ ◨ ]",
                "  📦 All Items                │⌕ Name or SKU" + String(repeating: "_", count: 76),
                detail(Self.header, sidebar: "Categories"),
                " ▸ 📁 Electronics           ⌄ │" + Self.rule,
                detail(Self.hdmiCable, sidebar: "     🏷 Cables"), detail(Self.headphones, sidebar: "     🏷 Audio"),
                "   📁 Office                › │" + Self.speaker, detail(Self.usbCable, sidebar: "   🏷 Kitchen"), detail(""),
            ])
        driver.press(.left)
        driver.expectLines([" ▸ 📁 Electronics           › │" + Self.rule, "   📁 Office                › │" + Self.hdmiCable], from: 3)
    }

    @Test func enterOnARowOpensTheInspectorBesideTheTableAndItsEditsShowInTheTable() {
        let driver = Driver(size: Self.wide, environment: .appMain, app: InventoryTableApp())
        driver.focus("Kettle")
        driver.press(.enter)
        driver.expectLines(
            [
                detail("  Name ▲  SKU     Catego… Qty      Price   Value  │ Details", sidebar: "Categories"),
                "   📁 Electronics           › │──────────────────────────────────────────────────│  Kettle_____________________________",
                "   📁 Office                › │  A4 Pap… PAP-100 Paper   250      US$4.25 US$1,… │  KIT-005____________________________",
                detail("  Gel Pen PEN-020 Pens    80       US$1.20 US$96… │  Category                ‹Kitchen› ▾", sidebar: "   🏷 Kitchen"),
                detail("  HDMI C… CAB-002 Cables  3        US$14.… US$43… │"),
                detail("  Headph… AUD-010 Audio   12       US$89.… US$1,… │ Stock"),
                detail("✓ Kettle  KIT-005 Kitchen 6        US$39.… US$23… │  Quantity: 6                   [−|+]"),
                detail("  Speaker AUD-011 Audio   4        US$129… US$51… │  US$39.95___________________________"),
                detail("  USB-C…  CAB-001 Cables  42       US$9.99 US$41… │  Total value               US$239.70"),
            ], from: 2)
        // Past the two rows under Kettle, Tab reaches the inspector's name field.
        driver.press(.tab, .tab, .tab, .control("u"))
        driver.type("Electric Kettle")
        driver.expectLine(
            3, "   📁 Electronics           › │──────────────────────────────────────────────────│  Electric Kettle____________________")
        driver.expectLine(
            5, detail("✓ Electr… KIT-005 Kitchen 6        US$39.… US$23… │  Category                ‹Kitchen› ▾", sidebar: "   🏷 Kitchen"))
        driver.focus("[ ◨ ]")
        driver.press(.enter)
        driver.expectLines(
            [
                "   📁 Office                › │" + Self.a4Paper,
                detail("✓ Electric Kettle KIT-005         Kitchen         6        US$39.95       US$239.70", sidebar: "   🏷 Kitchen"),
                detail(Self.gelPen),
            ], from: 4)
    }

    @Test func theRowMenuRestocksAnItemAndDeletesIt() {
        let driver = Driver(size: Self.wide, environment: .appMain, app: InventoryTableApp())
        driver.focus("HDMI")
        driver.press(.right)
        // The menu opens under the row, over the rows below it.
        let menu = [
            "┌" + String(repeating: "─", count: 58) + "┐", "│ [ ℹ Inspect ]" + String(repeating: " ", count: 44) + "│",
            "│ [ + Restock +10 ]" + String(repeating: " ", count: 40) + "│", "│ " + String(repeating: "─", count: 56) + " │",
            "│ [ 🗑 Delete ]" + String(repeating: " ", count: 44) + "│", "└" + String(repeating: "─", count: 58) + "┘",
        ]
        #expect(zip(driver.lines[7...12], menu).allSatisfy { Self.afterSidebar($0).hasPrefix($1) })
        driver.focus("Restock")
        driver.press(.enter)
        driver.expectLine(6, detail("  HDMI Cable      CAB-002         Cables          13       US$14.50       US$188.50"))
        driver.press(.right)
        driver.focus("[ 🗑 Delete ]")
        driver.press(.enter)
        driver.expectLines(
            [detail(Self.headphones), detail(Self.kettle), detail(Self.speaker), detail(Self.usbCable), detail("")], from: 6)
    }

    @Test func searchFiltersByNameOrSKU() {
        let driver = Driver(size: Self.wide, environment: .appMain, app: InventoryTableApp())
        // `/` reaches the search field of the column it is in: → goes from the sidebar to the detail.
        driver.press(.right, .character("/"))
        driver.type("aud")
        driver.expectLines(
            [
                "   📁 Office                › │" + Self.headphones, detail(Self.speaker, sidebar: "   🏷 Kitchen"), detail(""),
            ], from: 4)
        driver.press(.control("u"))
        driver.type("cable")
        driver.expectLines(
            ["   📁 Office                › │" + Self.hdmiCable, detail(Self.usbCable, sidebar: "   🏷 Kitchen"), detail("")], from: 4)
    }

    @Test func onAnIPhoneWidthTheItemsAreAListAndTheInspectorASheet() {
        let driver = Driver(environment: .appMain, app: InventoryTableApp())
        driver.expectLines([
            "Inventory", "▸ 📦 All Items", "Categories", "   📁 Electronics" + String(repeating: " ", count: 61) + "›",
            "   📁 Office" + String(repeating: " ", count: 66) + "›", "   🏷 Kitchen", "",
        ])
        driver.press(.enter)
        driver.expectLines([
            "Inventory › All Items                                 [ + ] [ 🗑 ] [ ⋯ ▾ ] [ ◨ ]",
            "⌕ Name or SKU" + String(repeating: "_", count: 67),
            "  A4 Paper                                                                  250", "  PAP-100 · Paper",
            "  Gel Pen                                                                    80", "  PEN-020 · Pens",
            "  HDMI Cable                                                                  3", "  CAB-002 · Cables",
        ])
        driver.press(.enter)
        driver.expectLines(
            [
                "✓ A4 Paper                                                                  250",
                " ╔" + String(repeating: "═", count: 76) + "╗",
                " ║  Details" + String(repeating: " ", count: 67) + "║",
                " ║   A4 Paper" + String(repeating: "_", count: 63) + "  ║",
                " ║   PAP-100" + String(repeating: "_", count: 64) + "  ║",
                " ║   Category                                                      ‹Paper› ▾  ║",
                " ║" + String(repeating: " ", count: 76) + "║",
                " ║  Stock" + String(repeating: " ", count: 69) + "║",
                " ║   Quantity: 250" + String(repeating: " ", count: 53) + "[−|+]  ║",
                " ║   US$4.25" + String(repeating: "_", count: 64) + "  ║",
                " ║   Total value                                                 US$1,062.50  ║",
            ], from: 2)
        driver.type(" A4")
        driver.press(.escape)
        driver.expectLines(
            [
                "✓ A4 Paper A4                                                               250", "  PAP-100 · Paper",
                "  Gel Pen                                                                    80",
            ], from: 2)
    }

    @Test func exportWritesTheItemsAsACSVFileAndImportAppendsItsRows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("InventoryTableTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Stock.csv").path
        let driver = Driver(size: Self.wide, environment: .appMain, app: InventoryTableApp())
        driver.focus("[ ⋯ ▾ ]")
        driver.press(.enter, .down, .enter)
        #expect(driver.screen.contains("╔═ Export ═"))
        #expect(driver.screen.contains("║ Inventory.csv" + String(repeating: "_", count: 17)))
        driver.press(.control("u"))
        driver.type(path)
        driver.press(.enter)
        #expect(!driver.screen.contains("╔═ Export ═"))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            written == """
                name,sku,category,quantity,price
                USB-C Cable,CAB-001,Cables,42,9.99
                HDMI Cable,CAB-002,Cables,3,14.5
                Headphones,AUD-010,Audio,12,89.0
                Speaker,AUD-011,Audio,4,129.0
                A4 Paper,PAP-100,Paper,250,4.25
                Gel Pen,PEN-020,Pens,80,1.2
                Kettle,KIT-005,Kitchen,6,39.95
                """)
        driver.focus("[ ⋯ ▾ ]")
        driver.press(.enter, .enter)
        #expect(driver.screen.contains("╔═ Import ═"))
        driver.type(path)
        driver.press(.enter)
        #expect(
            driver.lines[4...17].map(Self.afterSidebar) == [
                Self.a4Paper, Self.a4Paper, Self.gelPen, Self.gelPen, Self.hdmiCable, Self.hdmiCable, Self.headphones, Self.headphones,
                Self.kettle, Self.kettle, Self.speaker, Self.speaker, Self.usbCable, Self.usbCable,
            ])
        driver.focus("[ ⋯ ▾ ]")
        driver.press(.enter, .enter)
        driver.type(folder.appendingPathComponent("Missing.csv").path)
        driver.press(.enter)
        #expect(driver.screen.contains("║ The operation could not be completed. The file doesn’t exist. ║"))
    }
}
