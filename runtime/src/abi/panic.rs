//! Kernel panics: the record a failing GPU thread fills in (its layout is shared with
//! `fc::PanicRecord` in the CUDA prelude), the kinds of failure, and the Rust wording of each
//! message, used for the GPU and the simulator alike so both report the same text.

use crate::base::error::KernelPanic;

/// Why a thread panicked. The numbers are the `kind` field of the record (`FC_PANIC_*` in
/// the prelude).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u32)]
pub enum PanicKind {
    /// `a` is the index, `b` the length.
    IndexOutOfBounds = 1,
    /// Integer `/` by zero.
    DivideByZero = 2,
    /// Integer `%` by zero.
    RemainderByZero = 3,
    /// `MIN / -1`.
    DivideOverflow = 4,
    /// `MIN % -1`.
    RemainderOverflow = 5,
    /// The message says it all (`panic!`, `assert!`, `unreachable!`, …).
    Explicit = 6,
    /// `assert_eq!`: `a` and `b` are the two values, the message the optional custom text.
    AssertEq = 7,
    /// `assert_ne!`.
    AssertNe = 8,
    /// `x.clamp(min, max)` with `min > max` (or a NaN): `a` and `b` are the bounds, the
    /// message Rust's words before them.
    Clamp = 9,
    /// A sub-slice starting past the end: `a` the start, `b` the length.
    SliceStart = 10,
    /// A sub-slice ending past the end: `a` the end, `b` the length.
    SliceEnd = 11,
    /// A sub-slice ending before it starts: `a` the start, `b` the end.
    SliceOrder = 12,
    /// An index of an N-dimensional array out of bounds on some axis: `a` the rank; the
    /// record's `nd` holds the index and the shape (four `u64` each).
    NdIndexOutOfBounds = 13,
}

impl PanicKind {
    pub(crate) fn from_u32(k: u32) -> Option<Self> {
        Some(match k {
            1 => Self::IndexOutOfBounds,
            2 => Self::DivideByZero,
            3 => Self::RemainderByZero,
            4 => Self::DivideOverflow,
            5 => Self::RemainderOverflow,
            6 => Self::Explicit,
            7 => Self::AssertEq,
            8 => Self::AssertNe,
            9 => Self::Clamp,
            10 => Self::SliceStart,
            11 => Self::SliceEnd,
            12 => Self::SliceOrder,
            13 => Self::NdIndexOutOfBounds,
            _ => return None,
        })
    }
}

/// The most `#[device]` calls a kernel thread may have active at once, on the GPU and on the
/// simulator alike: one more is a kernel panic (``stack overflow: more than 256 nested
/// `#[device]` calls, …``) rather than a stack overflow (a GPU thread's stack is small; the
/// simulator's is the host's). The prelude's `FC_MAX_CALL_DEPTH` is the same number.
pub const MAX_CALL_DEPTH: u32 = 256;

/// The panic message of a call past [`MAX_CALL_DEPTH`] (the prelude's
/// `FC_CALL_DEPTH_MESSAGE`).
pub const CALL_DEPTH_MESSAGE: &str =
    "stack overflow: more than 256 nested `#[device]` calls, the most a kernel thread may make";

/// Rust's panic message of `x.ilog2()` and `x.ilog10()` for `x <= 0` (the prelude's
/// `FC_LOG_NONPOSITIVE`).
pub const LOG_NONPOSITIVE_MESSAGE: &str = "argument of integer logarithm must be positive";

/// Rust's panic message of `x.isqrt()` for a negative `x` (the prelude's `FC_ISQRT_NEGATIVE`).
pub const ISQRT_NEGATIVE_MESSAGE: &str = "argument of integer square root cannot be negative";

/// How the two 64-bit payload values of an assertion are to be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u32)]
pub enum ValueType {
    /// `bool`.
    Bool = 0,
    /// A signed integer, sign-extended to 64 bits.
    Signed = 1,
    /// An unsigned integer.
    Unsigned = 2,
    /// `f32` bits.
    F32 = 3,
    /// `f64` bits.
    F64 = 4,
}

impl ValueType {
    fn from_u32(v: u32) -> Self {
        match v {
            0 => Self::Bool,
            1 => Self::Signed,
            3 => Self::F32,
            4 => Self::F64,
            _ => Self::Unsigned,
        }
    }

    fn format(self, bits: u64) -> String {
        match self {
            ValueType::Bool => format!("{:?}", bits != 0),
            ValueType::Signed => format!("{:?}", bits as i64),
            ValueType::Unsigned => format!("{bits:?}"),
            ValueType::F32 => format!("{:?}", f32::from_bits(bits as u32)),
            ValueType::F64 => format!("{:?}", f64::from_bits(bits)),
        }
    }
}

