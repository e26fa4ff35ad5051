/// Where a node keeps the state of its view's dynamic properties, and how it links them.
extension Node {
    /// The storage for a property key, made on first use and kept while the node lives.
    func storage<Box: AnyObject>(for key: String, make: () -> Box) -> Box {
        if let existing = propertyStorage[key] as? Box { return existing }
        let box = make()
        propertyStorage[key] = box
        return box
    }

    /// The object kept under `key`, if one was made.
    func storage(forExisting key: String) -> AnyObject? { propertyStorage[key] }

    /// Links `@State`, `@AppStorage` and friends in the view to this node's storage.
    func linkDynamicProperties() {
        let type = ObjectIdentifier(Swift.type(of: view))
        if graph.typesWithoutDynamicProperties.contains(type) { return }
        let links: DynamicPropertyLinks?
        if let known = graph.dynamicPropertyLinks[type] {
            links = known
        } else {
            links = DynamicPropertyLinks(of: Swift.type(of: view))
            graph.dynamicPropertyLinks[type] = links
        }
        if let links {
            if links.isEmpty { graph.typesWithoutDynamicProperties.insert(type) } else { link(view, with: links) }
            return
        }
        var found = false
        for child in Mirror(reflecting: view).children {
            if let property = child.value as? GraphLinkedProperty {
                property.link(to: self, key: child.label ?? "\(found)")
                found = true
            } else if child.value is any _DynamicPropertyHolder {
                // A modifier's or an app's own `@State` lives in the node of the view it makes;
                // a custom dynamic property's, in the node of the view that holds it.
                for inner in Mirror(reflecting: child.value).children {
                    guard let property = inner.value as? GraphLinkedProperty else { continue }
                    property.link(to: self, key: "\(child.label ?? "").\(inner.label ?? "")")
                    found = true
                }
            }
        }
        if !found { graph.typesWithoutDynamicProperties.insert(type) }
    }

    private func link<V: View>(_ view: V, with links: DynamicPropertyLinks) { links.link(view, to: self) }
}
