#!/usr/bin/env bash
# `npm run start:cluster`: the production build as a small cluster on this machine: two app
# processes on the local PostgreSQL and Redis, behind nginx (round robin, no sticky sessions,
# WebSocket upgrades for /app/*) on one port. Ctrl+C stops everything (each node drains first).
#   CLUSTER_PORT   nginx's port (default 8080); the nodes use CLUSTER_PORT+1 and CLUSTER_PORT+2
#   DATABASE_URL   default postgres://postgres@127.0.0.1:5432/codeva_cluster (created and seeded
#                  with the demo data when missing)
#   REDIS_URL      default redis://127.0.0.1:6379/5
#   REBUILD=1      build again even when build/ exists
set -euo pipefail
cd "$(dirname "$0")/.."
set --
source scripts/node-bootstrap.sh

port=${CLUSTER_PORT:-8080}
node_ports=($(( port + 1 )) $(( port + 2 )))
export DB_CONNECTION=pg
export DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/codeva_cluster}
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379/5}
export TRUSTED_PROXIES=${TRUSTED_PROXIES:-loopback}
export APP_URL=${APP_URL:-http://localhost:$port}
# A local demo: e-mails stay on this machine, readable at /dev/mailbox.
export MAIL_PREVIEW=${MAIL_PREVIEW:-true}
export LOG_REQUESTS=${LOG_REQUESTS:-true}
state=tmp/cluster
mkdir -p "$state/logs"

[ -d node_modules ] || npm install --no-audit --no-fund --loglevel=error
node scripts/ensure_env.ts
if [ "${REBUILD:-}" = 1 ] || [ ! -f build/bin/server.js ]; then
  echo "Building the production bundle..."
  bash scripts/build.sh > "$state/logs/build.log" 2>&1 || {
    tail -n 25 "$state/logs/build.log" >&2
    echo "The build failed; the whole output is in $state/logs/build.log" >&2
    exit 1
  }
fi

database=$(node scripts/ensure_pg_database.ts)
(cd build && node ace migration:run --force > "../$state/logs/migrate.log" 2>&1)
if [ "$database" = created ]; then
  (cd build && node ace db:seed > "../$state/logs/seed.log" 2>&1)
fi

# nginx runs as this user with its files under tmp/cluster (no system paths, no root needed).
nginx_bin=$(bash scripts/cluster_nginx.sh "$state" "$port" "${node_ports[@]}")
abs=$(cd "$state" && pwd)

pids=()
stopping=
stop() {
  trap - INT TERM EXIT
  stopping=1
  echo
  echo "Stopping the cluster..."
  [ -f "$state/nginx.pid" ] && "$nginx_bin" -p "$abs" -c "$abs/nginx.conf" -s quit 2>/dev/null || true
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop INT TERM EXIT

for p in "${node_ports[@]}"; do
  (cd build && NODE_ENV=production PORT=$p HOST=127.0.0.1 exec node bin/server.js) \
    > "$state/logs/node-$p.log" 2>&1 &
  pids+=($!)
done
for p in "${node_ports[@]}"; do
  for _ in $(seq 1 100); do
    curl -sf "http://127.0.0.1:$p/health" >/dev/null 2>&1 && break
    sleep 0.2
  done
  curl -sf "http://127.0.0.1:$p/health" >/dev/null || {
    echo "The node on port $p did not become healthy; its log:" >&2
    tail -n 30 "$state/logs/node-$p.log" >&2
    exit 1
  }
done
"$nginx_bin" -p "$abs" -c "$abs/nginx.conf" -g 'daemon off;' > "$state/logs/nginx.out" 2>&1 &
pids+=($!)

cat <<INFO

  The cluster is serving at  http://localhost:${port}
  nodes: 127.0.0.1:${node_ports[0]} and 127.0.0.1:${node_ports[1]} (PostgreSQL: ${DATABASE_URL}, Redis: ${REDIS_URL})
  logs:  ${state}/logs/
  Demo accounts: admin@example.com / admin-password, client@example.com / client-password
  Stop with Ctrl+C.

INFO
wait -n "${pids[@]}" || true
[ -n "$stopping" ] || echo "A process of the cluster stopped; see $state/logs/." >&2
