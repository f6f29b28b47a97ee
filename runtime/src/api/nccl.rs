//! Collectives across GPUs — all-reduce, broadcast, reduce, all-gather, reduce-scatter — on
//! ferrocuda buffers and streams, through NCCL (loaded at run time: `libnccl.so.2` on the
//! loader's path, in a Python `nvidia-nccl` wheel, or `FERROCUDA_NCCL`).
//!
//! - The GPUs of one process: `let comms = Comm::all(&devices)?`, one communicator per GPU;
//!   their collectives are issued from one thread inside [`group`].
//! - One process per GPU (a launcher, MPI, several machines): rank 0 makes a [`CommId`],
//!   sends its 128 bytes to the others however the job starts (`to_bytes`/`from_bytes`), and
//!   every process calls [`Comm::from_rank`] with it.
//!
//! A collective is queued on a ferrocuda [`Stream`] of the communicator's device, in order with
//! the launches and copies there (and, through events, any other stream). Buffers live until
//! the work is done: ferrocuda frees on the default stream, which waits for its streams.

use std::cell::Cell;
use std::ffi::c_int;
use std::fmt;
use std::sync::Arc;

use crate::api::device::Device;
use crate::api::memory::DeviceSlice;
use crate::api::stream::Stream;
use crate::backend::cuda::nccl::{self as ffi, Collective, Nccl, RawComm, UniqueId};
use crate::backend::cuda::Gpu;
use crate::backend::{Backend, RawStream};
use crate::base::error::{Error, Result};
use crate::lang::scalar::DeviceCopy;

/// NCCL's version (major, minor, patch), loading it if need be.
pub fn version() -> Result<(u32, u32, u32)> {
    ffi::nccl().map(Nccl::version)
}

/// Where the NCCL in use was loaded from.
pub fn library_path() -> Result<String> {
    ffi::nccl().map(|n| n.path().to_string())
}

/// How a reduction combines the ranks' values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    /// The sum.
    Sum,
    /// The product.
    Prod,
    /// The largest.
    Max,
    /// The smallest.
    Min,
    /// The mean (the sum divided by the number of ranks; NCCL 2.10 and later).
    Avg,
}

impl ReduceOp {
    fn raw(self) -> c_int {
        match self {
            ReduceOp::Sum => 0,
            ReduceOp::Prod => 1,
            ReduceOp::Max => 2,
            ReduceOp::Min => 3,
            ReduceOp::Avg => 4,
        }
    }
}

mod sealed {
    pub trait Sealed {}
}

/// The element types NCCL reduces and moves: the integers of 8, 32 and 64 bits, `f16`, `bf16`,
/// `f32`, `f64`.
pub trait NcclElem: sealed::Sealed + DeviceCopy {
    /// NCCL's `ncclDataType_t` of the type.
    #[doc(hidden)]
    const NCCL_TYPE: c_int;
}

macro_rules! nccl_elems {
    ($($t:ty => $code:expr),* $(,)?) => {$(
        impl sealed::Sealed for $t {}
        impl NcclElem for $t {
            const NCCL_TYPE: c_int = $code;
        }
    )*};
}
nccl_elems!(i8 => 0, u8 => 1, i32 => 2, u32 => 3, i64 => 4, u64 => 5, half::f16 => 6, f32 => 7, f64 => 8, half::bf16 => 9);

/// The id that joins the processes of one communicator: made once (by rank 0) and given to
/// every process, which passes it to [`Comm::from_rank`].
#[derive(Clone, Copy)]
pub struct CommId(UniqueId);

impl CommId {
    /// A new id (NCCL's `ncclGetUniqueId`: it also starts the listener the ranks contact).
    pub fn new() -> Result<CommId> {
        ffi::nccl()?.unique_id().map(CommId)
    }

    /// The id's 128 bytes, to send to the other processes.
    pub fn to_bytes(&self) -> [u8; 128] {
        self.0 .0.map(|c| c as u8)
    }

