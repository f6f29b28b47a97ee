//! What the threads of one simulated block share when they run concurrently: shared
//! memory, and the collective operations (barriers, warp shuffles and votes) that make them
//! wait for each other.
//!
//! Every collective is an exchange: each participant contributes a 64-bit value and, once
//! all have, each gets all the values (a barrier contributes nothing that matters; a shuffle
//! reads its source lane's; `sync_threads_count` counts). One mutex and condition variable
//! per block guard them all, which also orders every shared-memory access before a barrier
//! before every access after it.
//!
//! A collective that cannot complete is reported instead of hanging: a barrier that some
//! threads wait at after others have returned, threads waiting at different barriers, or
//! every live thread of the block waiting.

use std::collections::HashMap;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use super::Site;

/// Which threads take part in an exchange.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Group {
    Block,
    /// A warp, or the lanes of a warp in `mask`.
    Warp {
        warp: u32,
        mask: u32,
    },
}

#[derive(Debug)]
struct Exchange {
    participants: usize,
    arrived: usize,
    generation: u64,
    values: Vec<u64>,
    result: Arc<Vec<u64>>,
    site: Option<&'static Site>,
}

#[derive(Debug, Default)]
struct State {
    exchanges: HashMap<Group, Exchange>,
    running: usize,
    exited_threads: Vec<bool>,
    exited: usize,
    broken: Option<String>,
}

/// Shared memory and collectives of one block.
pub(crate) struct Block {
    threads: usize,
    state: Mutex<State>,
    wake: Condvar,
    shared: Mutex<HashMap<u32, SharedAlloc>>,
    dynamic: SharedAlloc,
}

/// Zero or more bytes of simulated shared memory, filled with 0xff so that reading what was
/// never written gives NaN (floats) or all ones (integers) rather than a plausible zero.
pub(crate) struct SharedAlloc {
    words: Box<[u64]>,
    bytes: usize,
}

impl SharedAlloc {
    fn new(bytes: usize) -> SharedAlloc {
        SharedAlloc { words: vec![u64::MAX; bytes.div_ceil(8)].into_boxed_slice(), bytes }
    }

    pub(crate) fn ptr(&self) -> *mut u8 {
        self.words.as_ptr() as *mut u8
    }

    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }
}

/// Why a thread's collective could not complete; the thread ends with this as its panic.
pub(crate) struct Broken(pub String);

