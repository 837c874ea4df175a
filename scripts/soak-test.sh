#!/usr/bin/env bash
# The soak test of issue 19 (docs/benchmarks.md, "Soak test"): the packaged jar at -Xmx512m with every quota at its
# default; well-behaved players read the tournament and offer lists and play moves, alone for a baseline, then while
# an abuser replays every abuse family (oversized names and bodies, floods, overflows, refused terms, h9 fields, bad
# URL encodings, deep page walks) for N minutes. Prints the status of every abuse answer, peak RSS, health and the
# well-behaved players' latency in both phases; exit code non-zero when a criterion fails (a 5xx, health not UP,
# RSS >= 1 GB, p99 under abuse > 2x the baseline's).
#   scripts/soak-test.sh                          # 60 s baseline, 10 minutes of abuse
#   scripts/soak-test.sh --minutes=1 --baseline-seconds=30 --jvm="-Xmx512m" --abuse-threads=2
# It is the Maven profile `soak` of infra/app (never part of the default `./mvnw -B verify`): Maven builds the jar
# and runs AbuseSoakTest after `package`. Maven runs online, so a fresh machine fetches what it lacks; MVN_FLAGS=-o
# runs it offline when the local repository has everything.
set -euo pipefail
cd "$(dirname "$0")/.."
props=()
for arg in "$@"; do
  case "$arg" in
    --*=*) name="${arg%%=*}"; props+=("-Dsoak.${name#--}=${arg#*=}") ;;
    *) echo "unknown argument: $arg (use --name=value)" >&2; exit 2 ;;
  esac
done
# -am: the other modules come from this working tree; -Dtest: no other test of any module runs
exec ./mvnw -B ${MVN_FLAGS:-} -pl infra/app -am -Psoak verify -Dtest=AbuseSoakTest \
    -Dsurefire.failIfNoSpecifiedTests=false "${props[@]}"
