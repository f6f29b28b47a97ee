//! Programmatic dependent launch: whether launches on a GPU of compute capability 9.0 or later
//! let the driver start a kernel before the one before it in the stream has finished.
//!
//! Every kernel the translator emits begins with the prelude's `fc::grid_dependency()`: it
//! waits (`griddepcontrol.wait`) for the grids before it in the stream to finish and their
//! memory to be visible before any of its own work, so a kernel launched early computes what
//! it would have launched in turn; a grid of at most `FC_EARLY_TRIGGER_BLOCKS` blocks then
//! lets the next kernel be scheduled at once. What the next kernel saves is the launch's
//! latency between the two: 0.78 → 0.49 µs per kernel in a CUDA graph of one-block kernels
//! on an H200 (bench/probes/graph_pdl.cu, docs/benchmarks.md). A launch of a kernel that
//! does not begin with the wait (none that ferrocuda runs) would be unsafe with it.
//!
//! `FERROCUDA_PDL=0` turns it off (each kernel then starts after the one before it ends, as
//! CUDA does by default); [`set_dependent_launch`] does so for the benchmark's comparison.

use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

use crate::cuda::cache::{switch, CACHE_OFF, CACHE_ON};

/// Whether launches on GPUs that support it let a kernel start before the one before it
/// ends (on unless `FERROCUDA_PDL` turns it off, or [`set_dependent_launch`]).
pub fn dependent_launch() -> bool {
    match SETTING.load(Relaxed) {
        UNREAD => {
            let value = std::env::var_os("FERROCUDA_PDL").map(|v| v.to_string_lossy().into_owned());
            let (on, warning) = from_env(value.as_deref());
            if let Some(w) = warning {
                eprintln!("ferrocuda: {w}");
            }
            set_dependent_launch(on);
            on
        }
        v => v == ON,
    }
}

/// Whether launches from now on let a kernel start before the one before it ends.
pub fn set_dependent_launch(on: bool) {
    SETTING.store(if on { ON } else { OFF }, Relaxed);
}

const UNREAD: u8 = 0;
const ON: u8 = 1;
const OFF: u8 = 2;
static SETTING: AtomicU8 = AtomicU8::new(UNREAD);

/// What `FERROCUDA_PDL` (unset: `None`) asks for, and what to warn of when its value is not
/// understood.
fn from_env(value: Option<&str>) -> (bool, Option<String>) {
    let Some(v) = value else { return (true, None) };
    match switch(v.trim()) {
        Some(on) => (on, None),
        None => (
            true,
            Some(format!(
                "FERROCUDA_PDL=`{}` is not understood, so kernels may start before the one before them ends \
                 (the default); accepted values: {} (let them), {} (each starts after the one before it)",
                v.trim(),
                CACHE_ON.join(", "),
                CACHE_OFF.join(", ")
            )),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_setting_reads_as_the_other_switches() {
        assert_eq!(from_env(None), (true, None));
        assert_eq!(from_env(Some(" 0 ")), (false, None));
        assert_eq!(from_env(Some("OFF")), (false, None));
        assert_eq!(from_env(Some("yes")), (true, None));
        let (on, warning) = from_env(Some("later"));
        assert!(on);
        let warning = warning.unwrap_or_default();
        assert!(warning.starts_with("FERROCUDA_PDL=`later` is not understood"), "{warning}");
    }
}
