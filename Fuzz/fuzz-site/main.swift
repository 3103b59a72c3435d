import Foundation
import FuzzSupport

// The input's first byte picks one of the sample game's files (`FuzzGame.paths`) and the rest
// replaces it; the game is checked and folded and, when it has no error, every page and snapshot
// is rendered.
let game = FuzzGame.load(templates: true)

exit(fuzz { data, size in
    guard let data, size > 0 else { return 0 }
    let path = "content/" + FuzzGame.paths[Int(data[0]) % FuzzGame.paths.count]
    game.run(replacing: path, with: Data(bytes: data + 1, count: size - 1))
    return 0
})
