//! Timing for the examples: the median of event-timed runs after warm-up.

use std::time::Duration;

use ferrocuda::{Device, Event};

/// Runs `f` `warmup` times, then `runs` times between two events each, and returns the
/// median device time.
pub fn median_time(
    dev: &Device,
    warmup: usize,
    runs: usize,
    mut f: impl FnMut() -> ferrocuda::Result<()>,
) -> ferrocuda::Result<Duration> {
    for _ in 0..warmup {
        f()?;
    }
    dev.synchronize()?;
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = dev.record()?;
        f()?;
        let end = dev.record()?;
        times.push(Event::elapsed(&start, &end)?);
    }
    times.sort();
    Ok(times[times.len() / 2])
}
