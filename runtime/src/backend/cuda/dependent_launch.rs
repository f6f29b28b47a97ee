//! Programmatic dependent launch: whether launches on a GPU of compute capability 9.0 or later
//! let the driver start a kernel before the one before it in the stream has finished.
//!
//! Every kernel the translator emits begins with the prelude's `fc::grid_dependency()`: it
//! waits (`griddepcontrol.wait`) for the grids before it in the stream to finish and their
//! memory to be visible before any of its own work, so a kernel launched early computes what
//! it would have launched in turn. What the next kernel saves is the launch's latency between
//! the two: 0.78 → 0.66 µs per kernel in a CUDA graph of one-block kernels on an H200, 0.95 →
//! 0.68 on an H100 (bench/probes/graph_pdl.cu, docs/benchmarks.md). A launch of a kernel
//! that does not begin with the wait (PTX for an older architecture: `Loaded::waits_for_grids`)
//! would be unsafe with it, and is launched as usual.
//!
//! `FERROCUDA_PDL=0` turns it off (each kernel then starts after the one before it ends, as
//! CUDA does by default); [`set_dependent_launch`] does so for the benchmark's comparison.

use crate::base::switch::Switch;

static DEPENDENT_LAUNCH: Switch = Switch::new(
    "FERROCUDA_PDL",
    "kernels may start before the one before them ends",
    "let them",
    "each starts after the one before it",
);

/// Whether launches on GPUs that support it let a kernel start before the one before it
/// ends (on unless `FERROCUDA_PDL` turns it off, or [`set_dependent_launch`]).
pub fn dependent_launch() -> bool {
    DEPENDENT_LAUNCH.get()
}

/// Whether launches from now on let a kernel start before the one before it ends.
pub fn set_dependent_launch(on: bool) {
    DEPENDENT_LAUNCH.set(on);
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_setting_names_its_variable() {
        let (on, warning) = super::DEPENDENT_LAUNCH.read_value(Some("later"));
        assert!(on);
        let warning = warning.unwrap_or_default();
        assert!(warning.starts_with("FERROCUDA_PDL=`later` is not understood, so kernels may start"), "{warning}");
    }
}
