//! Which launches run a kernel's `_lanes` twin (several logical blocks per block, and the
//! `_lanes_v` twin's several logical threads per thread) and over what grid: the plan from
//! the grid, the block and the GPU's multiprocessors, and the settings (`FERROCUDA_LANES`,
//! `FERROCUDA_VECTOR_LANES`) the benchmark may also set in one process.

use crate::base::limits::Dim3;

/// Logical blocks per block of a kernel's `_lanes` twin: the prelude's `FC_LANES`.
pub(crate) const LANES: u32 = 4;
/// Logical threads per thread of a kernel's `_lanes_v` twin: the prelude's `FC_VLANES`.
pub(crate) const VLANES: u32 = 8;
/// Bytes of dynamic shared memory a twin's launch gives beyond one per thread: the prelude's
/// `FC_LANE_SLOTS_EXTRA` (the size tells a panic that its thread runs lanes).
pub(crate) const LANE_SLOTS_EXTRA: u32 = 16;

/// How a kernel's `_lanes` twin runs a grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LanesLaunch {
    /// Its blocks: the logical grid's, `LANES` to a block along x.
    pub blocks: Dim3,
    /// Its dynamic shared memory: one lane slot per thread, and the extra.
    pub slots: u32,
}

/// The grid of a twin of `lanes` logical blocks per block (the `_lanes` twin's `LANES`, the
/// `_lanes_v` twin's `VLANES`) for `blocks` of `threads` threads on a GPU of
/// `multiprocessors`, when the grid is large enough to pay (see `kernel/launch.rs`'s `lanes_launch`).
pub fn plan_lanes(blocks: Dim3, threads: u64, multiprocessors: u32, lanes: u32) -> Option<LanesLaunch> {
    // (2048 threads per multiprocessor: every GPU ferrocuda runs on since Volta.)
    let resident = u64::from(multiprocessors) * (2048 / threads.max(1)).max(1);
    if blocks.x == 0 {
        return None;
    }
    if u64::from(blocks.x) < u64::from(lanes) * resident {
        return None;
    }
    let slots = u32::try_from(threads).ok()?.checked_add(LANE_SLOTS_EXTRA)?;
    Some(LanesLaunch { blocks: Dim3 { x: blocks.x.div_ceil(lanes), ..blocks }, slots })
}

/// Whether launches may run `_lanes` twins, and whether every grid does (see [`Lanes`]).
pub(crate) fn lanes_mode() -> Lanes {
    match LANES_MODE.load(std::sync::atomic::Ordering::Relaxed) {
        LANES_UNREAD => {
            let value = std::env::var_os("FERROCUDA_LANES").map(|v| v.to_string_lossy().into_owned());
            let (mode, warning) = lanes_from_env(value.as_deref());
            if let Some(w) = warning {
                eprintln!("ferrocuda: {w}");
            }
            set_lanes(mode);
            mode
        }
        v if v == Lanes::Off as u8 => Lanes::Off,
        v if v == Lanes::Large as u8 => Lanes::Large,
        v if v == Lanes::Always as u8 => Lanes::Always,
        _ => Lanes::Unchecked,
    }
}

/// Whether launches run `_lanes_v` twins (their kernels' lanes variants then define them,
/// `FC_VECTOR_LANES`): on by default (the half-precision elementwise kernels reach torch with
/// them, docs/benchmarks.md); `FERROCUDA_VECTOR_LANES=0` or [`set_vector_lanes`] turns them
/// off, leaving the `_lanes` twins (docs/runtime.md).
pub fn vector_lanes() -> bool {
    VECTOR_LANES.get()
}

/// Whether launches run `_lanes_v` twins from now on (the benchmark compares in one process).
pub fn set_vector_lanes(on: bool) {
    VECTOR_LANES.set(on);
}

static VECTOR_LANES: crate::base::switch::Switch = crate::base::switch::Switch::new(
    "FERROCUDA_VECTOR_LANES",
    "launches run `_lanes_v` twins",
    "run them",
    "run only the `_lanes` twins",
);

/// The mode `FERROCUDA_LANES` (unset: `None`) asks for, and what to warn of when its value is
/// not understood.
pub(crate) fn lanes_from_env(value: Option<&str>) -> (Lanes, Option<String>) {
    let Some(v) = value else { return (Lanes::Unchecked, None) };
    match lanes_setting(v.trim()) {
        Some(mode) => (mode, None),
        None => (
            Lanes::Unchecked,
            Some(format!(
                "FERROCUDA_LANES=`{}` is not understood, so only unchecked kernels run their `_lanes` twins; \
                 accepted values: `auto` or empty (the default), {} (every kernel's), {} (none), `always` (every \
                 grid's)",
                v.trim(),
                crate::base::switch::ON_VALUES.join(", "),
                crate::base::switch::OFF_VALUES.join(", ")
            )),
        ),
    }
}

/// The mode a value of `FERROCUDA_LANES` names (`None`: not understood).
pub(crate) fn lanes_setting(text: &str) -> Option<Lanes> {
    match text.to_ascii_lowercase().as_str() {
        "" | "auto" => Some(Lanes::Unchecked),
        "always" => Some(Lanes::Always),
        t => crate::base::switch::parse(t).map(|on| if on { Lanes::Large } else { Lanes::Off }),
    }
}

