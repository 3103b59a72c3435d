// cmark-gfm, GitHub's CommonMark implementation, and its extensions (tables, strikethrough,
// autolinks, tag filter, task lists), from the system: Debian's libcmark-gfm-dev and
// libcmark-gfm-extensions-dev, Homebrew's cmark-gfm. pkg-config's libcmark-gfm links both.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
