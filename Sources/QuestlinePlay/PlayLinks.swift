import Foundation
import QuestlineCore
import QuestlineServer

/// Each person's private link, as `serve --play` and `questline keys` print it.
public enum PlayLinks {
    /// `Sam (player)  http://127.0.0.1:8080/play/KEY`, one line a person in content order,
    /// names padded so the links line up. `base` ends with a slash.
    public static func lines(people: [Person], keys: PlayKeys, base: String) -> [String] {
        let labels = people.map { "\($0.name) (\($0.role.rawValue))" }
        let width = labels.map(\.count).max() ?? 0
        return zip(people, labels).compactMap { person, label in
            guard let key = keys.keys[person.id] else { return nil }
            return label.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(base)play/\(key)"
        }
    }

    /// What `questline keys` was told of the address its links should name, and could not use.
    public struct BadAddress: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Where the links of `questline keys` start: `url` as given (http or https, ending in a
    /// slash), else `http://host:port/`, a bracketed host for IPv6. What would not make a link a
    /// phone can open is refused: a host with spaces, port 0 (which `serve` takes as "any free
    /// port", so no link can name it), a URL of another scheme, with no host, or a port past 65535.
    public static func base(host: String, port: UInt16, url: String?) throws(BadAddress) -> String {
        if let url {
            // The rule of a site's base URL: the links live where the site does.
            guard BaseURL.problem(url, pathAllowed: false) == nil else {
                throw BadAddress(description: "--url \"\(url)\" is not an http or https address a phone can open, such as https://quest.example.org/")
            }
            return url.hasSuffix("/") ? url : url + "/"
        }
        guard port != 0 else { throw BadAddress(description: "--port 0 names no port: give the one `questline serve --play` listens on") }
        if let problem = HostAddress.problem(host) { throw BadAddress(description: problem) }
        let name = HostAddress.unbracketed(host)
        return "http://\(name.contains(":") ? "[\(name)]" : name):\(port)/"
    }

    /// True for an address only this machine can reach.
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// The served address as a phone can reach it: `http://0.0.0.0:8000/` (every interface)
    /// becomes this machine's first IPv4 address on the network, when it has one.
    public static func reachable(_ address: String) -> String {
        guard address.hasPrefix("http://0.0.0.0:") || address.hasPrefix("http://[::]:"), let ip = networkAddress() else { return address }
        let port = address.split(separator: ":").last.map(String.init) ?? "8080/"
        return "http://\(ip):\(port)"
    }

    /// This machine's first IPv4 address that is not loopback.
    static func networkAddress() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        var node: UnsafeMutablePointer<ifaddrs>? = first
        while let current = node {
            defer { node = current.pointee.ifa_next }
            guard let address = current.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            guard getnameinfo(address, socklen_t(MemoryLayout<sockaddr_in>.size), &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !isLoopback(text) { return text }
        }
        return nil
    }

    /// The warning printed when serve listens beyond this machine.
    public static let networkWarning = "warning: anyone on the network who holds a link below can act as that person; share each link only with its person"
}
