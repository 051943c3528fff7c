#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the server tests (`npm test` runs them a second time
# against it when TEST_DATABASE_URL is set) and prints that URL on its last line.
#   export TEST_DATABASE_URL=$(scripts/postgres-for-tests.sh | tail -1)
# Installs Debian's postgresql when no server is on the machine. Data lives in a temporary
# folder with fsync off: it is for tests only. POSTGRES_OPTIONS adds server settings
# (`-c name=value …`; the soak loads pg_stat_statements with it).
set -euo pipefail
PORT=${TEST_POSTGRES_PORT:-54329}
# A server left running on that port (an earlier run's) would make pg_ctl fail: take the next
# free port instead.
while (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do PORT=$((PORT + 1)); done

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ]; then
  echo "--- installing PostgreSQL from Debian" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq postgresql >/dev/null
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi

dir=$(mktemp -d /tmp/lectern-pg.XXXXXX)
# PostgreSQL refuses to run as root; the Debian package creates the postgres user.
as_owner=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --no-sync >/dev/null
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $PORT -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 ${POSTGRES_OPTIONS:-}" \
  start >/dev/null
echo "--- $("$bin/postgres" --version) on 127.0.0.1:$PORT (data in $dir)" >&2
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
