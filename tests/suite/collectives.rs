//! NCCL collectives on ferrocuda buffers (`ferrocuda::nccl`): what they say without NCCL or a
//! GPU (always), every collective and element type on one GPU (a communicator of one rank),
//! ordered with kernels on a stream; and across every GPU of the machine (ignored, with the
//! reason, where there are fewer than two).

use ferrocuda::nccl::{self, Comm, CommId, ReduceOp};
use ferrocuda::prelude::*;
use ferrocuda::Error;

use crate::check;
use crate::lang::DeviceTest;
use crate::util::*;

#[kernel]
pub fn scale_by_rank(x: &mut [f32], rank: f32) {
    let i = grid(1);
    if i < x.len() {
        x[i] = x[i] * (rank + 1.0) + i as f32;
    }
}

/// Errors that need neither NCCL nor a GPU: the simulator, empty or malformed arguments; and
/// a missing NCCL, where it is missing.
pub fn errors_without_nccl_or_gpu() -> TestResult {
    let e = Comm::all(&[Device::simulator()]).err().ok_or("Comm::all on the simulator passed")?;
    check!(
        matches!(e, Error::Collective { .. }) && e.to_string().contains("simulator"),
        "Comm::all on the simulator: {e}"
    );
    let e = Comm::all(&[]).err().ok_or("Comm::all of no devices passed")?;
    check!(e.to_string().contains("at least one device"), "Comm::all(&[]): {e}");
    let e = CommId::from_bytes(&[7; 5]).err().ok_or("a 5-byte id passed")?;
    check!(e.to_string().contains("128 bytes") && e.to_string().contains("5 bytes"), "CommId::from_bytes: {e}");
    match nccl::version() {
        Ok(_) => Ok(()),
        Err(e) => {
            check!(matches!(e, Error::NcclNotFound { .. }), "NCCL missing, but the error is: {e}");
            let text = e.to_string();
            check!(
                text.contains("libnccl.so.2") && text.contains("pip install nvidia-nccl"),
                "says what to do: {text}"
            );
            let e = CommId::new().err().ok_or("CommId::new without NCCL passed")?;
            check!(matches!(e, Error::NcclNotFound { .. }), "CommId::new without NCCL: {e}");
            Ok(())
        }
    }
}

fn close(what: &str, got: &[f32], want: &[f32]) -> TestResult {
    compare(what, got, want, |g, w| (g - w).abs() <= 1e-5 * (1.0 + w.abs()))
}

/// Every collective on a communicator of one rank (`Comm::all` and `Comm::from_rank`), each
/// element type through all-reduce, and the order with kernels on the same stream.
fn one_gpu(dev: &Device) -> TestResult {
    let (major, minor, patch) = fc(nccl::version())?;
    eprintln!("ferrocuda suite: NCCL {major}.{minor}.{patch} from {}", fc(nccl::library_path())?);
    let comms = fc(Comm::all(std::slice::from_ref(dev)))?;
    check!(comms.len() == 1 && comms[0].rank() == 0 && comms[0].world_size() == 1, "{comms:?}");
    let id = fc(CommId::new())?;
    let by_id = fc(Comm::from_rank(dev, 0, 1, &fc(CommId::from_bytes(&id.to_bytes()))?))?;
    let s = fc(dev.new_stream())?;
    let mut rng = Rng::new("nccl");
    let n = 1 << 20;
    let host = rng.vec_f32(n, -4.0, 4.0);
    for comm in [&comms[0], &by_id] {
        // A kernel writes `send`, the collective copies it (one rank), a kernel reads `recv`:
        // one stream orders the three.
        let mut send = fc(dev.to_device(&host))?;
        let mut recv = fc(dev.to_device(&vec![f32::NAN; n]))?;
        fc(scale_by_rank.launch(Grid::for_elements(n).on(&s), &mut send, 2.0))?;
        fc(comm.all_reduce(&send, &mut recv, ReduceOp::Sum, &s))?;
        fc(scale_by_rank.launch(Grid::for_elements(n).on(&s), &mut recv, 0.0))?;
        let want: Vec<f32> = host.iter().enumerate().map(|(i, v)| v * 3.0 + i as f32 + i as f32).collect();
        close("kernel, all_reduce, kernel on one stream", &fc(recv.to_vec())?, &want)?;
        let want_send: Vec<f32> = host.iter().enumerate().map(|(i, v)| v * 3.0 + i as f32).collect();
        let mut buf = fc(dev.to_device(&want_send))?;
        fc(comm.all_reduce_in_place(&mut buf, ReduceOp::Max, &s))?;
        fc(comm.broadcast_in_place(&mut buf, 0, &s))?;
        close("all_reduce_in_place, broadcast_in_place", &fc(buf.to_vec())?, &want_send)?;
        for (name, op) in [("broadcast", 0), ("reduce", 1), ("all_gather", 2), ("reduce_scatter", 3)] {
            let mut out = fc(dev.to_device(&vec![f32::NAN; n]))?;
            fc(match op {
                0 => comm.broadcast(&send, &mut out, 0, &s),
                1 => comm.reduce(&send, &mut out, ReduceOp::Prod, 0, &s),
                2 => comm.all_gather(&send, &mut out, &s),
                _ => comm.reduce_scatter(&send, &mut out, ReduceOp::Min, &s),
            })?;
            close(name, &fc(out.to_vec())?, &want_send)?;
        }
    }
    // Every element type.
    macro_rules! each_type {
        ($($t:ty => $make:expr),*) => {$(
            let vals: Vec<$t> = (0..4099u32).map($make).collect();
            let send = fc(dev.to_device(&vals))?;
            let mut recv = fc(dev.zeros::<$t>(vals.len()))?;
            fc(comms[0].all_reduce(&send, &mut recv, ReduceOp::Sum, &s))?;
            check!(fc(recv.to_vec())? == vals, "all_reduce of {}", stringify!($t));
        )*};
    }
    each_type!(
        i8 => |i| (i % 200) as i8, u8 => |i| (i % 250) as u8, i32 => |i| i as i32 - 2000, u32 => |i| i * 7,
        i64 => |i| -(i as i64) << 33, u64 => |i| (i as u64) << 40, f64 => |i| i as f64 / 3.0,
        f16 => |i| f16::from_f32(i as f32 / 64.0), bf16 => |i| bf16::from_f32(i as f32 / 8.0), f32 => |i| i as f32 * 0.25
    );
    // What the collectives refuse.
    let send = fc(dev.to_device(&host))?;
    let mut short = fc(dev.zeros::<f32>(n - 1))?;
    let e = comms[0].all_reduce(&send, &mut short, ReduceOp::Sum, &s).err().ok_or("lengths differ, passed")?;
    check!(e.to_string().contains("one length"), "all_reduce of unequal lengths: {e}");
    let e = comms[0].all_gather(&send, &mut short, &s).err().ok_or("all_gather into a short buffer passed")?;
    check!(e.to_string().contains("world_size (1) times"), "all_gather: {e}");
    let mut out = fc(dev.zeros::<f32>(n))?;
    let e = comms[0].broadcast(&send, &mut out, 1, &s).err().ok_or("root 1 of 1 passed")?;
    check!(e.to_string().contains("root 1"), "broadcast from root 1: {e}");
    let sim = fc(Device::simulator().to_device(&host))?;
    let e = comms[0].all_reduce(&sim, &mut out, ReduceOp::Sum, &s).err().ok_or("a simulator buffer passed")?;
    check!(matches!(e, Error::MixedDevices { .. }), "a simulator buffer: {e}");
    let e = Comm::from_rank(dev, 1, 1, &id).err().ok_or("rank 1 of 1 passed")?;
    check!(e.to_string().contains("ranks are 0 to 0"), "from_rank(1, 1): {e}");
    fc(s.synchronize())
}

