#!/usr/bin/env bash
# compute-sanitizer over the examples on a GPU machine: memcheck with --leak-check full on
# every example, racecheck on the cooperative ones, each at its small size
# (FERROCUDA_EXAMPLE_SMALL=1), four at a time. Prints one summary line per run and exits 1
# if any run reports an error, a leak or a hazard, or fails.
#
#   cargo build --release --examples --features cudarc
#   tools/sanitize-examples.sh [EXAMPLES_DIR]     # default: target/release/examples
set -uo pipefail
dir=${1:-target/release/examples}
export PATH=/usr/local/cuda/bin:$PATH
command -v compute-sanitizer >/dev/null || { echo "compute-sanitizer is not on PATH" >&2; exit 2; }
examples="vector_add saxpy reduction generic_reduction nbody matmul histogram softmax scan streams_overlap unified_memory inspect launch_timing doctor transpose blur nchw graphs debug_print zero_copy tensor_gemm constant_filter cudarc_interop data_parallel"
cooperative="reduction generic_reduction nbody matmul histogram softmax scan transpose tensor_gemm"
logs=$(mktemp -d)
one() { # tool example
  local extra=""
  [ "$1" = memcheck ] && extra="--leak-check full"
  FERROCUDA_EXAMPLE_SMALL=1 timeout 300 compute-sanitizer --tool "$1" $extra "$dir/$2" >"$logs/$1-$2.log" 2>&1
  local rc=$? summary
  summary=$(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|LEAK SUMMARY' "$logs/$1-$2.log" | sed 's/^=* *//' | tr '\n' ' ')
  echo "$1 $2: exit $rc; $summary"
}
export -f one; export dir logs
{
  printf 'memcheck %s\n' $examples
  printf 'racecheck %s\n' $cooperative
} | xargs -P 4 -L 1 bash -c 'one "$0" "$1"' | sort | tee "$logs/summary"
bad=$(grep -Ev 'exit 0; .*(0 errors|0 hazards)' "$logs/summary"; grep -E 'LEAK SUMMARY: [1-9]' "$logs/summary")
if [ -n "$bad" ]; then
  echo "not clean (logs in $logs):"; echo "$bad"; exit 1
fi
echo "all clean"
