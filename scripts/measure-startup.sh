#!/usr/bin/env bash
# Start-up to /actuator/health UP of the packaged jar, on a fresh data directory and again on the same one.
# Usage: scripts/measure-startup.sh [port] [jar]   (build first: ./mvnw -B -DskipTests package)
set -euo pipefail
# The classes are Java 25's (README): JAVA_HOME's java, else Temurin 25 where installed, else the java on the PATH.
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
[ -n "${JAVA_HOME:-}" ] || [ ! -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ] || java=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
port=${1:-18080}
jar=${2:-infra/app/target/openkifu.jar}
data=$(mktemp -d /tmp/openkifu-startup.XXXXXX)

measure() {
  local label=$1 start pid ms
  start=$(date +%s%N)
  OPENKIFU_DATA_DIR="$data" "$java" -XX:+ExitOnOutOfMemoryError ${JAVA_OPTS:-} -jar "$jar" --server.port="$port" \
      --openkifu.kafka.embedded.port=0 --openkifu.kafka.embedded.controller-port=0 \
      --openkifu.mongo.embedded.port=0 >"$data/$label.log" 2>&1 &
  pid=$!
  # curl -f fails on 503, which is what DOWN answers
  until curl -fs -o /dev/null "http://localhost:$port/actuator/health"; do
    if ! kill -0 "$pid" 2>/dev/null; then echo "$label: process died, see $data/$label.log"; exit 1; fi
    sleep 0.1
  done
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  # CPU the JVM used until then (user+sys, clock ticks): on a busy shared machine the wall time mostly measures
  # the queue for a core; the CPU time is what the start-up itself costs.
  ticks=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  echo "$label: health UP after ${ms} ms wall, $(( ticks * 1000 / $(getconf CLK_TCK) )) ms CPU, load $(cut -d' ' -f1 /proc/loadavg)"
  kill "$pid"; wait "$pid" || true
}

measure fresh-data-dir
measure second-start
du -sh "$data"/kafka "$data"/mongo
[ -n "${KEEP:-}" ] || rm -rf "$data"