/// The message of a panic, worded exactly as Rust words the same failure on the CPU.
pub fn message(kind: PanicKind, text: &str, a: u64, b: u64, values: ValueType) -> String {
    match kind {
        PanicKind::IndexOutOfBounds => {
            format!("index out of bounds: the len is {b} but the index is {a}")
        }
        PanicKind::DivideByZero => "attempt to divide by zero".into(),
        PanicKind::RemainderByZero => "attempt to calculate the remainder with a divisor of zero".into(),
        PanicKind::DivideOverflow => "attempt to divide with overflow".into(),
        PanicKind::RemainderOverflow => "attempt to calculate the remainder with overflow".into(),
        PanicKind::Explicit => text.into(),
        PanicKind::Clamp => format!("{text}. min = {}, max = {}", values.format(a), values.format(b)),
        PanicKind::SliceStart => format!("range start index {a} out of range for slice of length {b}"),
        PanicKind::SliceEnd => format!("range end index {a} out of range for slice of length {b}"),
        PanicKind::SliceOrder => format!("slice index starts at {a} but ends at {b}"),
        // (Worded by `nd_index_message`, from the values the record holds.)
        PanicKind::NdIndexOutOfBounds => text.into(),
        PanicKind::AssertEq | PanicKind::AssertNe => {
            let op = if kind == PanicKind::AssertEq { "==" } else { "!=" };
            let custom = if text.is_empty() { String::new() } else { format!(": {text}") };
            format!(
                "assertion `left {op} right` failed{custom}\n  left: {}\n right: {}",
                values.format(a),
                values.format(b)
            )
        }
    }
}

/// The message of an N-dimensional index out of bounds on some axis.
pub fn nd_index_message(index: &[u64], shape: &[u64]) -> String {
    format!("index {index:?} is out of bounds for shape {shape:?}")
}

/// The device-side record, byte for byte as `fc::PanicRecord` in the prelude. Its texts are
/// the device addresses of NUL-terminated strings in the module that panicked (its string
/// literals, in global memory), which the host reads: a thread that panics copies no text.
#[repr(C)]
#[derive(Clone, Copy)]
pub(crate) struct PanicRecord {
    pub state: u32,
    pub kind: u32,
    pub line: u32,
    pub column: u32,
    pub thread: [u32; 3],
    pub block: [u32; 3],
    pub a: u64,
    pub b: u64,
    pub value_type: u32,
    pub reserved: u32,
    pub kernel: u64,
    pub file: u64,
    /// 0: no message.
    pub message: u64,
    /// [`PanicKind::NdIndexOutOfBounds`]: the index and the shape, four each.
    pub nd: [u64; 8],
}

/// `state` of a record whose writer has finished.
pub(crate) const RECORD_WRITTEN: u32 = 2;

const _: () = assert!(std::mem::size_of::<PanicRecord>() == 152);

/// The most bytes of a kernel name, file and message a report keeps, a NUL included: longer
/// texts are cut (GPU and simulator alike, see [`fit`]).
pub(crate) const KERNEL_FIELD: usize = 64;
pub(crate) const FILE_FIELD: usize = 256;
pub(crate) const MESSAGE_FIELD: usize = 256;

/// What a panic report keeps of `text` in `field` bytes: up to its first NUL, at most
/// `field - 1` bytes, cut back to a whole UTF-8 character and marked `…` when something was
/// cut. The GPU's record and the simulator both report through this, so both report the
/// same text.
pub fn fit(text: &str, field: usize) -> String {
    fit_bytes(text.as_bytes(), field)
}

/// [`fit`] of bytes as the host reads them from a GPU: not necessarily whole UTF-8.
pub(crate) fn fit_bytes(bytes: &[u8], field: usize) -> String {
    let text = &bytes[..bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len())];
    if text.len() < field {
        return String::from_utf8_lossy(text).into_owned();
    }
    let kept = &text[..field - 1];
    let valid = match std::str::from_utf8(kept) {
        Ok(s) => s,
        Err(e) => std::str::from_utf8(&kept[..e.valid_up_to()]).unwrap_or(""),
    };
    format!("{valid}…")
}

impl PanicRecord {
    pub(crate) fn zeroed() -> Self {
        PanicRecord {
            state: 0,
            kind: 0,
            line: 0,
            column: 0,
            thread: [0; 3],
            block: [0; 3],
            a: 0,
            b: 0,
            value_type: 0,
            reserved: 0,
            kernel: 0,
            file: 0,
            message: 0,
            nd: [0; 8],
        }
    }

