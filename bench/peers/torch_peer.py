"""PyTorch peer of ferrocuda-bench: torch.add, torch.sum, torch.softmax, torch.matmul (FP32,
no TF32), and the host cost of a tiny op. Every result is checked before it is timed."""
import numpy as np
import torch

from common import (COLS, MNK, N, ROWS, SIDE, SIZE_SIDE, SIZE_BF16, SIZE_F16, SIZE_LAUNCH, SIZE_N, SIZE_SGEMM, SIZE_SOFTMAX, args, check, event_median,
                    guarded, host_launch_cost, sample_indices)

a = args()
dev = torch.device("cuda")
torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
ev = lambda: torch.cuda.Event(enable_timing=True)
sync = torch.cuda.synchronize
gen = torch.Generator(device=dev).manual_seed(1)
NAME = f"torch {torch.__version__.split('+')[0]}"


def timed(fn):
    return event_median(ev, sync, fn, a.runs)


def vector_add():
    x = torch.rand(N, device=dev, generator=gen) * 2 - 1
    y = torch.rand(N, device=dev, generator=gen) * 2 - 1
    out = torch.full_like(x, float("nan"))
    torch.add(x, y, out=out)
    idx = torch.from_numpy(sample_indices(N)).to(dev)
    check("torch.add", out[idx].cpu().numpy(), (x[idx].cpu().numpy() + y[idx].cpu().numpy()), 0.0)
    return timed(lambda: torch.add(x, y, out=out))


def saxpy():
    x = torch.rand(N, device=dev, generator=gen) * 2 - 1
    y = torch.rand(N, device=dev, generator=gen) * 2 - 1
    idx = torch.from_numpy(sample_indices(N)).to(dev)
    x_s, y_s = x[idx].cpu().numpy().astype(np.float64), y[idx].cpu().numpy().astype(np.float64)
    y.add_(x, alpha=2.0)
    check("torch saxpy", y[idx].cpu().numpy(), 2.0 * x_s + y_s, 1e-6)
    return timed(lambda: y.add_(x, alpha=2.0))


def axpy(dtype):
    """`y += 2 x` in a half type: torch.add(x, y, alpha=2), in place."""
    x = (torch.rand(N, device=dev, generator=gen) * 2 - 1).to(dtype)
    y = (torch.rand(N, device=dev, generator=gen) * 2 - 1).to(dtype)
    idx = torch.from_numpy(sample_indices(N)).to(dev)
    x_s, y_s = x[idx].double().cpu().numpy(), y[idx].double().cpu().numpy()
    y.add_(x, alpha=2.0)
    # torch computes in f32 and rounds: within an ulp of the exact result (and an
    # absolute margin where a sum cancels to the half type's smallest values).
    got, want = y[idx].double().cpu().numpy(), 2.0 * x_s + y_s
    rel = 2.0 ** -7 if dtype == torch.bfloat16 else 2.0 ** -10
    bad = np.abs(got - want) > rel * np.abs(want) + 1e-6
    if np.isnan(got).any() or bad.any():
        i = int(np.argmax(bad | np.isnan(got)))
        raise AssertionError(f"torch axpy {dtype}: element {i} is {got[i]} but NumPy gives {want[i]}")
    return timed(lambda: y.add_(x, alpha=2.0))


def total():
    x = torch.rand(N, device=dev, generator=gen)
    want = float(x.double().sum().item())
    got = float(torch.sum(x).item())
    if abs(got - want) / want > 1e-4:
        raise AssertionError(f"torch.sum {got} vs {want}")
    return timed(lambda: torch.sum(x))


def transpose():
    x = torch.rand(SIDE, SIDE, device=dev, generator=gen) * 20 - 10
    y = x.t().contiguous()
    rows = [0, 1021, SIDE - 1]
    check("torch transpose", y[rows].cpu().numpy(), x[:, rows].t().cpu().numpy(), 0.0)
    return timed(lambda: x.t().contiguous())


def softmax():
    x = torch.rand(ROWS, COLS, device=dev, generator=gen) * 20 - 10
    y = torch.softmax(x, dim=1)
    rows = list(range(0, ROWS, 127))
    xs = x[rows].double().cpu().numpy()
    e = np.exp(xs - xs.max(axis=1, keepdims=True))
    check("torch.softmax", y[rows].cpu().numpy(), e / e.sum(axis=1, keepdims=True), 1e-5)
    return timed(lambda: torch.softmax(x, dim=1))


def sgemm():
    A = torch.rand(MNK, MNK, device=dev, generator=gen) * 2 - 1
    B = torch.rand(MNK, MNK, device=dev, generator=gen) * 2 - 1
    C = torch.matmul(A, B)
    rows = [0, 1, 777, MNK - 1]
    want = A[rows].double() @ B.double()
    err = (C[rows].double() - want).abs().max().item()
    scale = (A[rows].double().abs() @ B.double().abs()).max().item()
    if err > 1e-5 * scale:
        raise AssertionError(f"torch.matmul error {err}")
    return timed(lambda: torch.matmul(A, B, out=C))


def launch():
    x = torch.ones(32, device=dev)
    y = torch.zeros(32, device=dev)
    out = torch.empty(32, device=dev)
    torch.add(y, x, alpha=2.0, out=out)
    check("tiny add", out.cpu().numpy(), np.full(32, 2.0), 0.0)
    return host_launch_cost(lambda: torch.add(y, x, alpha=2.0, out=out), sync, a.runs)


guarded("vector_add", SIZE_N, NAME, vector_add)
guarded("saxpy", SIZE_N, NAME, saxpy)
guarded("axpy", SIZE_F16, NAME, lambda: axpy(torch.float16))
guarded("axpy", SIZE_BF16, NAME, lambda: axpy(torch.bfloat16))
guarded("sum", SIZE_N, NAME, total)
torch.cuda.empty_cache()
guarded("softmax", SIZE_SOFTMAX, NAME, softmax)
guarded("sgemm", SIZE_SGEMM, NAME, sgemm)
torch.cuda.empty_cache()
guarded("transpose", SIZE_SIDE, f"{NAME} (t().contiguous())", transpose)
guarded("launch", SIZE_LAUNCH, f"{NAME} (torch.add of 32)", launch)
