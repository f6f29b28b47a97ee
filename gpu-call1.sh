#!/usr/bin/env bash
# Call 1: every test binary with GPU tests, a second suite run, two test processes side by side.
cd "$(dirname "$0")"
export PATH=/usr/local/cuda/bin:$PATH
S=.gpu/tests/test-suite
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv > "$OUT/card.txt" 2>&1
ls .gpu/tests >> "$OUT/card.txt"
start=$(date +%s)
timeout 290 bash .gpu/run.sh --include-ignored > "$OUT/run1.log" 2>&1; echo "run1 (every binary) rc=$? $(( $(date +%s) - start ))s" >> "$OUT/summary.txt"
start=$(date +%s)
timeout 100 $S --include-ignored > "$OUT/run2.log" 2>&1; echo "run2 (suite again) rc=$? $(( $(date +%s) - start ))s" >> "$OUT/summary.txt"
start=$(date +%s)
( timeout 140 $S --include-ignored > "$OUT/side_a.log" 2>&1; echo "side_a (suite beside builtins) rc=$?" >> "$OUT/summary.txt" ) &
( timeout 140 .gpu/tests/test-builtins --include-ignored > "$OUT/side_b.log" 2>&1; echo "side_b (builtins beside suite) rc=$?" >> "$OUT/summary.txt" ) &
wait; echo "side by side $(( $(date +%s) - start ))s" >> "$OUT/summary.txt"
for f in "$OUT"/run1.log "$OUT"/run2.log "$OUT"/side_a.log "$OUT"/side_b.log; do
  echo "== $f" >> "$OUT/summary.txt"; grep -E "^test result|FAILED|^=== summary|^ok |^FAIL " "$f" | tail -30 >> "$OUT/summary.txt"
done
grep -hE "lanes_places|cluster_launches|lane_ids|rt_small_grid|recursive_kernels_know|independent_big_local" "$OUT"/run1.log | head -20 >> "$OUT/summary.txt"
cat "$OUT/summary.txt"
