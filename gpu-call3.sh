#!/usr/bin/env bash
# Call 3: the recursion tests alone and beside another GPU process (the driver's JIT cache
# warm after the first), then the whole suite beside the builtins test, and alone again.
cd "$(dirname "$0")"
S=.gpu2/suite
log() { echo "$*" >> "$OUT/summary3.txt"; }
for k in 1 2 3; do
  timeout 30 $S --exact gpu::panic_recursion_a_million_deep > "$OUT/alone$k.log" 2>&1; log "recursion alone $k rc=$?"
done
( timeout 80 .gpu2/builtins > /dev/null 2>&1 ) & b=$!
sleep 3
timeout 30 $S recursion > /tmp/beside.log 2>&1; log "recursion tests beside builtins rc=$?"; grep -E "FAILED|^test result" /tmp/beside.log >> "$OUT/summary3.txt"
start=$(date +%s)
timeout 120 $S --include-ignored > "$OUT/side.log" 2>&1; log "whole suite beside builtins rc=$? $(( $(date +%s) - start ))s"
wait $b; log "builtins rc=$?"
start=$(date +%s)
timeout 120 $S --include-ignored > "$OUT/again.log" 2>&1; log "whole suite again rc=$? $(( $(date +%s) - start ))s"
grep -E "FAILED|^test result" "$OUT/side.log" "$OUT/again.log" | head -20 >> "$OUT/summary3.txt"
cat "$OUT/summary3.txt"
