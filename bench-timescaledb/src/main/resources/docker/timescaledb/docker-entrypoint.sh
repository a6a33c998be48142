#!/usr/bin/env bash
# iot-benchrunner docker/timescaledb: entrypoint with the semantics of the upstream postgres / timescaledb images.
#
#   docker run IMAGE                                   -> postgres
#   docker run IMAGE postgres -c shared_buffers=256MB  -> postgres -c shared_buffers=256MB
#   docker run IMAGE -c shared_buffers=256MB           -> the same (a leading option means "postgres OPTIONS")
#   docker run IMAGE bash                              -> bash (anything else is run as given)
#
# On an empty $PGDATA (default /var/lib/postgresql/data) the cluster is created first: initdb as the postgres OS user
# (UTF8, locale C, superuser POSTGRES_USER, default postgres, password POSTGRES_PASSWORD), listen_addresses='*',
# `host all all all scram-sha-256` (POSTGRES_HOST_AUTH_METHOD to change it), shared_preload_libraries='timescaledb',
# timescaledb.telemetry_level=off; then a temporary server listening on the unix socket only creates POSTGRES_DB
# (default: the user name), the timescaledb extension (in postgres, template1 and POSTGRES_DB) and runs
# /docker-entrypoint-initdb.d/*.sql|*.sql.gz|*.sql.xz|*.sh in POSTGRES_DB, and is stopped again.
# The server then replaces this script (exec: PID 1 is postgres, `docker stop` shuts it down cleanly).
# NO_TS_TUNE and TIMESCALEDB_TELEMETRY are accepted and ignored. Everything is logged to stdout/stderr.
set -Eeo pipefail

log() { printf '%s [entrypoint] %s\n' "$(date -u '+%F %T UTC')" "$*"; }
err() { printf '%s [entrypoint] ERROR: %s\n' "$(date -u '+%F %T UTC')" "$*" >&2; }

# a leading option means "postgres OPTIONS"
if [ "${1:0:1}" = '-' ]; then
    set -- postgres "$@"
fi

# anything but the server is run as given
if [ "$1" != postgres ]; then
    exec "$@"
fi

: "${PGDATA:=/var/lib/postgresql/data}"
export PGDATA

# As root: own the data and socket folders, then run this script again as the postgres user (setpriv execs,
# so the server stays PID 1).
if [ "$(id -u)" = 0 ]; then
    mkdir -p "$PGDATA" /var/run/postgresql
    chmod 00700 "$PGDATA" || :
    chmod 03775 /var/run/postgresql || :
    find "$PGDATA" \! -user postgres -exec chown postgres:postgres '{}' + 2>/dev/null || :
    chown postgres:postgres /var/run/postgresql || :
    exec setpriv --reuid=postgres --regid=postgres --init-groups "${BASH_SOURCE[0]}" "$@"
fi

init_cluster() {
    local user=${POSTGRES_USER:-postgres}
    local db=${POSTGRES_DB:-$user}
    local auth=${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}

    if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$auth" != trust ]; then
        cat >&2 <<'EOF'
Error: Database is uninitialized and superuser password is not specified.
       You must specify POSTGRES_PASSWORD to a non-empty value for the
       superuser. For example, "-e POSTGRES_PASSWORD=password" on "docker run".

       You may also use "POSTGRES_HOST_AUTH_METHOD=trust" to allow all
       connections without a password. This is *not* recommended.
EOF
        exit 1
    fi

    log "initialising $PGDATA (superuser $user, database $db, host auth $auth)"
    if [ -n "${POSTGRES_PASSWORD:-}" ]; then
        # shellcheck disable=SC2086
        initdb --username="$user" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") \
            --encoding=UTF8 --locale=C ${POSTGRES_INITDB_ARGS:-} -D "$PGDATA"
    else
        # shellcheck disable=SC2086
        initdb --username="$user" --encoding=UTF8 --locale=C ${POSTGRES_INITDB_ARGS:-} -D "$PGDATA"
    fi

    {
        printf '\n# added by the iot-benchrunner entrypoint\n'
        printf "listen_addresses = '*'\n"
        printf "shared_preload_libraries = 'timescaledb'\n"
        printf "timescaledb.telemetry_level = off\n"
    } >>"$PGDATA/postgresql.conf"
    if [ "$auth" = md5 ]; then
        printf "password_encryption = md5\n" >>"$PGDATA/postgresql.conf"
    fi
    printf '\nhost all all all %s\n' "$auth" >>"$PGDATA/pg_hba.conf"

    # temporary server: unix socket only, with the caller's options (e.g. -c shared_buffers=...)
    log "starting a temporary server on the unix socket only"
    local opts=("${@:2}" -c "listen_addresses=" -p "${PGPORT:-5432}")
    PGUSER=$user pg_ctl -D "$PGDATA" -o "$(printf '%q ' "${opts[@]}")" -w -t 120 start

    local psql=(psql -v ON_ERROR_STOP=1 -X -q --username "$user" --no-password)
    if [ "$db" != postgres ]; then
        "${psql[@]}" --dbname postgres --set db="$db" <<<'CREATE DATABASE :"db";'
    fi
    local d
    for d in postgres template1 "$db"; do
        "${psql[@]}" --dbname "$d" -c 'SET client_min_messages = warning' -c 'CREATE EXTENSION IF NOT EXISTS timescaledb'
    done
    log "created database $db with extension timescaledb $("${psql[@]}" -At --dbname "$db" \
        -c "SELECT extversion FROM pg_extension WHERE extname = 'timescaledb'")"

    local f
    for f in /docker-entrypoint-initdb.d/*; do
        [ -e "$f" ] || continue
        case "$f" in
            *.sh)
                if [ -x "$f" ]; then log "running $f"; "$f"
                else log "sourcing $f"; # shellcheck disable=SC1090
                    . "$f"; fi ;;
            *.sql)    log "running $f"; "${psql[@]}" --dbname "$db" -f "$f" ;;
            *.sql.gz) log "running $f"; gzip -dc "$f" | "${psql[@]}" --dbname "$db" ;;
            *.sql.xz) log "running $f"; xz -dc "$f" | "${psql[@]}" --dbname "$db" ;;
            *)        log "ignoring $f" ;;
        esac
    done

    PGUSER=$user pg_ctl -D "$PGDATA" -m fast -w -t 120 stop
    log "initialisation complete; starting the server"
}

if [ ! -s "$PGDATA/PG_VERSION" ]; then
    init_cluster "$@"
else
    log "$PGDATA holds a cluster (PostgreSQL $(cat "$PGDATA/PG_VERSION")); skipping initialisation"
fi

exec "$@"
