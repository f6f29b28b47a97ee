#!/usr/bin/env bash
# Call 2: the benchmark of this commit and of the one before issue 44 (ced1336) on this card,
# the examples under compute-sanitizer, the suite with one test thread, and the recursion
# test beside another GPU process, repeated.
cd "$(dirname "$0")"
export PATH=/usr/local/cuda/bin:$PATH
S=.gpu/tests/test-suite
nvidia-smi --query-gpu=name,driver_version --format=csv > "$OUT/card2.txt" 2>&1
log() { echo "$*" >> "$OUT/summary2.txt"; }
start=$(date +%s)
timeout 150 .gpu/bench/ferrocuda-bench --out /tmp/new --peer-timeout 60 > "$OUT/bench_new.log" 2>&1; log "bench new rc=$? $(( $(date +%s) - start ))s"
start=$(date +%s)
timeout 100 .gpu/bench/ferrocuda-bench-old --out /tmp/old --no-peers > "$OUT/bench_old.log" 2>&1; log "bench old rc=$? $(( $(date +%s) - start ))s"
cp /tmp/new/rows.tsv "$OUT/rows_new.tsv"; cp /tmp/old/rows.tsv "$OUT/rows_old.tsv"
start=$(date +%s)
timeout 90 bash tools/sanitize-examples.sh .gpu/examples > "$OUT/sanitize.log" 2>&1; log "sanitize rc=$? $(( $(date +%s) - start ))s"
start=$(date +%s)
timeout 100 $S --test-threads=1 gpu:: > "$OUT/threads1.log" 2>&1; log "suite gpu:: --test-threads=1 rc=$? $(( $(date +%s) - start ))s"
grep -E "^test result|FAILED" "$OUT/threads1.log" | tail -5 >> "$OUT/summary2.txt"
for k in 1 2 3; do
  timeout 30 $S --exact gpu::panic_recursion_a_million_deep > /tmp/alone$k.log 2>&1; log "recursion alone $k rc=$?"
done
for k in 1 2 3; do
  ( timeout 60 .gpu/tests/test-builtins gpu > /dev/null 2>&1 ) & b=$!
  sleep 5
  timeout 40 $S recursion > /tmp/beside$k.log 2>&1; log "panic_/recursion tests beside builtins $k rc=$?"
  grep -E "FAILED|^test result" /tmp/beside$k.log | head -5 >> "$OUT/summary2.txt"
  grep -A3 "^---- gpu::panic_recursion_a_million" /tmp/beside$k.log | head -4 >> "$OUT/summary2.txt"
  kill $b 2>/dev/null; wait $b 2>/dev/null
done
tail -8 "$OUT/sanitize.log" >> "$OUT/summary2.txt"
cat "$OUT/summary2.txt"
