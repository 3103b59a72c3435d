import Foundation
import FuzzSupport

// The input's first byte picks one of the theme's templates (by their sorted names) and the rest
// replaces it; the templates are checked and parsed (`TemplateCheck`, swift-mustache) and, when
// they are, every page of the game is rendered with them.
let game = FuzzGame.load(templates: true)

exit(fuzz { data, size in
    guard let data, size > 0 else { return 0 }
    game.run(replacingTemplate: Int(data[0]), with: Data(bytes: data + 1, count: size - 1))
    return 0
})
