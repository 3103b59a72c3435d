// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Questline",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "questline", targets: ["questline"]),
        .library(name: "QuestlineCore", targets: ["QuestlineCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // serve's HTTP server. HummingbirdCore only (no router, no swift-configuration): the
        // server is a thin layer over SwiftNIO's HTTP/1 parser with serve's limits around it.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // play mode's sessions: hummingbird-auth's SessionStorage makes the ids and the cookie;
        // its one new module is small (swift-crypto and swift-nio are built already).
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // SHA-256 for the output manifest (and, for play mode, keys): crypto is never written here.
        // Hummingbird's graph builds it already, so it adds no build time.
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // Photo uploads for `serve --play`: multipart/form-data is parsed by a library, never by
        // hand. MultipartKit brings only SwiftNIO (already built for serve) and swift-collections.
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
        // `import loop`: a Loop Habit Tracker backup is a SQLite database, read through GRDB
        // (the system's SQLite, libsqlite3-dev) and never by hand; its CSV export is parsed by
        // CSV.swift (no dependencies, no resources) and unzipped by ZIPFoundation (zlib).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // cmark-gfm from the system (README's set-up, .ci/run): CommonMark and GitHub's extensions
        // for every Markdown field, by the implementation that passes their spec (docs/format.md).
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // Content, events, rules and state. No terminal I/O, no clock. swift-crypto for the
        // SHA-256 behind ids derived from content (a game's id when game.yaml has none, an event
        // line's id when it has no "id": docs/event-log.md).
        .target(
            name: "QuestlineCore",
            dependencies: [.product(name: "Yams", package: "Yams"), .product(name: "Crypto", package: "swift-crypto")]
        ),
        // Pages, assets and feeds rendered from Templates/.
        .target(
            name: "QuestlineSite",
            dependencies: [
                // The build pipeline (`SiteBuild`) makes the widget feeds beside the pages, with this questline's own theme behind a site's templates.
                "QuestlineCore", "QuestlineWidgets", "QuestlinePresets",
                .product(name: "Mustache", package: "swift-mustache"),
                "CCmarkGFM",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Compact JSON snapshots for widgets and glanceable displays.
        .target(name: "QuestlineWidgets", dependencies: ["QuestlineCore"]),
        // The starting games for `questline init`, embedded so the binary needs no files beside it.
        .target(name: "QuestlinePresets", dependencies: ["QuestlineCore"]),
        // `questline serve`: a folder over HTTP, hardened against hostile clients, pages that reload after a build.
        .target(
            name: "QuestlineServer",
            dependencies: [
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Photo proofs arriving over HTTP: a multipart/form-data body into fields and one file, with limits.
        .target(
            name: "QuestlineUploads",
            dependencies: [.product(name: "MultipartKit", package: "multipart-kit")]
        ),
        // `questline serve --play`: keys, sessions, tokens and the forms that append events from
        // a phone. Hummingbird (the module, not only its core) for its cookie and form decoding,
        // which are never written here; hummingbird-auth for the sessions; swift-crypto for the tokens' HMAC; QuestlineUploads for
        // the multipart form a photo proof comes in; swift-mustache and the site's strings for the
        // forms it puts into the themed pages (the theme's `partials/play-*`, else the built-in ones).
        .target(
            name: "QuestlinePlay",
            dependencies: [
                "QuestlineCore", "QuestlineServer", "QuestlineUploads", "QuestlineSite", "QuestlinePresets",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // `questline import loop`: a Loop Habit Tracker backup (SQLite) or CSV export into a game.
        .target(
            name: "QuestlineImport",
            dependencies: [
                "QuestlineCore", "QuestlinePresets",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "CSV", package: "CSV.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The command-line tool: parses arguments, touches the disk, prints.
        .executableTarget(
            name: "questline",
            dependencies: [
                "QuestlineCore", "QuestlineSite", "QuestlineWidgets", "QuestlinePresets", "QuestlineServer", "QuestlinePlay", "QuestlineImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Synthetic games, the engine's timings and the Hugo side-by-side for Benchmarks/run.sh.
        .executableTarget(name: "questline-bench", dependencies: ["QuestlineCore"]),
        .testTarget(name: "QuestlineCoreTests", dependencies: ["QuestlineCore"], exclude: ["Proofs/gps.heic"]),
        .testTarget(name: "QuestlineSiteTests", dependencies: ["QuestlineSite", "QuestlineWidgets", "QuestlineCore", "QuestlinePresets"],
                    exclude: ["Golden", "CommonMarkSpec", "Habits/content"]),
        .testTarget(name: "QuestlineWidgetsTests", dependencies: ["QuestlineWidgets", "QuestlineCore"]),
        .testTarget(name: "QuestlinePresetsTests", dependencies: ["QuestlinePresets", "QuestlineCore"]),
        .testTarget(name: "QuestlineServerTests", dependencies: ["QuestlineServer", .product(name: "HummingbirdCore", package: "hummingbird")]),
        .testTarget(name: "QuestlineUploadsTests", dependencies: ["QuestlineUploads", "QuestlineCore"]),
        .testTarget(name: "QuestlinePlayTests", dependencies: [
            "QuestlinePlay", "QuestlineCore",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "NIOCore", package: "swift-nio"),
        ]),
        .testTarget(name: "QuestlineCLITests", dependencies: ["QuestlineCore", "LoopFixtures"]),
        // Loop backups of every schema and a CSV export, for the import's tests and the CLI's.
        .target(
            name: "LoopFixtures",
            dependencies: ["QuestlineCore", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            path: "Tests/LoopFixtures", exclude: ["Fixtures"]
        ),
        .testTarget(name: "QuestlineImportTests", dependencies: ["QuestlineImport", "QuestlineCore", "LoopFixtures",
                                                          .product(name: "GRDB", package: "GRDB.swift")]),
    ]
)

// libFuzzer's entry points over the check, the fold, the pages and the snapshots (scripts/fuzz.sh,
// docs/testing.md). Only with QUESTLINE_FUZZ set and `-sanitize=fuzzer`, which links libFuzzer's driver.
if Context.environment["QUESTLINE_FUZZ"] != nil {
    package.targets += [
        .target(name: "FuzzDriverC", path: "Fuzz/FuzzDriverC"),
        .target(name: "FuzzSupport", dependencies: ["FuzzDriverC", "QuestlineCore", "QuestlineSite", "QuestlineWidgets"], path: "Fuzz/FuzzSupport"),
        .executableTarget(name: "fuzz-log", dependencies: ["FuzzSupport"], path: "Fuzz/fuzz-log"),
        .executableTarget(name: "fuzz-site", dependencies: ["FuzzSupport"], path: "Fuzz/fuzz-site"),
        .executableTarget(name: "fuzz-cache", dependencies: ["FuzzSupport"], path: "Fuzz/fuzz-cache"),
        .executableTarget(name: "fuzz-play", dependencies: ["FuzzSupport", "QuestlinePlay"], path: "Fuzz/fuzz-play"),
        .executableTarget(name: "fuzz-import", dependencies: ["FuzzSupport", "QuestlineImport"], path: "Fuzz/fuzz-import"),
        .executableTarget(name: "fuzz-templates", dependencies: ["FuzzSupport"], path: "Fuzz/fuzz-templates"),
        .executableTarget(name: "fuzz-photo", dependencies: ["FuzzSupport"], path: "Fuzz/fuzz-photo"),
        .executableTarget(name: "fuzz-http", dependencies: ["FuzzSupport", "QuestlinePlay", "QuestlineServer",
                                                          .product(name: "Hummingbird", package: "hummingbird")], path: "Fuzz/fuzz-http"),
    ]
}
