import Foundation
import FuzzSupport

// The input is the sample game's content/events.jsonl, checked and folded. Fast; `fuzz-site`
// renders the pages too.
let game = FuzzGame.load(templates: false)

exit(fuzz { data, size in
    game.run(replacing: "content/events.jsonl", with: data.map { Data(bytes: $0, count: size) } ?? Data())
    return 0
})
