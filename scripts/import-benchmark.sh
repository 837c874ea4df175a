#!/usr/bin/env bash
# Bulk SGF import throughput of the packaged jar: N distinct 19x19 records (the three famous games of the Little Go
# corpus, each copy made distinct by a GC[] game comment) uploaded as one zip to POST /api/imports, progress polled
# until the job is FINISHED. Prints the job's own files/s, the wall time and the JVM's CPU time for the job.
# A first job of WARMUP other records (default 200) runs before the measured one, so the JIT has compiled the import
# path: in a fresh JVM most CPU goes to the compiler threads (JFR: 5.5 min of compilation during a 60-record job).
# Usage: scripts/import-benchmark.sh [records] [port] [jar]   (build first: ./mvnw -B -o -pl infra/app -am package -DskipTests)
# Env: WARMUP, WORKERS (openkifu.import.workers, default 2), APP_ARGS (more --options for the application), JAVA_OPTS,
# KEEP=1 keeps the data directory.
set -euo pipefail
# The classes are Java 25's (README): JAVA_HOME's java, else Temurin 25 where installed, else the java on the PATH.
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
[ -n "${JAVA_HOME:-}" ] || [ ! -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ] || java=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
records=${1:-1000}
port=${2:-18181}
jar=${3:-infra/app/target/openkifu.jar}
corpus=${OPENKIFU_SGF_CORPUS:-game-context/src/test/resources/littlego-sgf}
data=$(mktemp -d /tmp/openkifu-import-bench.XXXXXX)
mkdir -p "$data/records"

make_zip() { # name count
  local dir="$data/$1" i=0
  mkdir -p "$dir"
  while [ "$i" -lt "$2" ]; do
    for f in "$corpus/Famous games/"*.sgf; do
      [ "$i" -lt "$2" ] || break
      sed "0,/(;/s//(;GC[$1 copy $i]/" "$f" > "$dir/r$i.sgf"
      i=$((i + 1))
    done
  done
  (cd "$dir" && python3 -c 'import sys,zipfile,os
with zipfile.ZipFile("../'"$1"'.zip","w",zipfile.ZIP_DEFLATED) as z:
    [z.write(n) for n in sorted(os.listdir("."))]')
}
make_zip warmup "${WARMUP:-200}"
make_zip records "$records"

OPENKIFU_DATA_DIR="$data/app" "$java" -XX:+ExitOnOutOfMemoryError ${JAVA_OPTS:-} -jar "$jar" --server.port="$port" \
    --openkifu.kafka.embedded.port=0 --openkifu.kafka.embedded.controller-port=0 --openkifu.mongo.embedded.port=0 \
    --openkifu.import.workers="${WORKERS:-2}" --openkifu.import.log-every=250 ${APP_ARGS:-} >"$data/app.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; [ -n "${KEEP:-}" ] || rm -rf "$data"' EXIT
until curl -fs -o /dev/null "http://localhost:$port/actuator/health"; do
  kill -0 "$pid" 2>/dev/null || { echo "the application died, see $data/app.log"; exit 1; }
  sleep 0.2
done

# the imports need a signed-in account: one is registered, its bearer token used for every call
curl -fs -o /dev/null -H 'Content-Type: application/json' -d '{"username":"importbench","password":"import-bench-password"}' \
    "http://localhost:$port/api/accounts"
token=$(curl -fs -H 'Content-Type: application/json' -d '{"username":"importbench","password":"import-bench-password"}' \
    "http://localhost:$port/api/tokens" | python3 -c 'import sys,json; print(json.load(sys.stdin)["token"])')
auth="Authorization: Bearer $token"

cpu() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
run_job() { # zip -> sets $progress when the job has finished
  local job state
  job=$(curl -fs -H "$auth" -F "files=@$data/$1.zip" "http://localhost:$port/api/imports" \
        | python3 -c 'import sys,json; print(json.load(sys.stdin)["jobId"])')
  while :; do
    progress=$(curl -fs -H "$auth" "http://localhost:$port/api/imports/$job")
    state=$(echo "$progress" | python3 -c 'import sys,json; print(json.load(sys.stdin)["state"])')
    [ "$state" = FINISHED ] && break
    sleep 0.2
  done
}
if [ "${WARMUP:-200}" -gt 0 ]; then
  run_job warmup
  echo "warm-up: $(echo "$progress" | python3 -c 'import sys,json; p=json.load(sys.stdin); print("%d records, %.1f files/s" % (p["imported"], p["filesPerSecond"]))')"
fi
ticks_before=$(cpu)
start=$(date +%s%N)
run_job records
wall_ms=$(( ($(date +%s%N) - start) / 1000000 ))
cpu_ms=$(( ($(cpu) - ticks_before) * 1000 / $(getconf CLK_TCK) ))
echo "$progress" | python3 -c 'import sys,json; p=json.load(sys.stdin)
print("records=%d imported=%d duplicates=%d failed=%d job=%.1f s  %.1f files/s" % (p["total"], p["imported"], p["duplicates"], p["failed"], p["elapsedSeconds"], p["filesPerSecond"]))'
echo "upload+job wall ${wall_ms} ms, JVM CPU ${cpu_ms} ms ($(( cpu_ms / records )) ms CPU per record), workers ${WORKERS:-2}, load $(cut -d' ' -f1 /proc/loadavg)"
