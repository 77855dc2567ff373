#!/usr/bin/env bash
# Serves the production build (made by scripts/build.sh) with NODE_ENV=production.
#   PORT     the process environment, else .env, else 3333.
#   APP_URL  the public address used in e-mail links. Set in the process environment, it wins;
#            in .env it counts only when changed from the default http://localhost:3333 (which
#            .env.example writes); otherwise it follows the port: http://localhost:$PORT.
# --banner prints the local demo's banner (URL, demo accounts, mailbox) before the server starts.
set -euo pipefail
cd "$(dirname "$0")/.."
banner=${1:-}
# Sourced with arguments, the bootstrap would run them as a command.
set --
source scripts/node-bootstrap.sh

if [ ! -f build/bin/server.js ]; then
  echo "No production build in build/: run bash scripts/build.sh first." >&2
  exit 1
fi

env_value() { grep -E "^$1=" .env 2>/dev/null | tail -n 1 | cut -d= -f2- || true; }

port=${PORT:-$(env_value PORT)}
port=${port:-3333}
if [ -z "${APP_URL:-}" ]; then
  file_url=$(env_value APP_URL)
  if [ -n "$file_url" ] && [ "$file_url" != "http://localhost:3333" ]; then
    APP_URL=$file_url
  else
    APP_URL="http://localhost:${port}"
  fi
fi

if [ "$banner" = "--banner" ]; then
  cat <<INFO

  The platform is starting at  http://localhost:${port}
$( [ "$APP_URL" != "http://localhost:${port}" ] && echo "  Public address (e-mail links): ${APP_URL}" )
  Demo accounts (password after the slash):
    staff (super_admin)  admin@example.com / admin-password
    client               client@example.com / client-password

  E-mails are not sent without SMTP settings: read them at http://localhost:${port}/dev/mailbox
  Stop with Ctrl+C.

INFO
fi

cd build
NODE_ENV=production PORT="$port" APP_URL="$APP_URL" exec node bin/server.js