pub fn gpu_only() -> Vec<DeviceTest> {
    vec![("nccl::collectives_on_one_gpu", one_gpu)]
}

/// Every GPU of the machine in one communicator: all-reduce, all-gather, reduce-scatter,
/// broadcast and reduce of per-rank data, queued from one thread in a group.
pub fn across_gpus() -> TestResult {
    let count = fc(Device::count())?;
    let devices = (0..count).map(Device::get).collect::<ferrocuda::Result<Vec<_>>>().map_err(|e| e.to_string())?;
    let comms = fc(Comm::all(&devices))?;
    let world = comms.len();
    let n = 1 << 18;
    let mut rng = Rng::new("nccl-many");
    let hosts: Vec<Vec<f32>> = (0..world).map(|_| rng.vec_f32(n, -2.0, 2.0)).collect();
    let streams =
        devices.iter().map(|d| d.new_stream()).collect::<ferrocuda::Result<Vec<_>>>().map_err(|e| e.to_string())?;
    let sends = devices.iter().zip(&hosts).map(|(d, h)| d.to_device(h)).collect::<ferrocuda::Result<Vec<_>>>();
    let sends = sends.map_err(|e| e.to_string())?;
    let mut sums =
        devices.iter().map(|d| d.zeros::<f32>(n)).collect::<ferrocuda::Result<Vec<_>>>().map_err(|e| e.to_string())?;
    let mut gathers = devices
        .iter()
        .map(|d| d.zeros::<f32>(n * world))
        .collect::<ferrocuda::Result<Vec<_>>>()
        .map_err(|e| e.to_string())?;
    // Outside a group, one thread driving several GPUs is refused (it would wait forever).
    let e = comms[0].all_reduce(&sends[0], &mut sums[0], ReduceOp::Sum, &streams[0]).err();
    check!(e.is_some_and(|e| e.to_string().contains("nccl::group")), "a collective outside a group was not refused");
    fc(nccl::group(|| {
        for r in 0..world {
            comms[r].all_reduce(&sends[r], &mut sums[r], ReduceOp::Sum, &streams[r])?;
            comms[r].all_gather(&sends[r], &mut gathers[r], &streams[r])?;
        }
        Ok(())
    }))?;
    let want: Vec<f32> = (0..n).map(|i| hosts.iter().map(|h| h[i]).sum()).collect();
    let gathered: Vec<f32> = hosts.concat();
    for r in 0..world {
        close(&format!("all_reduce on rank {r}"), &fc(sums[r].to_vec())?, &want)?;
        check!(fc(gathers[r].to_vec())? == gathered, "all_gather on rank {r}");
    }
    Ok(())
}

/// Why [`across_gpus`] cannot run here, if it cannot.
pub fn across_gpus_unrunnable() -> Option<String> {
    match Device::count() {
        Ok(n) if n >= 2 => match nccl::version() {
            Ok(_) => None,
            Err(e) => Some(e.to_string()),
        },
        Ok(n) => Some(format!("it needs two GPUs or more, and this machine has {n}")),
        Err(e) => Some(format!("it needs two GPUs or more: {e}")),
    }
}
