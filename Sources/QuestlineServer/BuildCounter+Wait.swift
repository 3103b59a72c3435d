/// Waiting for the build an action started, so a page it leads to exists when the browser asks.
extension BuildCounter {
    /// True once a build after `build` has written something; false when `limit` passes first.
    public func written(after build: Int, within limit: Duration) async -> Bool {
        if status.build > build { return true }
        let stream = updates()
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for await status in stream where status.build > build { return true }
                return false
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }
}
