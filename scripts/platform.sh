#!/usr/bin/env bash
# One command from a fresh clone to a running platform: Node 24, packages, .env, the embedded
# SQLite database (migrated and seeded with demo data), the production build, and the server.
# One line per step; the tools' own output goes to tmp/platform.log, shown when a step fails.
#   PORT=4000 bash scripts/platform.sh   serves on another port (e-mail links follow it, see
#                                        scripts/serve.sh for APP_URL)
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p tmp
log="$PWD/tmp/platform.log"
: > "$log"

step() {
  local title=$1 started=$SECONDS
  shift
  printf '  %-44s' "$title"
  echo "==> $title" >> "$log"
  if "$@" >> "$log" 2>&1; then
    echo "done ($(( SECONDS - started )) s)"
  else
    echo "FAILED"
    echo
    tail -n 25 "$log" | sed 's/^/    /'
    echo
    echo "  The whole output is in $log"
    exit 1
  fi
}

# In a function, so the bootstrap sees no arguments (with some it would run them).
node24() { source scripts/node-bootstrap.sh; }

echo
step "Node 24" node24
step "Installing packages" npm install --no-audit --no-fund --loglevel=error
step "Preparing configuration (.env)" node scripts/ensure_env.ts
step "Migrating the database" node ace migration:run --force
step "Seeding demo data" node ace db:seed
step "Building the production bundle" bash scripts/build.sh

# A local demo: e-mails stay on this machine, readable at /dev/mailbox (never on a public server).
MAIL_PREVIEW=true exec bash scripts/serve.sh --banner
