//! The copy ceiling: a device-to-device copy through the driver, the bandwidth every
//! streaming benchmark is measured against.

use super::{N, SIZE_N};
use crate::harness::{s, Bench, Res};
use crate::reference;
use crate::report::{Row, Work};

pub fn run(b: &mut Bench) -> Res<()> {
    let src = b.dev.zeros::<f32>(N).map_err(s)?;
    let dst = b.dev.zeros::<f32>(N).map_err(s)?;
    let bytes = N * 4;
    let ms = b.time(|| {
        // Safety: both buffers hold `bytes` bytes.
        unsafe { reference::copy_async(dst.as_raw_ptr(), src.as_raw_ptr(), bytes) }
    })?;
    b.ceilings.copy_gbps = Some(2.0 * bytes as f64 / (ms / 1e3) / 1e9);
    b.push(Row::new("copy (ceiling)", SIZE_N, "cuMemcpyDtoD", ms, Work::Bytes(2.0 * bytes as f64)));
    Ok(())
}