    /// The id from the 128 bytes [`to_bytes`](Self::to_bytes) gave.
    pub fn from_bytes(bytes: &[u8]) -> Result<CommId> {
        let Ok(b) = <[u8; 128]>::try_from(bytes) else {
            return Err(Error::Collective {
                op: "CommId::from_bytes".into(),
                message: format!("an id is the 128 bytes `CommId::to_bytes` gives, and this is {} bytes", bytes.len()),
            });
        };
        Ok(CommId(UniqueId(b.map(|c| c as std::ffi::c_char))))
    }
}

impl fmt::Debug for CommId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("CommId(..)")
    }
}

thread_local! {
    /// How deep this thread is in `group` calls.
    static GROUP_DEPTH: Cell<u32> = const { Cell::new(0) };
}

/// Runs `f`, whose collectives NCCL starts together when it returns (`ncclGroupStart` …
/// `ncclGroupEnd`). Needed when one thread drives several GPUs' communicators (from
/// [`Comm::all`]): a collective waits for its peers, which the same thread has not queued yet.
/// Groups nest.
pub fn group<R>(f: impl FnOnce() -> Result<R>) -> Result<R> {
    let nccl = ffi::nccl()?;
    nccl.group_start()?;
    GROUP_DEPTH.with(|d| d.set(d.get() + 1));
    let r = f();
    GROUP_DEPTH.with(|d| d.set(d.get() - 1));
    let end = nccl.group_end();
    let r = r?;
    end?;
    Ok(r)
}

/// A communicator: this GPU's rank among `world_size` GPUs that run collectives together.
pub struct Comm {
    raw: RawComm,
    nccl: &'static Nccl,
    device: Device,
    gpu: Arc<Gpu>,
    rank: usize,
    world: usize,
    /// Made by `Comm::all`: its peers are driven by this process, so a thread must queue
    /// their collectives together (in a group).
    peers_here: bool,
}

// Safety: an NCCL communicator may be used from any thread, one call at a time (`&mut self` is
// not needed by NCCL, but `Comm` is not `Sync`, so one thread uses it at a time).
unsafe impl Send for Comm {}

fn gpu_of(device: &Device, op: &str) -> Result<Arc<Gpu>> {
    match device.backend() {
        Backend::Cuda(g) => Ok(g.clone()),
        _ => Err(Error::Collective {
            op: op.into(),
            message: "NCCL's collectives run on GPUs, and this is the CPU simulator: on one machine without \
                      GPUs, run each shard's kernel on the simulator and combine the results on the host"
                .into(),
        }),
    }
}

impl Comm {
    /// One communicator for each of `devices` (distinct GPUs of this process), ranks in that
    /// order.
    pub fn all(devices: &[Device]) -> Result<Vec<Comm>> {
        let op = "Comm::all";
        if devices.is_empty() {
            return Err(Error::Collective { op: op.into(), message: "give at least one device".into() });
        }
        let gpus = devices.iter().map(|d| gpu_of(d, op)).collect::<Result<Vec<_>>>()?;
        let ordinals: Vec<c_int> = gpus.iter().map(|g| g.ordinal as c_int).collect();
        for (i, o) in ordinals.iter().enumerate() {
            if ordinals[..i].contains(o) {
                return Err(Error::Collective {
                    op: op.into(),
                    message: format!("GPU {o} is listed twice; a communicator has one rank per GPU"),
                });
            }
        }
        let nccl = ffi::nccl()?;
        let raws = nccl.init_all(&ordinals)?;
        let world = devices.len();
        Ok(raws
            .into_iter()
            .zip(devices.iter().zip(gpus))
            .enumerate()
            .map(|(rank, (raw, (device, gpu)))| Comm {
                raw,
                nccl,
                device: device.clone(),
                gpu,
                rank,
                world,
                peers_here: world > 1,
            })
            .collect())
    }