/// Which launches run a kernel's `_lanes` twin: `FERROCUDA_LANES=0` none (every kernel one
/// logical block per block, to compare or to rule the twins out); unset, the large grids of
/// `#[kernel(unchecked)]` kernels (measured on an H200, docs/benchmarks.md: checked twins are
/// faster for `saxpy` but slower for `vector_add`, so they wait for cheaper checks); `1` the
/// large grids of every kernel that has a twin; `always` every grid (to test the twins).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lanes {
    /// Every kernel one logical block per block.
    Off = 1,
    /// Twins for grids of several waves, of kernels without bounds checks (the default).
    Unchecked = 2,
    /// Twins for grids of several waves.
    Large = 3,
    /// Twins for every grid a twin may run.
    Always = 4,
}

const LANES_UNREAD: u8 = 0;
static LANES_MODE: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(LANES_UNREAD);

/// Which launches run `_lanes` twins from now on (the benchmark compares in one process).
pub fn set_lanes(mode: Lanes) {
    LANES_MODE.store(mode as u8, std::sync::atomic::Ordering::Relaxed);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lane_constants_are_the_preludes() {
        assert!(crate::abi::prelude::PRELUDE.contains(&format!("#define FC_LANES {LANES}u\n")));
        assert!(crate::abi::prelude::PRELUDE.contains(&format!("#define FC_VLANES {VLANES}u\n")));
        assert!(crate::abi::prelude::PRELUDE.contains(&format!("#define FC_LANE_SLOTS_EXTRA {LANE_SLOTS_EXTRA}u\n")));
    }

    #[test]
    fn the_setting_names_a_mode_or_is_not_understood() {
        assert_eq!(lanes_setting(""), Some(Lanes::Unchecked));
        assert_eq!(lanes_setting("AUTO"), Some(Lanes::Unchecked));
        assert_eq!(lanes_setting("1"), Some(Lanes::Large));
        assert_eq!(lanes_setting("on"), Some(Lanes::Large));
        assert_eq!(lanes_setting("0"), Some(Lanes::Off));
        assert_eq!(lanes_setting("off"), Some(Lanes::Off));
        assert_eq!(lanes_setting("always"), Some(Lanes::Always));
        assert_eq!(lanes_setting("sometimes"), None);
    }

    #[test]
    fn a_setting_not_understood_warns_and_falls_back_to_the_default() {
        assert_eq!(lanes_from_env(None), (Lanes::Unchecked, None));
        assert_eq!(lanes_from_env(Some(" Always ")), (Lanes::Always, None));
        let (mode, warning) = lanes_from_env(Some(" sometimes "));
        assert_eq!(mode, Lanes::Unchecked);
        let warning = warning.unwrap_or_default();
        assert!(
            warning.starts_with("FERROCUDA_LANES=`sometimes` is not understood, so only unchecked kernels run their")
                && warning.contains("`always` (every grid's)"),
            "{warning}"
        );
        assert_eq!(VECTOR_LANES.read_value(None), (true, None));
        assert_eq!(VECTOR_LANES.read_value(Some("1")), (true, None));
        assert_eq!(VECTOR_LANES.read_value(Some("off")), (false, None));
        let (on, warning) = VECTOR_LANES.read_value(Some("maybe"));
        assert!(on);
        let warning = warning.unwrap_or_default();
        assert!(
            warning.starts_with("FERROCUDA_VECTOR_LANES=`maybe` is not understood, so launches run `_lanes_v` twins")
                && warning.contains("accepted values: 1, on, true, yes, enable, enabled (run them), 0, off"),
            "{warning}"
        );
    }

    #[test]
    fn twins_run_grids_of_several_waves() {
        let d = |x| Dim3 { x, y: 3, z: 1 };
        // 132 multiprocessors of 8 blocks of 256: one wave is 1056 blocks; twins from 4 waves.
        assert_eq!(plan_lanes(d(4 * 1056 - 1), 256, 132, LANES), None);
        let p = plan_lanes(d(4 * 1056 + 1), 256, 132, LANES).unwrap();
        assert_eq!(p, LanesLaunch { blocks: d(1057), slots: 256 + LANE_SLOTS_EXTRA });
        // Blocks of 1024: two per multiprocessor.
        assert!(plan_lanes(d(4 * 264), 1024, 132, LANES).is_some());
        assert!(plan_lanes(d(4 * 264 - 1), 1024, 132, LANES).is_none());
        // The vector twin: 8 logical blocks per block, from 8 waves.
        assert_eq!(plan_lanes(d(8 * 1056 - 1), 256, 132, VLANES), None);
        let p = plan_lanes(d(8 * 1056 + 1), 256, 132, VLANES).unwrap();
        assert_eq!(p, LanesLaunch { blocks: d(1057), slots: 256 + LANE_SLOTS_EXTRA });
        // A grid the vector twin runs, the `_lanes` twin could: `lanes_launch` plans the
        // latter before it loads (compiles) the twins' unit.
        for threads in [32, 256, 1024] {
            for x in (1..20_000).step_by(7) {
                let vector = plan_lanes(d(x), threads, 132, VLANES).is_some();
                assert!(!vector || plan_lanes(d(x), threads, 132, LANES).is_some(), "{x} blocks of {threads}");
            }
        }
    }
}
