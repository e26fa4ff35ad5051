import CursesUI

@main
struct RecipeBookApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

enum Course: String, CaseIterable, Identifiable {
    case breakfast = "Breakfast", main = "Main", dessert = "Dessert"

    var id: Self { self }
}

struct Ingredient: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var quantity: Double
    var unit: String
}

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var course: Course
    var minutes: Int
    var servings: Int
    var ingredients: [Ingredient]
    var method: String
    var isFavorite = false
}

@Observable
final class RecipeStore {
    var recipes: [Recipe] = [
        Recipe(name: "Pancakes", course: .breakfast, minutes: 20, servings: 4,
               ingredients: [Ingredient(name: "Flour", quantity: 200, unit: "g"),
                             Ingredient(name: "Milk", quantity: 300, unit: "ml"),
                             Ingredient(name: "Eggs", quantity: 2, unit: "")],
               method: "Whisk everything together, rest for 10 minutes, then fry in a hot pan.",
               isFavorite: true),
        Recipe(name: "Tomato Soup", course: .main, minutes: 35, servings: 2,
               ingredients: [Ingredient(name: "Tomatoes", quantity: 6, unit: ""),
                             Ingredient(name: "Stock", quantity: 500, unit: "ml")],
               method: "Soften an onion, add tomatoes and stock, simmer for 20 minutes and blend."),
        Recipe(name: "Mushroom Risotto", course: .main, minutes: 45, servings: 4,
               ingredients: [Ingredient(name: "Rice", quantity: 300, unit: "g"),
                             Ingredient(name: "Mushrooms", quantity: 250, unit: "g")],
               method: "Toast the rice, add stock a ladle at a time, fold in the mushrooms."),
        Recipe(name: "Chocolate Mousse", course: .dessert, minutes: 15, servings: 6,
               ingredients: [Ingredient(name: "Dark chocolate", quantity: 150, unit: "g"),
                             Ingredient(name: "Eggs", quantity: 4, unit: "")],
               method: "Melt the chocolate, fold in whipped egg whites and chill for two hours."),
    ]

    func toggleFavorite(_ id: Recipe.ID) {
        guard let index = recipes.firstIndex(where: { $0.id == id }) else { return }
        recipes[index].isFavorite.toggle()
    }

    func delete(_ doomed: [Recipe]) {
        recipes.removeAll { recipe in doomed.contains { $0.id == recipe.id } }
    }
}

struct ContentView: View {
    @State private var store = RecipeStore()
    @State private var searchText = ""
    @State private var favoritesOnly = false
    @State private var showingAddRecipe = false

    private var visibleRecipes: [Recipe] {
        store.recipes.filter { recipe in
            (!favoritesOnly || recipe.isFavorite)
                && (searchText.isEmpty
                    || recipe.name.localizedCaseInsensitiveContains(searchText)
                    || recipe.ingredients.contains { $0.name.localizedCaseInsensitiveContains(searchText) })
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(Course.allCases) { course in
                    let recipes = visibleRecipes.filter { $0.course == course }
                    if !recipes.isEmpty {
                        Section(course.rawValue) {
                            ForEach(recipes) { recipe in
                                NavigationLink(value: recipe.id) { RecipeRow(recipe: recipe) }
                                    .swipeActions(edge: .leading) {
                                        Button("Favorite", systemImage: recipe.isFavorite ? "star.slash" : "star") {
                                            store.toggleFavorite(recipe.id)
                                        }
                                        .tint(.yellow)
                                    }
                            }
                            .onDelete { offsets in store.delete(offsets.map { recipes[$0] }) }
                        }
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.ID.self) { RecipeDetailView(store: store, recipeID: $0) }
            .searchable(text: $searchText, prompt: "Recipes or ingredients")
            .overlay {
                if visibleRecipes.isEmpty {
                    if searchText.isEmpty {
                        ContentUnavailableView("No Favorites", systemImage: "star",
                                               description: Text("Swipe right on a recipe to make it a favorite."))
                    } else {
                        ContentUnavailableView.search(text: searchText)
                    }
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Toggle("Favorites Only", systemImage: "star", isOn: $favoritesOnly)
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Recipe", systemImage: "plus") { showingAddRecipe = true }
                }
            }
            .sheet(isPresented: $showingAddRecipe) { AddRecipeView { store.recipes.append($0) } }
        }
    }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(recipe.name).font(.headline)
                Text("\(recipe.minutes) min · serves \(recipe.servings)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if recipe.isFavorite {
                Image(systemName: "star.fill").foregroundStyle(.yellow).accessibilityLabel("Favorite")
            }
        }
    }
}

struct RecipeDetailView: View {
    let store: RecipeStore
    let recipeID: Recipe.ID
    @State private var servings = 0

    var body: some View {
        if let recipe = store.recipes.first(where: { $0.id == recipeID }) {
            List {
                Section {
                    LabeledContent("Course", value: recipe.course.rawValue)
                    LabeledContent("Time", value: "\(recipe.minutes) minutes")
                    Stepper("Servings: \(servings)", value: $servings, in: 1...12)
                }
                Section("Ingredients") {
                    ForEach(recipe.ingredients) { ingredient in
                        let scaled = ingredient.quantity * Double(servings) / Double(recipe.servings)
                        HStack {
                            Text(ingredient.name)
                            Spacer()
                            Text("\(scaled.formatted(.number.precision(.fractionLength(0...1)))) \(ingredient.unit)")
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                Section("Method") { Text(recipe.method) }
            }
            .navigationTitle(recipe.name)
            .navigationBarTitleDisplayMode(.inline)
            .onAppear { if servings == 0 { servings = recipe.servings } }
            .toolbar {
                Button("Favorite", systemImage: recipe.isFavorite ? "star.fill" : "star") {
                    store.toggleFavorite(recipe.id)
                }
            }
        } else {
            ContentUnavailableView("Recipe Deleted", systemImage: "trash")
        }
    }
}

struct AddRecipeView: View {
    var onSave: (Recipe) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var course = Course.main
    @State private var minutes = 30
    @State private var servings = 2
    @State private var ingredients: [Ingredient] = []
    @State private var ingredientName = ""
    @State private var quantity = 1.0
    @State private var method = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("Recipe") {
                    TextField("Name", text: $name)
                    Picker("Course", selection: $course) {
                        ForEach(Course.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Stepper("\(minutes) minutes", value: $minutes, in: 5...240, step: 5)
                    Stepper("Serves \(servings)", value: $servings, in: 1...12)
                }
                Section("Ingredients") {
                    ForEach(ingredients) { ingredient in
                        LabeledContent(ingredient.name, value: ingredient.quantity, format: .number)
                    }
                    .onDelete { ingredients.remove(atOffsets: $0) }
                    HStack {
                        TextField("Ingredient", text: $ingredientName)
                        TextField("Qty", value: $quantity, format: .number).keyboardType(.decimalPad).frame(width: 60)
                        Button("Add", systemImage: "plus.circle.fill") {
                            ingredients.append(Ingredient(name: ingredientName, quantity: quantity, unit: ""))
                            ingredientName = ""
                            quantity = 1
                        }
                        .labelStyle(.iconOnly)
                        .disabled(ingredientName.isEmpty)
                    }
                }
                Section("Method") { TextField("Steps", text: $method, axis: .vertical).lineLimit(3...6) }
            }
            .navigationTitle("New Recipe")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(Recipe(name: name, course: course, minutes: minutes, servings: servings,
                                      ingredients: ingredients, method: method))
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
