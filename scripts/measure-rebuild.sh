#!/bin/bash
# Measures a rebuild of the game-list projection against a running OpenKifu at $B (default localhost:8080):
# plays $GAMES games of up to 40 moves (0 = use the games already there), notes the list, rebuilds, polls
# GET /api/projections/game-list until caughtUp, and checks the list is the same as before. See docs/benchmarks.md.
set -euo pipefail
B=${B:-http://localhost:8080}; GAMES=${GAMES:-40}
POINTS=(A1 C1 E1 G1 J1 B2 D2 F2 H2 A3 C3 E3 G3 J3 B4 D4 F4 H4 A5 C5 E5 G5 J5 B6 D6 F6 H6 A7 C7 E7 G7 J7 B8 D8 F8 H8 A9 C9 E9 G9)
for g in $(seq 1 "$GAMES"); do
  ID=$(curl -s -X POST "$B/api/games" -H 'Content-Type: application/json' -H "X-User: p$g" \
    -d "{\"black\":{\"userId\":\"p$g\"},\"white\":{\"userId\":\"q$g\"},\"size\":9,\"rules\":\"chinese\"}" \
    | sed 's/.*"gameId":"\([^"]*\)".*/\1/')
  for m in $(seq 0 39); do
    if [ $((m % 2)) -eq 0 ]; then U=p$g; else U=q$g; fi
    curl -s -o /dev/null -X POST "$B/api/games/$ID/moves" -H 'Content-Type: application/json' -H "X-User: $U" \
      -d "{\"point\":\"${POINTS[$m]}\"}"   # an occupied point is refused (422) and skipped
  done
done
until curl -s "$B/api/projections/game-list" | grep -q '"caughtUp":true'; do sleep 0.2; done
HEAD=$(curl -s "$B/api/projections/game-list" | sed 's/.*"head":\([0-9]*\),"segments.*/\1/')
BEFORE=$(curl -s "$B/api/games?limit=100" | md5sum)
START=$(date +%s.%N)
curl -s -o /dev/null -X POST "$B/api/projections/game-list/rebuild" -H 'X-User: analyst'
until curl -s "$B/api/projections/game-list" | grep -q '"caughtUp":true'; do sleep 0.1; done
END=$(date +%s.%N)
AFTER=$(curl -s "$B/api/games?limit=100" | md5sum)
SECONDS_TAKEN=$(echo "$END - $START" | bc)
echo "events: $HEAD  rebuild: ${SECONDS_TAKEN} s  ($(echo "$HEAD / $SECONDS_TAKEN" | bc) events/s)  list unchanged: $([ "$BEFORE" = "$AFTER" ] && echo yes || echo NO)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
