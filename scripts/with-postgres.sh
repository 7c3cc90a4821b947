#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL server on 127.0.0.1 and TEST_DATABASE_URL pointing at it.
# Usage: scripts/with-postgres.sh npm test
# PG_SETTINGS adds server settings, e.g. PG_SETTINGS="-c shared_buffers=2GB" for a benchmark sized like production.
set -euo pipefail
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$pgbin" ]; then echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; fi
port=${PGPORT_TEST:-54329}
dir=$(mktemp -d /tmp/kakyere-pg.XXXXXX)
as_pg=()
if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; as_pg=(runuser -u postgres --); fi
"${as_pg[@]}" "$pgbin/initdb" -D "$dir/data" -A trust -U postgres --no-sync >/dev/null
"${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200 ${PG_SETTINGS:-}" start >/dev/null
stop() { "${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap stop EXIT
echo "PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
