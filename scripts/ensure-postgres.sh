#!/usr/bin/env bash
# Make a local PostgreSQL 15 cluster available for the tests, idempotently:
# install the server package when missing, start the cluster, and create the role the tests
# use (it may create and drop its own databases). Prints the admin URL the tests take as
# LAMPSHEET_TEST_PG_URL on its last line; exits non-zero when PostgreSQL cannot be had.
set -euo pipefail
ROLE=lampsheet_test
PASSWORD=lampsheet_test

log() { echo "[ensure-postgres] $*" >&2; }

if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ ! -d /usr/lib/postgresql ]; then
  log "PostgreSQL is not installed; installing postgresql with apt-get"
  if [ "$(id -u)" -ne 0 ]; then log "not root: cannot install PostgreSQL"; exit 1; fi
  (apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) || { log "apt-get install postgresql failed"; exit 1; }
fi

VERSION=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
CLUSTER=main
if ! pg_lsclusters -h 2>/dev/null | awk '{print $1" "$2}' | grep -q "^$VERSION $CLUSTER$"; then
  log "creating cluster $VERSION/$CLUSTER"
  pg_createcluster "$VERSION" "$CLUSTER" >/dev/null
fi
if ! pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $4}' | grep -q online; then
  log "starting cluster $VERSION/$CLUSTER"
  # Only the URL may reach stdout: pg_ctlcluster's own notes ("Removed stale pid file.", …)
  # go to stderr, so a caller's $(…) captures the URL alone.
  pg_ctlcluster --skip-systemctl-redirect "$VERSION" "$CLUSTER" start >&2
fi

# The port the cluster listens on (5432 unless the machine set it otherwise), unless PGPORT says.
PORT=${PGPORT:-$(pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $3}')}
PORT=${PORT:-5432}

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -n -u postgres "$@"; fi
}
for _ in $(seq 1 30); do
  as_postgres psql -p "$PORT" -qAtc 'select 1' >/dev/null 2>&1 && break
  sleep 0.5
done
as_postgres psql -p "$PORT" -v ON_ERROR_STOP=1 -qAt >/dev/null <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$ROLE') THEN
    CREATE ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD';
  ELSE
    ALTER ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD';
  END IF;
END
\$\$;
-- A test database is dropped WITH (FORCE); an autovacuum worker busy in it (no role of its
-- own) may only be ended by a member of pg_signal_backend, else the drop fails now and then.
GRANT pg_signal_backend TO $ROLE;
SQL
echo "postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/postgres"
