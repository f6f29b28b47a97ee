//! The manifest `ferrocuda-build` writes of the images it compiled ahead of time, and how a
//! kernel finds its own there: by the key of its unit as the macro emits it (its symbol and
//! its CUDA before linking), which both compute with [`unit_key`] from the same translation.
//! The macro crate reads the file (the variable [`MANIFEST_ENV`] names it, set by the build
//! script for rustc); this module only parses it.

use proc_macro2::TokenStream;
use quote::quote;

/// The variable naming the manifest, set by `ferrocuda-build` (`cargo:rustc-env`) for the
/// crate's compilation.
pub const MANIFEST_ENV: &str = "FERROCUDA_AOT_MANIFEST";

/// One image of the manifest: a line `unit key largest_frame targets path`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ManifestEntry {
    /// The [`unit_key`] of the kernel it was compiled for.
    pub unit: u64,
    /// The runtime's key of the translation unit compiled (`ferrocuda::__private::aot_key`).
    pub key: u64,
    /// The largest stack frame ptxas reported.
    pub largest_frame: u32,
    /// What the fatbin holds, comma-separated (`sm_80,sm_90,compute_90`).
    pub targets: String,
    /// The fatbin's absolute path.
    pub path: String,
}

impl ManifestEntry {
    /// The entry as a manifest line (without the newline).
    pub fn line(&self) -> String {
        format!("{:016x} {:016x} {} {} {}", self.unit, self.key, self.largest_frame, self.targets, self.path)
    }
}

/// The entries of a manifest's text (lines that do not parse are skipped: the build writes
/// every line, so there are none).
pub fn parse_manifest(text: &str) -> Vec<ManifestEntry> {
    text.lines()
        .filter_map(|line| {
            let mut parts = line.splitn(5, ' ');
            Some(ManifestEntry {
                unit: u64::from_str_radix(parts.next()?, 16).ok()?,
                key: u64::from_str_radix(parts.next()?, 16).ok()?,
                largest_frame: parts.next()?.parse().ok()?,
                targets: parts.next()?.to_string(),
                path: parts.next()?.to_string(),
            })
        })
        .collect()
}

/// The key of a kernel's unit: 64 bits of FNV-1a over its symbol and its unlinked CUDA.
pub fn unit_key(symbol: &str, source: &str) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for b in symbol.bytes().chain([0]).chain(source.bytes()) {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

/// The `aot` field of a kernel's `KernelInfo`: `None` without a manifest (the crate is not
/// built ahead of time), else the images built for it, embedded (possibly none: a kernel the
/// build did not see).
pub(crate) fn images_tokens(manifest: Option<&str>, symbol: &str, source: &str) -> TokenStream {
    let rt = crate::expand::runtime_path();
    let Some(text) = manifest else { return quote!(::core::option::Option::None) };
    let unit = unit_key(symbol, source);
    let images = parse_manifest(text).into_iter().filter(|e| e.unit == unit).map(|e| {
        let (key, frame, path) = (e.key, e.largest_frame, &e.path);
        let targets = e.targets.replace(',', " ");
        quote!(#rt::AotImage {
            key: #key,
            image: ::core::include_bytes!(#path),
            largest_frame: #frame,
            targets: #targets,
        })
    });
    quote!(::core::option::Option::Some(&[#(#images),*]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifest_lines_round_trip() {
        let e = ManifestEntry {
            unit: 0x12,
            key: 0xabcdef,
            largest_frame: 24,
            targets: "sm_80,sm_90,compute_90".into(),
            path: "/tmp/out dir/k 1.fatbin".into(),
        };
        assert_eq!(parse_manifest(&format!("{}\n", e.line())), vec![e]);
        assert!(parse_manifest("garbage\n").is_empty());
    }

    #[test]
    fn unit_keys_separate_symbol_and_source() {
        assert_ne!(unit_key("k", "x"), unit_key("kx", ""));
        assert_eq!(unit_key("k", "x"), unit_key("k", "x"));
    }
}
