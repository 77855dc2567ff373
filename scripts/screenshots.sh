#!/usr/bin/env bash
# `npm run screenshots`: the main screens in Chromium, 390 and 1280 px wide, light and dark, from
# the production build as a person gets it, written to tmp/screenshots/ (ignored by git).
# Builds with scripts/build.sh, migrates and seeds a database of its own (tmp/screenshots/db.sqlite3,
# fresh on every run, so the demo data is always the seeded one), serves it with scripts/serve.sh
# and runs scripts/screenshots.ts and scripts/screenshots_files.ts against it, signed in as the
# demo accounts.
#   PORT=3460 npm run screenshots        another port (default 3399, beside a dev server on 3333)
#   SCREENSHOTS_BUILD=0 ...              reuse the last build in build/
#   npm run screenshots -- projects-     only the files whose names start with "projects-"
#   CHROMIUM_PATH=...                    another Chromium (default Debian's /usr/bin/chromium)
# bash scripts/readme_images.sh then makes the README's few small images (docs/images/) from them.
set -euo pipefail
cd "$(dirname "$0")/.."
only=${1:-}
# Sourced with arguments, the bootstrap would run them as a command.
set --
source scripts/node-bootstrap.sh

out="$PWD/tmp/screenshots"
mkdir -p "$out"
# A whole run starts from an empty folder, so nothing left from an older run passes for new.
if [ -z "$only" ]; then find "$out" -maxdepth 1 -name '*.png' -delete; fi
port=${PORT:-3399}
log="$out/server.log"

if [ "${SCREENSHOTS_BUILD:-1}" != "0" ] || [ ! -f build/bin/server.js ]; then
  echo "Building the production bundle (scripts/build.sh)..."
  bash scripts/build.sh > "$out/build.log" 2>&1 || {
    tail -n 25 "$out/build.log"
    exit 1
  }
fi

db="$out/db.sqlite3"
rm -f "$db" "$db-wal" "$db-shm"
# The build's own tmp/ holds its mailbox; start it empty so only this run's e-mails are read.
rm -rf build/tmp/mailbox
export NODE_ENV=production DB_CONNECTION=sqlite SQLITE_PATH="$db" REDIS_URL= MAIL_PREVIEW=true \
  HOST=localhost PORT="$port" APP_URL="http://localhost:$port" LOG_LEVEL=warn
(cd build && node ace.js migration:run --force > "$out/seed.log" 2>&1 && node ace.js db:seed >> "$out/seed.log" 2>&1) || {
  tail -n 25 "$out/seed.log"
  exit 1
}

# Its own process group, so stopping it stops the server and nothing else.
set -m
bash scripts/serve.sh > "$log" 2>&1 &
server=$!
set +m
trap 'kill -- -$server 2>/dev/null || true' EXIT

url="http://localhost:$port"
for _ in $(seq 1 120); do
  if curl -fs -o /dev/null "$url/health"; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then
    tail -n 25 "$log"
    exit 1
  fi
  sleep 0.5
done

export SCREENSHOTS_DIR="$out" MAILBOX_DIR="$PWD/build/tmp/mailbox"
unset NODE_ENV
node scripts/screenshots.ts "$url" "$only"
if [ -z "$only" ] || [[ "files-" == "$only"* ]] || [[ "$only" == files-* ]]; then
  node scripts/screenshots_files.ts "$url"
fi
echo "$(find "$out" -name '*.png' | wc -l) screenshots in $out"
