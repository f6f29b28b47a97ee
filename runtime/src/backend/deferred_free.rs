//! Frees that wait for graphs: a graph's launches name device addresses that outlive the
//! capture, so while a live graph holds an address in an allocation, freeing it is deferred
//! until the last such graph is dropped or updated (`api/graph.rs` holds and releases).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Addresses live graphs hold, with how many graphs hold each.
static HELD: Mutex<BTreeMap<u64, usize>> = Mutex::new(BTreeMap::new());
/// A free waiting for graphs: the allocation's range (start, end) and what frees it.
type Deferred = (u64, u64, Box<dyn FnOnce() + Send>);
static DEFERRED: Mutex<Vec<Deferred>> = Mutex::new(Vec::new());
/// How many addresses are held: frees look further only when some are.
static HOLDING: AtomicUsize = AtomicUsize::new(0);

/// Marks `addresses` as held by one more live graph.
pub(crate) fn hold(addresses: &[u64]) {
    let mut held = HELD.lock().unwrap_or_else(|e| e.into_inner());
    for &a in addresses {
        *held.entry(a).or_insert(0) += 1;
    }
    HOLDING.store(held.len(), Ordering::Release);
}

/// One graph fewer holds `addresses`: runs the frees that no longer wait.
pub(crate) fn release(addresses: &[u64]) {
    let ready: Vec<Box<dyn FnOnce() + Send>> = {
        let mut held = HELD.lock().unwrap_or_else(|e| e.into_inner());
        for a in addresses {
            if let Some(n) = held.get_mut(a) {
                *n -= 1;
                if *n == 0 {
                    held.remove(a);
                }
            }
        }
        HOLDING.store(held.len(), Ordering::Release);
        let mut deferred = DEFERRED.lock().unwrap_or_else(|e| e.into_inner());
        let (free, keep): (Vec<_>, Vec<_>) =
            deferred.drain(..).partition(|(start, end, _)| held.range(*start..*end).next().is_none());
        *deferred = keep;
        free.into_iter().map(|(_, _, f)| f).collect()
    };
    ready.into_iter().for_each(|f| f());
}

/// A free of the allocation at `start` of `bytes`: deferred (and `None` returned) while a
/// live graph holds an address in it, else handed back to run now.
pub(crate) fn defer_free<F: FnOnce() + Send + 'static>(start: u64, bytes: usize, free: F) -> Option<F> {
    if HOLDING.load(Ordering::Acquire) == 0 || bytes == 0 {
        return Some(free);
    }
    let held = HELD.lock().unwrap_or_else(|e| e.into_inner());
    let end = start.saturating_add(bytes as u64);
    if held.range(start..end).next().is_none() {
        return Some(free);
    }
    DEFERRED.lock().unwrap_or_else(|e| e.into_inner()).push((start, end, Box::new(free)));
    None
}
