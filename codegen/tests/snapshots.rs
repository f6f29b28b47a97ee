//! Snapshot tests: each `tests/cases/NAME.rs` is translated and compared with
//! `tests/snapshots/NAME.cu`. Run with `UPDATE_SNAPSHOTS=1` to rewrite the snapshots after a
//! reviewed change. The root crate's test suite compiles every snapshot with NVRTC.

use std::fs;
use std::path::Path;

#[test]
fn snapshots() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let update = std::env::var_os("UPDATE_SNAPSHOTS").is_some();
    let mut cases: Vec<_> = fs::read_dir(dir.join("cases")).unwrap().flatten().map(|e| e.path()).collect();
    cases.sort();
    assert!(!cases.is_empty(), "no snapshot cases");
    let mut failures = Vec::new();
    for case in cases {
        let name = case.file_stem().unwrap().to_string_lossy().into_owned();
        let src = fs::read_to_string(&case).unwrap();
        let out = match ferrocuda_codegen::translate_file(&src, &format!("cases/{name}.rs")) {
            Ok(out) => out,
            Err(errors) => {
                failures.push(format!("{name}: translation failed: {errors:?}"));
                continue;
            }
        };
        let snap = dir.join("snapshots").join(format!("{name}.cu"));
        if update {
            fs::write(&snap, &out).unwrap();
            continue;
        }
        match fs::read_to_string(&snap) {
            Ok(expected) if expected == out => {}
            Ok(expected) => failures.push(format!(
                "{name}: differs from {}:\n{}",
                snap.display(),
                first_difference(&expected, &out)
            )),
            Err(_) => failures.push(format!("{name}: no snapshot {} (run with UPDATE_SNAPSHOTS=1)", snap.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

fn first_difference(expected: &str, got: &str) -> String {
    for (i, (e, g)) in expected.lines().zip(got.lines()).enumerate() {
        if e != g {
            return format!("line {}:\n  expected: {e}\n       got: {g}", i + 1);
        }
    }
    format!("lengths differ: {} vs {} lines", expected.lines().count(), got.lines().count())
}
