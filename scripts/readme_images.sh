#!/usr/bin/env bash
# The README's few committed images, made from `npm run screenshots`' output (tmp/screenshots/):
# the first screen of each, scaled down and reduced to 64 colours (ImageMagick's `convert`), so
# each stays a few tens of KB.
set -euo pipefail
cd "$(dirname "$0")/.."
from=tmp/screenshots
to=docs/images
mkdir -p "$to"
shrink() { # source, width x height of the first screen, output width, target
  convert "$from/$1" -crop "$2+0+0" +repage -resize "$3x" -strip +dither -colors 64 \
    -define png:compression-level=9 "PNG8:$to/$4"
  echo "$to/$4: $(( $(stat -c %s "$to/$4") / 1024 )) KB"
}
shrink landing-desktop-light.png 1280x800 640 landing.png
shrink projects-show-en-desktop-light.png 1280x800 640 project.png
shrink inbox-conversation-en-light-1280.png 1280x800 640 inbox.png
shrink projects-dashboard-en-phone-dark.png 390x844 260 dashboard-phone-dark.png
