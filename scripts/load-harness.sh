#!/usr/bin/env bash
# The load harness (docs/benchmarks.md, "Load harness"): builds the jar, then starts it on a fresh data directory
# with its embedded servers, measures the limits (disk flushes, raw MongoDB inserts, raw Kafka producer/consumer) and
# has players play live games over the HTTP API. Options are passed on, e.g.
#   scripts/load-harness.sh --games=1000 --clients=8 --seconds=60
#   scripts/load-harness.sh --rate=200 --jvm="-Xmx512m" --import=0
# (LoadHarness's javadoc lists them all). SKIP_BUILD=1 uses the jar and test classes as they are. Maven runs offline
# and, if that fails (a fresh machine), online; MVN_FLAGS="..." gives Maven's options instead (e.g. MVN_FLAGS= for
# online only, MVN_FLAGS="-Dmaven.repo.local=/tmp/m2").
set -euo pipefail
# The classes are Java 25's (README): JAVA_HOME's java, else Temurin 25 where installed, else the java on the PATH.
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
[ -n "${JAVA_HOME:-}" ] || [ ! -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ] || java=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
cd "$(dirname "$0")/.."
cp=infra/app/target/harness.classpath
build() {
  # -am: the other modules come from this working tree (the reactor), never from the local repository
  ./mvnw -B -q "$@" -pl infra/app -am package -DskipTests dependency:build-classpath -Dmdep.includeScope=test \
      -Dmdep.outputFile=target/harness.classpath
}
if [ -z "${SKIP_BUILD:-}" ] || [ ! -f "$cp" ]; then
  if [ -n "${MVN_FLAGS+set}" ]; then
    # shellcheck disable=SC2086 # MVN_FLAGS is a list of Maven options, e.g. "-o" or "-Dmaven.repo.local=/tmp/m2"
    build ${MVN_FLAGS}
  elif ! build -o; then
    # Offline first (fast, and no network needed when the local repository has everything); a fresh machine lacks
    # plugins or dependencies (issue 22: maven-dependency-plugin), so then Maven runs online and fetches them.
    echo "load-harness: the offline build failed (a plugin or dependency missing locally?); building online" >&2
    build
  fi
fi
exec "$java" -Xmx1g -cp "infra/app/target/test-classes:$(cat "$cp")" org.openkifu.app.load.LoadHarness "$@"
