#!/usr/bin/env bash
# Builds examples/candle's tests and example with candle's CUDA tensors (`--features cuda`) on
# this machine, which has no GPU and no CUDA libraries, for the GPU machine (no Rust there):
#
#   tools/candle-gpu-bundle.sh            # writes .gpu-candle/ (about 16 MB)
#   run with carry [".gpu-candle"] and command "bash .gpu-candle/run.sh"
#
# candle's `cuda` feature compiles candle's kernels with nvcc (about 14 minutes on two cores;
# kept in $TARGET between runs) and links libcuda, cuBLAS and cuRAND, which only the GPU
# machine has: the link here is against stubs of the same names (every function cudarc
# declares, doing nothing), and the loader finds the real libraries there.
set -euo pipefail
root=$(git rev-parse --show-toplevel)
cd "$root"
nvcc_dir="$root/.nvcc/nvidia/cu13"
nvrtc_dir="$root/.nvrtc/nvidia/cu13/lib"
[ -x "$nvcc_dir/bin/nvcc" ] || { echo "needs nvcc in .nvcc (bash .ci/run installs it)" >&2; exit 1; }
export TARGET="${TARGET:-/tmp/ferrocuda-candle-target}"
stubs="${CUDA_STUBS:-$TARGET/cuda-stubs}"
mkdir -p "$stubs/lib64"
cudarc_src=$(ls -d "$HOME"/.cargo/registry/src/*/cudarc-0.19.* | tail -1)
for entry in driver:cuda:1 cublas:cublas:13 cublaslt:cublasLt:13 curand:curand:10; do
  IFS=: read -r module lib major <<<"$entry"
  grep -ohE "pub (unsafe )?fn [A-Za-z0-9_]+\(" "$cudarc_src/src/$module/sys/mod.rs" |
    sed -E 's/pub (unsafe )?fn //; s/\(//' | sort -u | sed 's/.*/void &(void) {}/' >"$stubs/$lib.c"
  gcc -shared -fPIC -o "$stubs/lib64/lib$lib.so.$major" "$stubs/$lib.c" -Wl,-soname,"lib$lib.so.$major"
  ln -sf "lib$lib.so.$major" "$stubs/lib64/lib$lib.so"
done
ln -sf "$nvrtc_dir/libnvrtc.so.13" "$stubs/lib64/libnvrtc.so"
ln -sf "$nvcc_dir/lib/libcudart.so.13" "$stubs/lib64/libcudart.so"

# The same environment for every build: candle's kernels are rebuilt when it changes.
export PATH="$nvcc_dir/bin:$PATH" CUDA_HOME="$nvcc_dir" CUDA_PATH="$stubs" CUDA_COMPUTE_CAP=90
export CARGO_TARGET_DIR="$TARGET"
cargo build -p ferrocuda-candle-example --features cuda
test_bin=$(cargo test -p ferrocuda-candle-example --features cuda --no-run --message-format=json 2>/dev/null |
  python3 -c 'import json,sys
for l in sys.stdin:
    m = json.loads(l)
    if m.get("reason") == "compiler-artifact" and m["target"]["kind"] == ["test"] and m["target"]["name"] == "candle":
        print(m["executable"])')

out="$root/.gpu-candle"
rm -rf "$out" && mkdir -p "$out"
for pair in "$test_bin:candle-test" "$TARGET/debug/ferrocuda-candle-example:candle-example"; do
  cp "${pair%%:*}" "$out/${pair##*:}" && strip "$out/${pair##*:}" && xz -T1 -6 "$out/${pair##*:}"
done
cat >"$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# On the GPU machine: the candle tests (CPU and CUDA tensors) and the example.
set -u
cd "$(dirname "$0")"
export LD_LIBRARY_PATH="/usr/local/cuda/lib64:/usr/local/cuda/targets/x86_64-linux/lib:${LD_LIBRARY_PATH:-}"
for f in candle-test candle-example; do
  python3 -c "import lzma,sys; open(sys.argv[1],'wb').write(lzma.open(sys.argv[1]+'.xz').read())" "$f" && chmod +x "$f"
done
ldd ./candle-test | grep "not found"
echo "== candle tests"; ./candle-test --include-ignored "$@" 2>&1 | tail -20
echo "== candle example"; ./candle-example 2>&1 | tail -8
RUN
ls -la "$out"
