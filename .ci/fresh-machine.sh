#!/usr/bin/env bash
# Runs inside CI's fresh-machine container (see .ci/run): a clean copy of the checkout, then the README's two commands.
set -euo pipefail
start=$SECONDS
stamp() { local s=$((SECONDS - start)); printf '%dm%02ds' $((s / 60)) $((s % 60)); }
say() { echo "ci: $* [$(stamp)]"; }
fail() { echo "ci: FAILED at step '$1' [$(stamp)]" >&2; exit 1; }

clone=/root/iot-benchrunner
mkdir -p "$clone"
# the checkout as a clean clone has it: no build output, no results
tar -C /src --exclude=./results --exclude='./*/target' --exclude=./.git -c . | tar -C "$clone" -x
mkdir -p "$clone/results"
cd "$clone"

for step in ${CI_FRESH_STEPS:-bench test}; do
  case "$step" in
    bench)
      say "README's main command: scripts/bench"
      scripts/bench || fail "scripts/bench"
      say "scripts/bench done; checking its results"
      results=results/small/timescaledb
      count=$(find "$results" -maxdepth 1 -name '*.json' | wc -l)
      [ "$count" -ge 9 ] || fail "scripts/bench: $count of 9 TimescaleDB results in $results"
      [ -s results/small/summary.md ] || fail "scripts/bench: no results/small/summary.md"
      [ -s results/small/report/index.html ] || fail "scripts/bench: no results/small/report/index.html"
      cat results/small/summary.md
      ;;
    test)
      say "README's test command: scripts/test"
      scripts/test || fail "scripts/test"
      ;;
    *) fail "CI_FRESH_STEPS: unknown step '$step' (allowed: bench, test)" ;;
  esac
done
say "done"
