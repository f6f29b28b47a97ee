//! Shrinks a failing program of the differential test to a small one that fails the same
//! way, and prints it as a regression test for `tests/suite/robust.rs`.
//!
//! ```text
//! cargo run -p ferrocuda-differential-test --example shrink -- <seed> [--target sim|gpu|nvrtc]
//!     [--batch N] [--inject]
//! ```
//!
//! Program `<seed>` is the one `FERROCUDA_DIFF_SEED=<seed> FERROCUDA_DIFF_PROGRAMS=1` runs.
//! The target is where it fails: the simulator (default), a GPU, or NVRTC; a program that
//! does not even build is shrunk while it fails to build with the same first error.
//!
//! Each round takes every program one edit smaller than the current one (`gen::candidates`:
//! statements removed, halves first; `if`s and loops replaced by their bodies; expressions
//! replaced by a part of the same type or by a plain literal; literals and loop bounds made
//! smaller), smallest first, and builds the differential test with a batch of them
//! (`FERROCUDA_DIFF_PROGRAMS_FILE`), running only those; the first that fails with the same
//! category of failure becomes the current program. When no candidate fails, the inputs are
//! minimized too (in the test, `FERROCUDA_DIFF_MINIMIZE=1`) and the regression test is
//! printed and written to `target/diff-shrink/<seed>/regression.rs`. `--inject` shrinks
//! under the planted fault of `FERROCUDA_DIFF_INJECT` (the host's `^` is off by one).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use ferrocuda_differential_test::gen::{self, Expect, Inputs, Origin, Program, Style};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Target {
    Sim,
    Gpu,
    Nvrtc,
}

#[derive(Clone, PartialEq, Eq, Debug)]
enum Outcome {
    Pass,
    Fail(String),
    NoBuild(String),
}

struct Shrinker {
    root: PathBuf,
    work: PathBuf,
    target: Target,
    style: Style,
    builds: usize,
    /// Of the last run: the programs file's line origins.
    origins: Vec<Option<Origin>>,
    /// Of the last run: the results file's lines.
    results: Vec<String>,
}

impl Shrinker {
    /// Builds the test with `programs` and runs their trials on the target: `Err` with the
    /// compiler's first error when it does not build.
    fn run(&mut self, programs: &[(String, Program)], minimize: bool) -> Result<Vec<Outcome>, String> {
        let (text, origins) = gen::programs_file(programs, self.style);
        let file = self.work.join("programs.rs");
        let results = self.work.join("results.tsv");
        std::fs::write(&file, text).map_err(|e| format!("{}: {e}", file.display()))?;
        let _ = std::fs::remove_file(&results);
        self.origins = origins;
        self.builds += 1;
        let filter = match self.target {
            Target::Sim => "sim::",
            Target::Gpu => "gpu::",
            Target::Nvrtc => "nvrtc::",
        };
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let out = Command::new(cargo)
            .current_dir(&self.root)
            .args(["test", "-p", "ferrocuda-differential-test", "--test", "differential", "--", filter])
            .env("FERROCUDA_DIFF_PROGRAMS_FILE", &file)
            .env("FERROCUDA_DIFF_RESULTS", &results)
            .env("FERROCUDA_DIFF_MINIMIZE", if minimize { "1" } else { "0" })
            .output()
            .map_err(|e| format!("cannot run cargo: {e}"))?;
        let stdout = String::from_utf8_lossy(&out.stdout);
        let Ok(lines) = std::fs::read_to_string(&results) else {
            let stderr = String::from_utf8_lossy(&out.stderr);
            let first = stderr.lines().find(|l| l.starts_with("error")).unwrap_or("the test did not run");
            return Err(first.to_string());
        };
        self.results = lines.lines().map(String::from).collect();
        let mut failed: HashMap<String, String> = HashMap::new();
        for l in &self.results {
            let f: Vec<&str> = l.split('\t').collect();
            if f.len() == 3 && f[0] == "fail" {
                failed.insert(f[1].to_string(), f[2].to_string());
            }
        }
        for l in stdout.lines() {
            if let Some(name) = l.strip_prefix("test nvrtc::").and_then(|r| r.strip_suffix(" ... FAILED")) {
                failed.insert(name.trim().to_string(), "nvrtc".into());
            }
        }
        Ok(programs
            .iter()
            .map(|(name, _)| failed.get(name).map_or(Outcome::Pass, |c| Outcome::Fail(c.clone())))
            .collect())
    }