    /// This process's communicator of rank `rank` among `world` processes, on `device`; every
    /// rank passes the same `id`. Returns when all `world` ranks have joined.
    pub fn from_rank(device: &Device, rank: usize, world: usize, id: &CommId) -> Result<Comm> {
        let op = "Comm::from_rank";
        if rank >= world {
            return Err(Error::Collective {
                op: op.into(),
                message: format!("rank {rank} of {world}: ranks are 0 to {}", world.saturating_sub(1)),
            });
        }
        let gpu = gpu_of(device, op)?;
        let nccl = ffi::nccl()?;
        gpu.bind()?;
        let raw = nccl.init_rank(world, &id.0, rank)?;
        Ok(Comm { raw, nccl, device: device.clone(), gpu, rank, world, peers_here: false })
    }

    /// This communicator's rank.
    pub fn rank(&self) -> usize {
        self.rank
    }

    /// How many ranks the communicator has.
    pub fn world_size(&self) -> usize {
        self.world
    }

    /// The GPU of this rank.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// `recv` on every rank = `op` over the ranks' `send` (of one length, `recv`'s).
    pub fn all_reduce<T: NcclElem>(
        &self,
        send: &DeviceSlice<T>,
        recv: &mut DeviceSlice<T>,
        op: ReduceOp,
        stream: &Stream,
    ) -> Result<()> {
        self.lengths("all_reduce", send.len(), recv.len())?;
        let n = recv.len();
        self.queue::<T>("all_reduce", Collective::AllReduce(op.raw()), send, Some(recv), n, stream)
    }

    /// `buf` on every rank = `op` over the ranks' `buf`.
    pub fn all_reduce_in_place<T: NcclElem>(
        &self,
        buf: &mut DeviceSlice<T>,
        op: ReduceOp,
        stream: &Stream,
    ) -> Result<()> {
        let n = buf.len();
        self.queue::<T>("all_reduce_in_place", Collective::AllReduce(op.raw()), buf, None, n, stream)
    }

    /// `recv` on every rank = `send` of rank `root` (other ranks' `send` is not read).
    pub fn broadcast<T: NcclElem>(
        &self,
        send: &DeviceSlice<T>,
        recv: &mut DeviceSlice<T>,
        root: usize,
        stream: &Stream,
    ) -> Result<()> {
        self.root("broadcast", root)?;
        self.lengths("broadcast", send.len(), recv.len())?;
        let n = recv.len();
        self.queue::<T>("broadcast", Collective::Broadcast(root), send, Some(recv), n, stream)
    }

    /// `buf` on every rank = `buf` of rank `root`.
    pub fn broadcast_in_place<T: NcclElem>(
        &self,
        buf: &mut DeviceSlice<T>,
        root: usize,
        stream: &Stream,
    ) -> Result<()> {
        self.root("broadcast_in_place", root)?;
        let n = buf.len();
        self.queue::<T>("broadcast_in_place", Collective::Broadcast(root), buf, None, n, stream)
    }

    /// `recv` on rank `root` = `op` over the ranks' `send` (`recv` of other ranks untouched).
    pub fn reduce<T: NcclElem>(
        &self,
        send: &DeviceSlice<T>,
        recv: &mut DeviceSlice<T>,
        op: ReduceOp,
        root: usize,
        stream: &Stream,
    ) -> Result<()> {
        self.root("reduce", root)?;
        self.lengths("reduce", send.len(), recv.len())?;
        let n = recv.len();
        self.queue::<T>("reduce", Collective::Reduce(op.raw(), root), send, Some(recv), n, stream)
    }

    /// `recv` on every rank = the ranks' `send` one after another, in rank order (`recv` holds
    /// `world_size` times `send`'s length).
    pub fn all_gather<T: NcclElem>(
        &self,
        send: &DeviceSlice<T>,
        recv: &mut DeviceSlice<T>,
        stream: &Stream,
    ) -> Result<()> {
        self.lengths("all_gather", send.len() * self.world, recv.len())?;
        let n = send.len();
        self.queue::<T>("all_gather", Collective::AllGather, send, Some(recv), n, stream)
    }

