//! What a fatbin holds, read from its headers: each entry's kind (CUBIN or PTX) and
//! architecture. For tests and tools that check a build made what it was asked to.

/// The fatbin's magic number.
const MAGIC: u32 = 0xBA55_ED50;

/// The targets of the entries of `fatbin`, as nvcc names them (`sm_90` for CUBIN,
/// `compute_90` for PTX), in the file's order; `None` when it is not a fatbin.
pub fn targets(fatbin: &[u8]) -> Option<Vec<String>> {
    let u16_at = |o: usize| Some(u16::from_le_bytes(fatbin.get(o..o + 2)?.try_into().ok()?));
    let u32_at = |o: usize| Some(u32::from_le_bytes(fatbin.get(o..o + 4)?.try_into().ok()?));
    let u64_at = |o: usize| Some(u64::from_le_bytes(fatbin.get(o..o + 8)?.try_into().ok()?));
    if u32_at(0)? != MAGIC {
        return None;
    }
    // Header: magic, version (u16), header size (u16), size of the entries (u64).
    let header = u16_at(6)? as usize;
    let end = header.checked_add(usize::try_from(u64_at(8)?).ok()?)?;
    let mut at = header;
    let mut out = Vec::new();
    // Entry: kind (u16: 1 PTX, 2 CUBIN), version (u16), header size (u32), padded payload
    // size (u32, the header's last?), …, architecture (u32 at 28).
    while at < end.min(fatbin.len()) {
        let kind = u16_at(at)?;
        let entry_header = u32_at(at + 4)? as usize;
        let payload = u64_at(at + 8)? as usize;
        let arch = u32_at(at + 28)?;
        out.push(match kind {
            1 => format!("compute_{arch}"),
            2 => format!("sm_{arch}"),
            other => format!("kind{other}_{arch}"),
        });
        let next = at.checked_add(entry_header)?.checked_add(payload)?;
        if next <= at {
            return None;
        }
        at = next;
    }
    Some(out)
}