    /// The outcome of each program; a batch that does not build is split until the
    /// programs that do not are found. With `stop_at`, stops at the first such outcome.
    fn outcomes(&mut self, programs: &[(String, Program)], stop_at: Option<&Outcome>) -> Vec<Outcome> {
        match self.run(programs, false) {
            Ok(v) => v,
            Err(e) if programs.len() == 1 => vec![Outcome::NoBuild(e)],
            Err(_) => {
                let (a, b) = programs.split_at(programs.len() / 2);
                let mut out = self.outcomes(a, stop_at);
                if stop_at.is_some_and(|s| out.contains(s)) {
                    out.resize(programs.len(), Outcome::Pass);
                    return out;
                }
                out.extend(self.outcomes(b, stop_at));
                out
            }
        }
    }
}

fn usage() -> ! {
    eprintln!("usage: shrink <seed> [--target sim|gpu|nvrtc] [--batch N] [--inject]");
    std::process::exit(2);
}

fn parse_inputs(results: &[String], name: &str) -> Inputs {
    let mut x = gen::Inputs::default();
    for l in results {
        let f: Vec<&str> = l.split('\t').collect();
        if f.len() != 4 || f[0] != "inputs" || f[1] != name {
            continue;
        }
        let items = f[3].split(',').filter(|s| !s.is_empty());
        match f[2] {
            "xi" => x.xi = items.filter_map(|s| s.parse().ok()).collect(),
            "xu" => x.xu = items.filter_map(|s| s.parse().ok()).collect(),
            "xf" => x.xf = items.filter_map(|s| u32::from_str_radix(s, 16).ok()).map(f32::from_bits).collect(),
            _ => x.xd = items.filter_map(|s| u64::from_str_radix(s, 16).ok()).map(f64::from_bits).collect(),
        }
    }
    x
}

