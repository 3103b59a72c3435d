/// A game full of marked secrets: every string that must never reach a snapshot carries a marker.
enum SecretFixture {
    /// Substrings that may appear in no snapshot, index or schema.
    static let markers = ["SECRET-", "secretmedia", "zzhidden"]
    /// A revealed dare's title: it must appear, or the scan proves nothing.
    static let revealedTitle = "PUBLIC-DARE-TITLE"

    static let files: [String: String] = [
        "content/game.yaml": """
        format: 1
        title: Secrets everywhere
        timezone: Europe/Oslo
        starts: 2026-06-01
        ends: 2026-06-30
        prices:
          text: 20
          video: 100
        """,
        "content/people.yaml": """
        - id: pat
          name: Pat
          role: player
        - id: jo
          name: Jo
          role: friend
        - id: mia
          name: Mia
          role: friend
        - id: kim
          name: Kim
          role: organiser
        """,
        "content/challenges.yaml": """
        - id: open-one
          title: Plain challenge
          category: fun
          points: 10
        - id: daily-walk
          title: Daily walk
          category: fun
          points: 1
          schedule: {every: day, at: "18:00"}
        - id: zzhidden-at
          title: SECRET-TITLE-AT
          description: SECRET-DESCRIPTION-AT
          category: dare
          points: 40
          secret:
            by: jo
            reveal: 2026-06-20T12:00
        - id: zzhidden-count
          title: SECRET-TITLE-COUNT
          description: SECRET-DESCRIPTION-COUNT
          category: dare
          points: 40
          options:
            a: SECRET-OPTION-A
            b: SECRET-OPTION-B
          secret:
            by: mia
            reveal:
              after-completions: 50
        - id: zzhidden-manual
          title: SECRET-TITLE-MANUAL
          category: dare
          points: 40
          secret:
            by: kim
            reveal: manual
        - id: revealed-dare
          title: PUBLIC-DARE-TITLE
          category: dare
          points: 30
          secret:
            by: jo
            reveal: 2026-06-02T12:00
        """,
        "content/rewards.yaml": """
        - id: locked-gift
          title: Locked gift
          from: jo
          kind: text
          message: SECRET-MESSAGE-LOCKED
          price: 1000
        - id: locked-video
          title: Locked video
          from: mia
          kind: video
          media: media/secretmedia-video.mp4
          message: SECRET-MESSAGE-VIDEO
        - id: cheap-gift
          title: Cheap gift
          from: kim
          kind: text
          message: SECRET-MESSAGE-AFFORDABLE
          price: 5
        """,
        "content/media/secretmedia-video.mp4": "not really a video",
        "content/events.jsonl": """
        {"at":"2026-06-03T10:00:00+02:00","type":"complete","player":"pat","challenge":"open-one"}
        {"at":"2026-06-03T11:00:00+02:00","type":"complete","player":"pat","challenge":"revealed-dare"}
        {"at":"2026-06-03T18:30:00+02:00","type":"complete","player":"pat","challenge":"daily-walk"}
        """,
    ]
}
