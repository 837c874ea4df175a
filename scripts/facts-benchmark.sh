#!/usr/bin/env bash
# The facts search alone at scale (docs/benchmarks.md, "Facts search alone"): the library benchmark's N games'
# facts (same generator and seed, folded as the projection folds them, no event store), the catalog's search of
# FactsQueryMix's queries against the oracle and the plain scan in the same run; a few minutes at N=100,000 where
# the whole library benchmark takes half an hour. Exit code 1 when an answer disagrees.
#   scripts/facts-benchmark.sh --games=100000 --seed=21 --queries=200 --rounds=3
# Env as scripts/library-benchmark.sh (XMX, JAVA_OPTS, SKIP_BUILD=1, MVN_FLAGS).
set -euo pipefail
BENCH=FactsSearchBenchmark exec "$(dirname "$0")/library-benchmark.sh" "$@"
