//! All-reduce across the machine's GPUs (issue 16): NCCL's bus bandwidth summing 256 MiB of f32
//! on 2 GPUs (and 4 and 8 where the machine has them), beside the peer-copy bandwidth from GPU
//! 0 to GPU 1 in the same run. On a machine of one GPU the row says what it needs.

use std::time::Instant;

use ferrocuda::nccl::{self, Comm, ReduceOp};
use ferrocuda::prelude::*;

use crate::harness::{median, s, Bench, Res};
use crate::report::{Row, Work};

/// Bytes each rank contributes.
const BYTES: usize = 256 << 20;
const SIZE: &str = "256 MiB f32";
/// The peer copy's system.
pub const SYS_PEER_COPY: &str = "peer copy GPU 0 → 1 (cuMemcpyPeer)";

pub fn run(b: &mut Bench) -> Res<()> {
    let count = Device::count().map_err(s)?;
    if count < 2 {
        b.push(Row::missing(
            "all-reduce",
            SIZE,
            "ferrocuda::nccl, 2 GPUs",
            Work::Bytes(BYTES as f64),
            format!("needs 2 GPUs; this machine has {count}"),
        ));
        return Ok(());
    }
    peer_copy(b)?;
    for world in [2, 4, 8].into_iter().filter(|&w| w <= count) {
        let row = match all_reduce(b.runs, world) {
            Ok(row) => row,
            Err(e) => Row::missing("all-reduce", SIZE, &format!("ferrocuda::nccl, {world} GPUs"), Work::Bytes(0.0), e),
        };
        b.push(row);
    }
    Ok(())
}

/// The median of `runs` wall-clock times of `f` (which waits for its work), after three.
fn wall_time(runs: usize, mut f: impl FnMut() -> Res<()>) -> Res<f64> {
    for _ in 0..3 {
        f()?;
    }
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let t = Instant::now();
        f()?;
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    Ok(median(&mut times))
}

fn peer_copy(b: &mut Bench) -> Res<()> {
    let n = BYTES / 4;
    let (d0, d1) = (Device::get(0).map_err(s)?, Device::get(1).map_err(s)?);
    let src = d0.to_device(&(0..n).map(|i| i as f32).collect::<Vec<_>>()).map_err(s)?;
    let mut dst = d1.to_device(&vec![f32::NAN; n]).map_err(s)?;
    let ms = wall_time(b.runs, || dst.copy_from(&src).map_err(s))?;
    let got = dst.to_vec().map_err(s)?;
    if let Some(i) = (0..n).step_by(4099).find(|&i| got[i] != i as f32) {
        return Err(format!("the peer copy is wrong at {i}: {} for {i}", got[i]));
    }
    b.push(Row::new("all-reduce", SIZE, SYS_PEER_COPY, ms, Work::Bytes(BYTES as f64)).note("bytes copied per time"));
    Ok(())
}

/// One all-reduce (sum) of `world` GPUs, checked, then timed: its row, whose throughput is
/// the bus bandwidth as nccl-tests defines it (algorithm bandwidth × 2 (world − 1) / world).
fn all_reduce(runs: usize, world: usize) -> Res<Row> {
    let n = BYTES / 4;
    let devices = (0..world).map(Device::get).collect::<ferrocuda::Result<Vec<_>>>().map_err(s)?;
    let comms = Comm::all(&devices).map_err(s)?;
    let streams = devices.iter().map(Device::new_stream).collect::<ferrocuda::Result<Vec<_>>>().map_err(s)?;
    // Rank r's element i: small integers, so that every sum is exact whatever NCCL's order.
    let value = |r: usize, i: usize| ((i * 31 + r * 7) % 1024) as f32;
    let mut sends = Vec::new();
    let mut recvs = Vec::new();
    for (r, dev) in devices.iter().enumerate() {
        sends.push(dev.to_device(&(0..n).map(|i| value(r, i)).collect::<Vec<_>>()).map_err(s)?);
        recvs.push(dev.to_device(&vec![f32::NAN; n]).map_err(s)?);
    }
    // One all-reduce on every GPU (one thread drives them all: a group), waited for.
    let once = |recvs: &mut Vec<DeviceBuffer<f32>>| -> Res<()> {
        nccl::group(|| {
            for (r, comm) in comms.iter().enumerate() {
                comm.all_reduce(&sends[r], &mut recvs[r], ReduceOp::Sum, &streams[r])?;
            }
            Ok(())
        })
        .map_err(s)?;
        streams.iter().try_for_each(|st| st.synchronize()).map_err(s)
    };
    once(&mut recvs)?;
    for (r, recv) in recvs.iter().enumerate() {
        let got = recv.to_vec().map_err(s)?;
        for i in (0..n).step_by(4099).chain([n - 1]) {
            let want: f32 = (0..world).map(|q| value(q, i)).sum();
            if got[i] != want {
                return Err(format!("rank {r}'s sum is wrong at {i}: {} for {want}", got[i]));
            }
        }
    }
    let ms = wall_time(runs, || once(&mut recvs))?;
    let (major, minor, patch) = nccl::version().map_err(s)?;
    let bus = BYTES as f64 * 2.0 * (world - 1) as f64 / world as f64;
    Ok(Row::new(
        "all-reduce",
        SIZE,
        &format!("ferrocuda::nccl (NCCL {major}.{minor}.{patch}), {world} GPUs"),
        ms,
        Work::Bytes(bus),
    )
    .note("bus bandwidth: algorithm bandwidth × 2 (GPUs − 1) / GPUs"))
}
