//! The CUDA prelude: the C++ header every generated translation unit includes, which gives
//! the generated code Rust's semantics (wrapping arithmetic, saturating casts, checked
//! indexing, the panic record). It is handed to NVRTC as an in-memory header.

/// The text of `ferrocuda.cuh`, the header every kernel's CUDA source includes
/// (`#include "ferrocuda.cuh"`). NVRTC gets it as an in-memory header, so no CUDA headers
/// need to be installed.
pub const PRELUDE: &str = include_str!("prelude.cuh");

/// The name the generated CUDA source includes [`PRELUDE`] by.
pub const PRELUDE_NAME: &str = "ferrocuda.cuh";

/// A part of [`PRELUDE`] that only some kernels use, compiled into a unit only when its
/// linked body names one of `markers` (by defining `define` before the include): NVRTC's time
/// grows with the header it parses, and these parts are most of it. Measured with NVRTC 13.0
/// on the saxpy unit: 30.8 ms with every part, 25.6 ms without them (docs/benchmarks.md,
/// "First launch").
pub struct Section {
    /// The macro that `#ifdef`s the part in `prelude.cuh`.
    pub define: &'static str,
    /// Text of the generated CUDA that calls into the part (prefixes of its names).
    pub markers: &'static [&'static str],
}

/// Every optional part of [`PRELUDE`], one row each.
pub const SECTIONS: &[Section] = &[
    // `pipeline::copy` moves its pieces with the vector helpers, so it needs them too.
    Section { define: "FC_WITH_VECTORS", markers: &["fc::vload", "fc::vstore", "fc::known_align", "fc::cp_async"] },
    Section { define: "FC_WITH_PIPELINE", markers: &["fc::cp_async"] },
    Section { define: "FC_WITH_WMMA", markers: &["fc::wmma::"] },
    Section {
        define: "FC_WITH_COOPERATION",
        markers: &[
            "fc::atomic_",
            "fc::lane_id",
            "fc::lanemask_",
            "fc::match_all",
            "fc::elect_one",
            "fc::warpgroup_index",
            "fc::setmaxnreg_",
            "fc::dynamic_smem_bytes",
            "__shfl_",
            "__match_",
        ],
    },
    Section {
        define: "FC_WITH_MBARRIER",
        markers: &["fc::mbarrier_", "fc::tensor_map", "fc::tma_", "fc::fence_proxy_async"],
    },
    // Warpgroup multiplies, and swizzled tiles (dynamic ones need the memory aligned to 1024).
    Section { define: "FC_WITH_WGMMA", markers: &["fc::wgacc", "fc::wgmma_", "fc::swizzled_smem"] },
    Section { define: "FC_WITH_COMPLEX", markers: &["fc::complex", "fc::a::Complex::"] },
    // The print ring is also a global the runtime fills in at load: only printing modules have it.
    Section { define: "FC_PRINTS", markers: &["fc::print("] },
];

/// The lines that include [`PRELUDE`] before the linked `body`: a `#define` for each
/// [`Section`] the body uses, then the `#include`.
pub fn include_for(body: &str) -> String {
    let mut out = String::new();
    for section in SECTIONS {
        if section.markers.iter().any(|m| body.contains(m)) {
            out.push_str("#define ");
            out.push_str(section.define);
            out.push_str(" 1\n");
        }
    }
    out.push_str("#include \"");
    out.push_str(PRELUDE_NAME);
    out.push_str("\"\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_section_is_guarded_in_the_prelude() {
        for section in SECTIONS {
            assert!(PRELUDE.contains(&format!("#ifdef {}", section.define)), "{} guards nothing", section.define);
        }
    }

    #[test]
    fn a_body_gets_the_sections_it_names_only() {
        let plain = include_for("y[i] = a * x[i];");
        assert_eq!(plain, "#include \"ferrocuda.cuh\"\n");
        let copy = include_for("fc::cp_async_at<4>(s, 0, p); fc::atomic_add(&c, 1u);");
        assert!(copy.contains("FC_WITH_VECTORS") && copy.contains("FC_WITH_PIPELINE"));
        assert!(copy.contains("FC_WITH_COOPERATION") && !copy.contains("FC_WITH_WMMA"));
    }
}
