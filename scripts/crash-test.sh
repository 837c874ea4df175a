#!/usr/bin/env bash
# The crash test (docs/benchmarks.md, "Crash test"): plays games over the API against the packaged jar, kills the
# process with SIGKILL at a random moment, restarts it on the same data and audits the store (every acknowledged
# move stored once, projections and the Kafka topic equal to a clean rebuild); then the same with the Kafka broker
# (in a process of its own) killed and restarted under load. Prints the counts; exit code 1 on any mismatch.
#   scripts/crash-test.sh                       # 20 kill trials, 2 broker restarts
#   scripts/crash-test.sh --trials=5 --broker-restarts=1 --seed=42
# SKIP_BUILD=1 uses the jar and test classes as they are.
set -euo pipefail
# The classes are Java 25's (README): JAVA_HOME's java, else Temurin 25 where installed, else the java on the PATH.
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
[ -n "${JAVA_HOME:-}" ] || [ ! -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ] || java=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
cd "$(dirname "$0")/.."
cp=infra/app/target/harness.classpath
if [ -z "${SKIP_BUILD:-}" ] || [ ! -f "$cp" ]; then
  # offline first; online when a plugin (maven-dependency-plugin) is not in the local repository yet
  ./mvnw -B -o -q -pl infra/app -am package -DskipTests dependency:build-classpath -Dmdep.includeScope=test \
      -Dmdep.outputFile=target/harness.classpath \
    || ./mvnw -B -q -pl infra/app -am package -DskipTests dependency:build-classpath -Dmdep.includeScope=test \
      -Dmdep.outputFile=target/harness.classpath
fi
exec "$java" -Xmx512m -cp "infra/app/target/test-classes:$(cat "$cp")" org.openkifu.app.load.CrashTrials "$@"