impl Block {
    pub(crate) fn new(threads: usize, dynamic_bytes: usize) -> Block {
        Block {
            threads,
            state: Mutex::new(State { running: threads, exited_threads: vec![false; threads], ..State::default() }),
            wake: Condvar::new(),
            shared: Mutex::new(HashMap::new()),
            dynamic: SharedAlloc::new(dynamic_bytes),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The shared array of call site `site`, made by the first thread to ask.
    pub(crate) fn shared(&self, site: u32, bytes: usize) -> *mut u8 {
        let mut map = self.shared.lock().unwrap_or_else(|e| e.into_inner());
        map.entry(site).or_insert_with(|| SharedAlloc::new(bytes)).ptr()
    }

    pub(crate) fn dynamic(&self) -> &SharedAlloc {
        &self.dynamic
    }

    /// The threads of the block in `group`.
    fn members(&self, group: Group) -> Vec<usize> {
        match group {
            Group::Block => (0..self.threads).collect(),
            Group::Warp { warp, mask } => {
                let first = warp as usize * 32;
                (0..32).filter(|l| mask & (1 << l) != 0).map(|l| first + l).filter(|&t| t < self.threads).collect()
            }
        }
    }

    fn break_all(&self, state: &mut State, why: String) {
        if state.broken.is_none() {
            state.broken = Some(why);
        }
        self.wake.notify_all();
    }

    /// Contributes `value` for thread `thread` (its index in the block) to the collective of
    /// `group` at `site`, and waits for all the values of the group, indexed by lane (or by
    /// thread for the block).
    pub(crate) fn exchange(
        &self,
        group: Group,
        thread: usize,
        value: u64,
        site: &'static Site,
        what: &str,
    ) -> Result<Arc<Vec<u64>>, Broken> {
        let members = self.members(group);
        let mut state = self.lock();
        if let Some(why) = &state.broken {
            return Err(Broken(why.clone()));
        }
        let exited_members = members.iter().filter(|&&t| state.exited_threads[t]).count();
        if exited_members > 0 {
            let (who, whole) = match group {
                Group::Block => ("threads of the block", "every thread of a block"),
                Group::Warp { .. } => ("lanes of the warp", "every lane of the warp (or of the mask)"),
            };
            let why =
                format!("{what} was reached after {exited_members} {who} had already returned: {whole} must reach it");
            self.break_all(&mut state, why.clone());
            return Err(Broken(why));
        }
        let slot = match group {
            Group::Block => thread,
            Group::Warp { .. } => thread % 32,
        };
        let size = match group {
            Group::Block => self.threads,
            Group::Warp { .. } => 32,
        };
        let ex = state.exchanges.entry(group).or_insert_with(|| Exchange {
            participants: members.len(),
            arrived: 0,
            generation: 0,
            values: vec![0; size],
            result: Arc::new(Vec::new()),
            site: None,
        });
        match ex.site {
            Some(s) if ex.arrived > 0 && !std::ptr::eq(s, site) => {
                let why = format!(
                    "threads of one {} waited at different calls: {what} at {}:{}:{} and another at {}:{}:{}",
                    if group == Group::Block { "block" } else { "warp" },
                    site.file,
                    site.line,
                    site.column,
                    s.file,
                    s.line,
                    s.column
                );
                self.break_all(&mut state, why.clone());
                return Err(Broken(why));
            }
            _ => ex.site = Some(site),
        }
        ex.values[slot] = value;
        ex.arrived += 1;
        if ex.arrived == ex.participants {
            ex.result = Arc::new(std::mem::take(&mut ex.values));
            ex.values = vec![0; size];
            ex.arrived = 0;
            ex.generation += 1;
            let result = ex.result.clone();
            state.running += members.len() - 1;
            self.wake.notify_all();
            return Ok(result);
        }
        let generation = ex.generation;
        state.running = state.running.saturating_sub(1);
        if state.running == 0 {
            let why = format!("every running thread of the block is waiting, at {what} or another collective, for threads that will never come (a deadlock)");
            self.break_all(&mut state, why.clone());
            return Err(Broken(why));
        }
        loop {
            state = self.wake.wait(state).unwrap_or_else(|e| e.into_inner());
            if let Some(why) = state.broken.clone() {
                // Running again: it will end by unwinding, and `exit` counts it out.
                state.running += 1;
                return Err(Broken(why));
            }
            let ex = &state.exchanges[&group];
            if ex.generation != generation {
                return Ok(ex.result.clone());
            }
        }
    }

    /// Thread `thread` has finished (returned or panicked).
    pub(crate) fn exit(&self, thread: usize) {
        let mut state = self.lock();
        if state.exited_threads[thread] {
            return;
        }
        state.exited_threads[thread] = true;
        state.exited += 1;
        state.running = state.running.saturating_sub(1);
        // Anyone already waiting for this thread waits in vain.
        let waiting_for_it = state.exchanges.iter().any(|(g, ex)| ex.arrived > 0 && self.members(*g).contains(&thread));
        if waiting_for_it {
            let site = state.exchanges.values().find(|ex| ex.arrived > 0).and_then(|ex| ex.site);
            let at = site.map(|s| format!(" at {}:{}:{}", s.file, s.line, s.column)).unwrap_or_default();
            self.break_all(
                &mut state,
                format!("a barrier{at} was not reached by every thread of the block: some threads returned while others waited at it"),
            );
        } else if state.running == 0 && state.exited < self.threads {
            self.break_all(
                &mut state,
                "every running thread of the block is waiting at a collective that cannot complete (a deadlock)".into(),
            );
        }
    }
}
