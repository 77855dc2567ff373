#!/usr/bin/env bash
# One command from a fresh clone to a running platform: Node 24, packages, .env, the embedded
# SQLite database (migrated and seeded with demo data), the production build, and the server.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-bootstrap.sh

step() { printf '\n\033[1m==> %s\033[0m\n' "$*"; }

step "Installing packages"
npm install --no-audit --no-fund --loglevel=error

step "Preparing configuration (.env) and the database"
node scripts/ensure_env.ts
node ace migration:run --force
node ace db:seed

step "Building the production bundle"
node ace build
cp .env build/.env
ln -sfn ../node_modules build/node_modules
mkdir -p build/tmp

port=$(grep -E '^PORT=' .env | cut -d= -f2)
port=${PORT:-${port:-3333}}

cat <<INFO

  The platform is starting at  http://localhost:${port}

  Demo accounts (password after the slash):
    staff (super_admin)  admin@example.com / admin-password
    client               client@example.com / client-password

  E-mails are not sent without SMTP settings: read them at http://localhost:${port}/dev/mailbox
  Stop with Ctrl+C.

INFO

cd build
# A local demo: e-mails stay on this machine, readable at /dev/mailbox (never on a public server).
NODE_ENV=production MAIL_PREVIEW=true PORT="$port" exec node bin/server.js
