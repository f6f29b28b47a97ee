//! The Python peers (`bench/peers/*.py`: CuPy, PyTorch, Numba), run as child processes in
//! the same call on the same GPU. Each prints one line per measurement:
//!
//! ```text
//! FC_RESULT<TAB>bench<TAB>size<TAB>system<TAB>milliseconds-or-"-"<TAB>note
//! ```
//!
//! and checks its own results against NumPy before timing them.

use std::path::Path;
use std::process::Command;

use crate::report::{Row, Work};

/// Parses a peer's standard output into rows; `work` gives each benchmark's work.
pub fn parse(stdout: &str, work: impl Fn(&str) -> Work) -> Vec<Row> {
    stdout
        .lines()
        .filter_map(|line| {
            let mut f = line.strip_prefix("FC_RESULT\t")?.split('\t');
            let (bench, size, system, ms) = (f.next()?, f.next()?, f.next()?, f.next()?);
            let note = f.next().unwrap_or("").trim();
            let w = work(bench);
            Some(match ms.trim().parse::<f64>() {
                Ok(ms) if ms.is_finite() && ms > 0.0 => Row::new(bench, size, system, ms, w).note(note),
                _ => Row::missing(bench, size, system, w, if note.is_empty() { "did not run" } else { note }),
            })
        })
        .collect()
}

/// Runs `python script args…` with `extra_env`, returning its rows, or one row saying why
/// the peer could not run at all (no Python, a missing module, a crash).
pub fn run(
    python: &str,
    script: &Path,
    args: &[String],
    extra_env: &[(&str, String)],
    system: &str,
    work: impl Fn(&str) -> Work,
) -> Vec<Row> {
    let mut cmd = Command::new(python);
    cmd.arg(script).args(args);
    for (k, v) in extra_env {
        cmd.env(k, v);
    }
    match cmd.output() {
        Ok(out) => {
            let stdout = String::from_utf8_lossy(&out.stdout);
            let rows = parse(&stdout, &work);
            if rows.is_empty() || !out.status.success() {
                let stderr = String::from_utf8_lossy(&out.stderr);
                let last = stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("no output");
                eprintln!("peer {} failed ({}):\n{stderr}", script.display(), out.status);
                let mut rows = rows;
                rows.push(Row::missing("(peer)", "", system, Work::Latency, format!("failed: {last}")));
                return rows;
            }
            rows
        }
        Err(e) => vec![Row::missing("(peer)", "", system, Work::Latency, format!("could not start {python}: {e}"))],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_results_and_ignores_other_output() {
        let out = "loading torch\nFC_RESULT\tsum\t2^28\ttorch.sum\t0.301\t\n\
                   FC_RESULT\tsoftmax\t4096x4096\ttorch\t-\tno GPU\nwarning: something\n";
        let rows = parse(out, |b| if b == "sum" { Work::Bytes(1e9) } else { Work::Bytes(2e9) });
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0], Row::new("sum", "2^28", "torch.sum", 0.301, Work::Bytes(1e9)));
        assert_eq!(rows[1].ms, None);
        assert_eq!(rows[1].note, "no GPU");
    }

    #[test]
    fn a_zero_or_nan_time_is_not_a_measurement() {
        let rows = parse("FC_RESULT\tx\ts\tp\t0\t\nFC_RESULT\tx\ts\tp\tnan\t", |_| Work::Latency);
        assert!(rows.iter().all(|r| r.ms.is_none() && r.note == "did not run"));
    }

    #[test]
    fn a_missing_interpreter_is_a_row_not_a_crash() {
        let rows = run("/nonexistent/python", Path::new("x.py"), &[], &[], "torch", |_| Work::Latency);
        assert_eq!(rows.len(), 1);
        assert!(rows[0].note.starts_with("could not start"), "{}", rows[0].note);
    }
}
