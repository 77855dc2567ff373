#!/usr/bin/env bash
# The production build, exactly as it is served: `node ace build` into build/, then what the
# build leaves out (.env, the project's node_modules linked in rather than installed twice, and
# the tmp/ directory better-sqlite3 and the mailbox need). scripts/platform.sh and the build test
# layer (tests/build/) both call this script, so the tests drive what a person gets.
set -euo pipefail
cd "$(dirname "$0")/.."
# Sourced with arguments, the bootstrap would run them as a command.
set --
source scripts/node-bootstrap.sh

node scripts/ensure_env.ts
node ace build
cp .env build/.env
ln -sfn ../node_modules build/node_modules
mkdir -p build/tmp
