#!/usr/bin/env bash
# The cluster test (docs/benchmarks.md, "Cluster test"): MongoDB and Kafka in processes of their own, three nodes
# (node-3 with only ladder and tournament) behind HAProxy, ladder and tournament games played through the proxy,
# nodes killed with SIGKILL and restarted, the broker restarted, then the audit (org.openkifu.app.load.ClusterTrials).
# Prints the takeover times and the counts; exit code 1 on any mismatch.
#   scripts/cluster-test.sh                                   # 12 players, 3 kills, 2 broker restarts, 5 rounds
#   scripts/cluster-test.sh --players=8 --kills=2 --broker-restarts=1 --rounds=2 --size=13 --seed=42 --segments=2
# SKIP_BUILD=1 uses the jar and test classes as they are. Installs HAProxy (Debian's package) if missing.
set -euo pipefail
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
[ -n "${JAVA_HOME:-}" ] || [ ! -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ] || java=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
cd "$(dirname "$0")/.."
if ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "cluster-test.sh: HAProxy is not installed and there is no apt-get to install it: install your system's" \
      "haproxy package" >&2
    exit 1
  fi
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y haproxy
fi
cp=infra/app/target/harness.classpath
if [ -z "${SKIP_BUILD:-}" ] || [ ! -f "$cp" ]; then
  # offline first; online when a plugin (maven-dependency-plugin) is not in the local repository yet
  ./mvnw -B -o -q -pl infra/app -am package -DskipTests dependency:build-classpath -Dmdep.includeScope=test \
      -Dmdep.outputFile=target/harness.classpath \
    || ./mvnw -B -q -pl infra/app -am package -DskipTests dependency:build-classpath -Dmdep.includeScope=test \
      -Dmdep.outputFile=target/harness.classpath
fi
PATH="$PATH:/usr/sbin" exec "$java" -Xmx512m -cp "infra/app/target/test-classes:$(cat "$cp")" \
    org.openkifu.app.load.ClusterTrials "$@"
