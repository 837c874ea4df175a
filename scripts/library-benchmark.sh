#!/usr/bin/env bash
# The game library at scale, as the product runs it (docs/benchmarks.md, "Library at scale"): N generated 19x19
# games (seed 21) in the event store and library_games of the embedded MongoDB server over TCP; the rebuild
# (projection reset + replay of the event log), the start's catalog load, heap and disk, 200 facts searches, then
# BoardIndexBenchmark's position and pattern searches; each against its brute force or the raw driver in the same
# run. Prints a Markdown table at the end; exit code 1 when an answer disagrees with the brute force.
#   scripts/library-benchmark.sh --games=100000            (default; -Xmx3g)
#   scripts/library-benchmark.sh --games=2000 --seed=21 --queries=200 --scans=3 --fsync=false --keep=false
#       --cache-megabytes=16 (the embedded store's page cache, as openkifu.mongo.embedded.cache-megabytes)
# Env: BENCH (default LibraryBenchmark; scripts/facts-benchmark.sh runs FactsSearchBenchmark), XMX (default 3g), JAVA_OPTS (e.g. JFR: "-XX:StartFlightRecording=filename=/tmp/lib.jfr"), SKIP_BUILD=1 uses
# the classes as they are. Maven runs offline and, if that fails (a fresh machine), online; MVN_FLAGS="..." gives
# Maven's options instead (e.g. MVN_FLAGS= for online only).
set -euo pipefail
# The classes are Java 25's (README): JAVA_HOME's java, else Temurin 25 where installed, else the java on the PATH.
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
[ -n "${JAVA_HOME:-}" ] || [ ! -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ] || java=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
cd "$(dirname "$0")/.."
cp=game-context/target/library-bench.classpath
build() {
  ./mvnw -B -q "$@" -pl game-context -am test-compile dependency:build-classpath -Dmdep.includeScope=test \
      -Dmdep.outputFile=target/library-bench.classpath
}
if [ -z "${SKIP_BUILD:-}" ] || [ ! -f "$cp" ]; then
  if [ -n "${MVN_FLAGS+set}" ]; then
    # shellcheck disable=SC2086 # MVN_FLAGS is a list of Maven options
    build ${MVN_FLAGS}
  elif ! build -o; then
    echo "library-benchmark: the offline build failed (a plugin or dependency missing locally?); building online" >&2
    build
  fi
fi
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
status=0
# shellcheck disable=SC2086 # JAVA_OPTS is a list of JVM options
"$java" -Xmx"${XMX:-3g}" -XX:+ExitOnOutOfMemoryError ${JAVA_OPTS:-} \
    -cp "game-context/target/test-classes:game-context/target/classes:$(cat "$cp")" \
    "org.openkifu.game.infrastructure.library.${BENCH:-LibraryBenchmark}" "$@" || status=$?
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
