#!/usr/bin/env bash
# The load harness (docs/benchmarks.md, "Load harness"): builds the jar, then starts it on a fresh data directory
# with its embedded servers, measures the limits (disk flushes, raw MongoDB inserts, raw Kafka producer/consumer) and
# has players play live games over the HTTP API. Options are passed on, e.g.
#   scripts/load-harness.sh --games=1000 --clients=8 --seconds=60
#   scripts/load-harness.sh --rate=200 --jvm="-Xmx512m" --import=0
# (LoadHarness's javadoc lists them all). SKIP_BUILD=1 uses the jar and test classes as they are.
set -euo pipefail
# The classes are Java 25's (README): JAVA_HOME's java, else Temurin 25 where installed, else the java on the PATH.
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
[ -n "${JAVA_HOME:-}" ] || [ ! -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ] || java=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
cd "$(dirname "$0")/.."
cp=infra/app/target/harness.classpath
if [ -z "${SKIP_BUILD:-}" ] || [ ! -f "$cp" ]; then
  # -am: the other modules come from this working tree (the reactor), never from the local repository
  ./mvnw -B -o -q -pl infra/app -am package -DskipTests dependency:build-classpath -Dmdep.includeScope=test \
      -Dmdep.outputFile=target/harness.classpath
fi
exec "$java" -Xmx1g -cp "infra/app/target/test-classes:$(cat "$cp")" org.openkifu.app.load.LoadHarness "$@"