    /// The report of this record; `read(address, field)` gives the bytes of the text at a
    /// device address of the record, up to its NUL or `field` bytes, whichever comes first
    /// (nothing for address 0).
    pub(crate) fn to_panic(self, read: impl Fn(u64, usize) -> Vec<u8>) -> KernelPanic {
        let text = |address: u64, field: usize| fit_bytes(&read(address, field), field);
        let message = match PanicKind::from_u32(self.kind) {
            Some(PanicKind::NdIndexOutOfBounds) => {
                let rank = (self.a as usize).min(4);
                nd_index_message(&self.nd[..rank], &self.nd[4..4 + rank])
            }
            Some(kind) => {
                message(kind, &text(self.message, MESSAGE_FIELD), self.a, self.b, ValueType::from_u32(self.value_type))
            }
            None => format!("unknown panic kind {} ({})", self.kind, text(self.message, MESSAGE_FIELD)),
        };
        KernelPanic {
            kernel: text(self.kernel, KERNEL_FIELD),
            file: text(self.file, FILE_FIELD),
            line: self.line,
            column: self.column,
            message,
            thread: self.thread,
            block: self.block,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_match_rust() {
        assert_eq!(
            message(PanicKind::IndexOutOfBounds, "", 10, 4, ValueType::Unsigned),
            "index out of bounds: the len is 4 but the index is 10"
        );
        assert_eq!(
            message(PanicKind::AssertEq, "", (-3i64) as u64, 2, ValueType::Signed),
            "assertion `left == right` failed\n  left: -3\n right: 2"
        );
        assert_eq!(
            message(PanicKind::AssertNe, "sizes", 1.5f32.to_bits() as u64, 1.5f32.to_bits() as u64, ValueType::F32),
            "assertion `left != right` failed: sizes\n  left: 1.5\n right: 1.5"
        );
    }

    #[test]
    fn the_prelude_states_the_call_depth_limit_and_its_message() {
        assert!(crate::abi::prelude::PRELUDE.contains(&format!("#define FC_MAX_CALL_DEPTH {MAX_CALL_DEPTH}u\n")));
        assert!(
            crate::abi::prelude::PRELUDE.contains(&format!("#define FC_CALL_DEPTH_MESSAGE \"{CALL_DEPTH_MESSAGE}\"\n"))
        );
        assert!(CALL_DEPTH_MESSAGE.contains(&MAX_CALL_DEPTH.to_string()));
    }

    #[test]
    fn the_prelude_states_the_integer_methods_messages() {
        assert!(crate::abi::prelude::PRELUDE
            .contains(&format!("#define FC_LOG_NONPOSITIVE \"{LOG_NONPOSITIVE_MESSAGE}\"\n")));
        assert!(
            crate::abi::prelude::PRELUDE.contains(&format!("#define FC_ISQRT_NEGATIVE \"{ISQRT_NEGATIVE_MESSAGE}\"\n"))
        );
    }

    #[test]
    fn long_texts_are_cut_alike_from_a_record_and_on_the_simulator() {
        assert_eq!(fit("short", 8), "short");
        assert_eq!(fit("1234567", 8), "1234567");
        assert_eq!(fit("12345678", 8), "1234567…");
        assert_eq!(fit("before\0after", 64), "before");
        // A cut inside a character keeps the whole characters only.
        let text = "aé".repeat(100);
        let fitted = fit(&text, MESSAGE_FIELD);
        assert!(fitted.ends_with('…') && fitted.len() <= MESSAGE_FIELD + 2, "{fitted}");
        // What a GPU's record reads as, the text read at most a field's bytes at a time.
        let name = "k".repeat(80);
        let memory = [(0x1000, text.as_bytes()), (0x2000, name.as_bytes())];
        let mut r = PanicRecord::zeroed();
        r.kind = PanicKind::Explicit as u32;
        r.message = 0x1000;
        r.kernel = 0x2000;
        let p = r.to_panic(reader(&memory));
        assert_eq!(p.message, fitted);
        assert_eq!(p.kernel, fit(&name, KERNEL_FIELD));
        assert_eq!(p.file, "");
    }

    /// `read` over texts at device addresses, as the GPU's slot reads them: at most `field`
    /// bytes, up to a NUL.
    fn reader<'a>(memory: &'a [(u64, &'a [u8])]) -> impl Fn(u64, usize) -> Vec<u8> + 'a {
        move |address, field| {
            let Some((_, bytes)) = memory.iter().find(|(a, _)| *a == address) else { return Vec::new() };
            let bytes = &bytes[..bytes.len().min(field)];
            bytes[..bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len())].to_vec()
        }
    }

    #[test]
    fn an_nd_record_reads_as_index_and_shape() {
        let mut r = PanicRecord::zeroed();
        r.kind = PanicKind::NdIndexOutOfBounds as u32;
        r.a = 2;
        r.nd = [3, 7, 0, 0, 3, 8, 0, 0];
        let p = r.to_panic(reader(&[]));
        assert_eq!(p.message, "index [3, 7] is out of bounds for shape [3, 8]");
        assert!(p.is_out_of_bounds());
    }

    #[test]
    fn record_round_trips() {
        let mut r = PanicRecord::zeroed();
        r.state = RECORD_WRITTEN;
        r.kind = PanicKind::DivideByZero as u32;
        r.line = 3;
        r.column = 9;
        r.kernel = 0x10;
        r.file = 0x20;
        let p = r.to_panic(reader(&[(0x10, b"kern\0junk"), (0x20, b"src/a.rs\0")]));
        assert_eq!(p.kernel, "kern");
        assert_eq!(p.file, "src/a.rs");
        assert_eq!(p.message, "attempt to divide by zero");
    }
}