fn unhex(s: &str) -> String {
    let bytes: Vec<u8> = (0..s.len() / 2).filter_map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(seed) = args.first().and_then(|s| s.parse::<u64>().ok()) else { usage() };
    let mut target = Target::Sim;
    let mut batch = 48usize;
    let mut style = Style::default();
    let mut rest = args[1..].iter();
    while let Some(a) = rest.next() {
        match a.as_str() {
            "--target" => {
                target = match rest.next().map(String::as_str) {
                    Some("sim") => Target::Sim,
                    Some("gpu") => Target::Gpu,
                    Some("nvrtc") => Target::Nvrtc,
                    _ => usage(),
                }
            }
            "--batch" => batch = rest.next().and_then(|v| v.parse().ok()).filter(|&b| b > 0).unwrap_or_else(|| usage()),
            "--inject" => style.inject = true,
            _ => usage(),
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let target_dir = std::env::var("CARGO_TARGET_DIR").map(PathBuf::from).unwrap_or_else(|_| root.join("target"));
    let work = target_dir.join("diff-shrink").join(seed.to_string());
    std::fs::create_dir_all(&work).unwrap_or_else(|e| panic!("{}: {e}", work.display()));
    let mut s =
        Shrinker { root, work: work.clone(), target, style, builds: 0, origins: Vec::new(), results: Vec::new() };
    let started = Instant::now();

    let mut current = gen::program(seed);
    let lines = |p: &Program| gen::text(p, style).lines().count();
    println!("program {seed}: {} lines; reproducing on {target:?}", lines(&current));
    let want = s.outcomes(&[(format!("prog_{seed}"), current.clone())], None).remove(0);
    match &want {
        Outcome::Pass => {
            eprintln!("program {seed} passes on {target:?}: nothing to shrink");
            std::process::exit(1);
        }
        Outcome::Fail(c) => println!("it fails: {c}"),
        Outcome::NoBuild(e) => println!("it does not build: {e}"),
    }
    let mut round = 0;
    loop {
        round += 1;
        let candidates = gen::candidates(&current);
        println!(
            "round {round}: {} lines (size {}), {} candidates [{:.0?}, {} builds]",
            lines(&current),
            gen::size(&current),
            candidates.len(),
            started.elapsed(),
            s.builds
        );
        let mut next = None;
        for chunk in candidates.chunks(batch) {
            let named: Vec<(String, Program)> =
                chunk.iter().enumerate().map(|(i, c)| (format!("prog_{seed}_c{i}"), c.clone())).collect();
            let stop = matches!(want, Outcome::NoBuild(_)).then_some(&want);
            let outcomes = s.outcomes(&named, stop);
            for (i, o) in outcomes.iter().enumerate() {
                if let (Outcome::NoBuild(e), false) = (o, matches!(want, Outcome::NoBuild(_))) {
                    let path = work.join(format!("no-build-{round}-{i}.rs"));
                    let _ = std::fs::write(&path, gen::text(&chunk[i], style));
                    println!("  a candidate does not build ({e}): {} (another bug?)", path.display());
                }
            }
            if let Some(i) = outcomes.iter().position(|o| *o == want) {
                next = Some(chunk[i].clone());
                break;
            }
        }
        match next {
            Some(c) => current = c,
            None => break,
        }
    }
    println!(
        "\nshrunk to {} lines in {round} rounds, {} builds, {:.0?}:\n",
        lines(&current),
        s.builds,
        started.elapsed()
    );
    print!("{}", gen::text(&current, style));
    let name = format!("prog_{seed}");
    let what = match &want {
        Outcome::Fail(c) => match c.as_str() {
            "output" => "the kernel's outputs differ from Rust's".to_string(),
            "rust-panic" => "Rust panics, the kernel does not".into(),
            "kernel-panic" => "the kernel panics, Rust does not".into(),
            "other-panic" => "the kernel panics otherwise than Rust (message, line or column)".into(),
            "nvrtc" => "NVRTC does not compile the kernel".into(),
            other => format!("{other} (see the test's message)"),
        },
        Outcome::NoBuild(e) => format!("does not build: {e}"),
        Outcome::Pass => unreachable!(),
    };
    let mut inputs = Inputs::default();
    let mut expect = Expect::Outputs;
    if matches!(want, Outcome::Fail(_)) && target != Target::Nvrtc {
        // The inputs, minimized, and where Rust panics with them.
        if s.run(&[(name.clone(), current.clone())], true).is_ok() {
            inputs = parse_inputs(&s.results, &name);
            let mut at = Vec::new();
            for l in &s.results {
                let f: Vec<&str> = l.split('\t').collect();
                if f.len() != 5 || f[0] != "panic" || f[1] != name {
                    continue;
                }
                let (line, column): (usize, usize) = (f[2].parse().unwrap_or(0), f[3].parse().unwrap_or(0));
                if let Some(Some(o)) = s.origins.get(line.wrapping_sub(1)) {
                    at.push((o.part, o.index, column.saturating_sub(1 + o.indent), unhex(f[4])));
                }
            }
            if !at.is_empty() && want != Outcome::Fail("kernel-panic".into()) {
                expect = Expect::Panic { at };
            }
        }
    }
    if inputs.xi.is_empty() {
        let zeros = gen::Inputs {
            xi: vec![0; gen::LEN as usize],
            xu: vec![0; gen::LEN as usize],
            xf: vec![0.0; gen::LEN as usize],
            xd: vec![0.0; gen::LEN as usize],
        };
        inputs = zeros;
    }
    let test = gen::regression(&current, &format!("diff_{seed}"), &inputs, &expect, &what);
    let path = work.join("regression.rs");
    let _ = std::fs::write(&path, &test);
    println!("\n// ---- a regression test for tests/suite/robust.rs ({}):\n", path.display());
    print!("{test}");
}
