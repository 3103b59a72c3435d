/// What `--host` may be, for `serve` to listen on and `keys` to name in links: a name or an IP
/// address, an IPv6 one bracketed as in a URL (`[::1]`) or not.
public enum HostAddress {
    /// The address without a URL's brackets around an IPv6 literal: `[::1]` is `::1`.
    public static func unbracketed(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }

    /// Why `host` names no address (empty, a space, a slash, stray brackets), in words for the
    /// person who typed it; nil when it names one.
    public static func problem(_ host: String) -> String? {
        let name = unbracketed(host)
        guard name.isEmpty || name.contains(where: { $0.isWhitespace || "/?#@[]".contains($0) }) else { return nil }
        return "--host \"\(host)\" is not an address: write a name or an IP address, such as 192.168.1.20"
    }
}
