//! The Python peers (`bench/peers/*.py`: CuPy, PyTorch, Numba), run as child processes in
//! the same call on the same GPU. Each prints one line per measurement:
//!
//! ```text
//! FC_RESULT<TAB>bench<TAB>size<TAB>system<TAB>milliseconds-or-"-"<TAB>note
//! ```
//!
//! and checks its own results against NumPy before timing them.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::benchmarks::work_of;
use crate::harness::{run_child, Bench};
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

/// Runs `python script args…` with `extra_env` for at most `limit`, returning its rows, or
/// with them one row saying why the peer failed: it could not start (no Python), it exited
/// with an error (a missing module, a crash), or it ran past `limit` and was killed (a hung
/// GPU call must not hang the whole run). Rows it printed before failing are kept.
pub fn run(
    python: &str,
    script: &Path,
    args: &[String],
    extra_env: &[(&str, String)],
    system: &str,
    work: impl Fn(&str) -> Work,
    limit: Duration,
) -> Vec<Row> {
    let mut cmd = Command::new(python);
    cmd.arg(script).args(args);
    for (k, v) in extra_env {
        cmd.env(k, v);
    }
    let out = match run_child(&mut cmd, limit) {
        Ok(out) => out,
        Err(e) => {
            return vec![Row::missing("(peer)", "", system, Work::Latency, format!("could not start {python}: {e}"))]
        }
    };
    let mut rows = parse(&out.stdout, &work);
    let failure = match out.status {
        None => Some(format!("timed out after {} s and was killed", limit.as_secs())),
        Some(status) if !status.success() || rows.is_empty() => {
            let last = out.stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("no output");
            Some(format!("failed ({status}): {last}"))
        }
        Some(_) => None,
    };
    if let Some(why) = failure {
        eprintln!("peer {} {why}:\n{}", script.display(), out.stderr);
        rows.push(Row::missing("(peer)", "", system, Work::Latency, why));
    }
    rows
}

/// The Python peers, each a child process under `limit`: PyTorch, CuPy and Numba (with
/// `numba_pythonpath` on its `PYTHONPATH` when given).
pub fn run_all(b: &mut Bench, python: &str, numba_pythonpath: Option<&str>, limit: Duration, torch_only: bool) {
    let dir = ["bench/peers", concat!(env!("CARGO_MANIFEST_DIR"), "/peers")]
        .into_iter()
        .map(PathBuf::from)
        .find(|d| d.is_dir())
        .unwrap_or_else(|| PathBuf::from("bench/peers"));
    let common = vec![
        "--runs".to_string(),
        b.runs.to_string(),
        "--reference".to_string(),
        dir.join("../reference").display().to_string(),
    ];
    let numba_env: Vec<(&str, String)> = numba_pythonpath.iter().map(|p| ("PYTHONPATH", p.to_string())).collect();
    for (script, system, env) in
        [("torch_peer.py", "torch", vec![]), ("cupy_peer.py", "CuPy", vec![]), ("numba_peer.py", "Numba", numba_env)]
    {
        if torch_only && system != "torch" {
            continue;
        }
        eprintln!("peer {script}");
        for row in run(python, &dir.join(script), &common, &env, system, work_of, limit) {
            b.push(row);
        }
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
        let rows =
            run("/nonexistent/python", Path::new("x.py"), &[], &[], "torch", |_| Work::Latency, Duration::from_secs(5));
        assert_eq!(rows.len(), 1);
        assert!(rows[0].note.starts_with("could not start"), "{}", rows[0].note);
    }

    #[cfg(unix)]
    #[test]
    fn a_hung_peer_is_a_failed_row_with_the_rows_it_printed() {
        let dir = std::env::temp_dir().join(format!("fc-bench-peer-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let script = dir.join("hang.sh");
        std::fs::write(&script, "printf 'FC_RESULT\\tsum\\t2^28\\ttorch.sum\\t0.3\\t\\n'; sleep 60\n").unwrap();
        let t = std::time::Instant::now();
        let rows = run("sh", &script, &[], &[], "torch", |_| Work::Latency, Duration::from_millis(500));
        assert!(t.elapsed() < Duration::from_secs(20), "took {:?}", t.elapsed());
        assert_eq!(rows.len(), 2, "{rows:?}");
        assert_eq!(rows[0].ms, Some(0.3));
        assert_eq!(rows[1].note, "timed out after 0 s and was killed");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