    /// `recv` on rank `r` = part `r` of `op` over the ranks' `send` (`send` holds `world_size`
    /// times `recv`'s length).
    pub fn reduce_scatter<T: NcclElem>(
        &self,
        send: &DeviceSlice<T>,
        recv: &mut DeviceSlice<T>,
        op: ReduceOp,
        stream: &Stream,
    ) -> Result<()> {
        self.lengths("reduce_scatter", send.len(), recv.len() * self.world)?;
        let n = recv.len();
        self.queue::<T>("reduce_scatter", Collective::ReduceScatter(op.raw()), send, Some(recv), n, stream)
    }

    fn root(&self, op: &str, root: usize) -> Result<()> {
        if root >= self.world {
            return Err(Error::Collective {
                op: op.into(),
                message: format!("root {root}: the communicator's ranks are 0 to {}", self.world - 1),
            });
        }
        Ok(())
    }

    /// The collective's buffers fit: `send_needs` (what `send` gives, scaled as the collective
    /// needs) equals `recv_len`.
    fn lengths(&self, op: &str, send_needs: usize, recv_len: usize) -> Result<()> {
        if send_needs != recv_len {
            let message = match op {
                "all_gather" => format!(
                    "`recv` holds {recv_len} elements and must hold world_size ({}) times `send`'s {}",
                    self.world,
                    send_needs / self.world.max(1)
                ),
                "reduce_scatter" => format!(
                    "`send` holds {send_needs} elements and must hold world_size ({}) times `recv`'s {}",
                    self.world,
                    recv_len / self.world.max(1)
                ),
                _ => format!("`send` holds {send_needs} elements and `recv` {recv_len}: give buffers of one length"),
            };
            return Err(Error::Collective { op: op.into(), message });
        }
        Ok(())
    }

    fn queue<T: NcclElem>(
        &self,
        op: &str,
        collective: Collective,
        send: &DeviceSlice<T>,
        recv: Option<&mut DeviceSlice<T>>,
        count: usize,
        stream: &Stream,
    ) -> Result<()> {
        let mixed = |parts: &'static str, devices: String| Error::MixedDevices {
            operation: format!("NCCL {op} of rank {}", self.rank),
            parts,
            devices,
            fix: "give buffers and a stream of the communicator's device (`comm.device()`)",
        };
        if send.device() != self.device {
            return Err(mixed("the communicator and a buffer", format!("{} and {}", self.device, send.device())));
        }
        if let Some(r) = &recv {
            if r.device() != self.device {
                return Err(mixed("the communicator and a buffer", format!("{} and {}", self.device, r.device())));
            }
        }
        if *stream.device() != self.device {
            return Err(mixed("the communicator and the stream", format!("{} and {}", self.device, stream.device())));
        }
        if self.peers_here && GROUP_DEPTH.with(Cell::get) == 0 {
            return Err(Error::Collective {
                op: op.into(),
                message: "this process drives the communicator's other GPUs too (`Comm::all`): queue every \
                          rank's collective inside one `nccl::group(|| { … })`, else the first waits for peers \
                          this thread has not queued yet"
                    .into(),
            });
        }
        let RawStream::Cuda(s) = &stream.raw else {
            return Err(mixed("the communicator and the stream", "a GPU and the CPU simulator".into()));
        };
        let send_ptr = send.as_raw_ptr();
        let recv_ptr = recv.map_or(send_ptr, |r| r.as_raw_ptr());
        self.gpu.bind()?;
        // Safety: both buffers are live memory of the communicator's device, of the lengths
        // the collective reads and writes (checked above); they outlive the queued work,
        // since ferrocuda frees on the default stream, which waits for this stream's work.
        unsafe { self.nccl.queue(collective, (send_ptr, recv_ptr), count, T::NCCL_TYPE, self.raw, s.raw()) }?;
        s.queued()
    }
}

impl Drop for Comm {
    fn drop(&mut self) {
        if self.gpu.bind().is_ok() {
            self.nccl.destroy(self.raw);
        }
    }
}

impl fmt::Debug for Comm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Comm(rank {} of {} on {})", self.rank, self.world, self.device)
    }
}
