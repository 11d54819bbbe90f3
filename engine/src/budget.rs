//! A pass's budget of time and memory: what turns a runaway unit (a macro that expands to
//! billions of tokens, a pathological header) into a diagnostic for that unit instead of a
//! run that never ends or a machine out of memory.
//!
//! Memory is counted by the allocator the binary installs (`CountingAlloc`): the bytes each
//! thread holds, and the most it held. A pass runs on one worker thread from start to end,
//! so what its thread allocates is what the pass allocates. Without the counting allocator
//! (a test binary, a library user) memory reads as zero and only time is limited.
//!
//! The stages ask `Meter::tick` at their natural steps (a preprocessed token, a declaration,
//! a statement); the clock and the counter are read once every `EVERY` ticks.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;
use std::time::{Duration, Instant};

thread_local! {
    /// Bytes allocated minus bytes freed by this thread (frees of another thread's memory
    /// make it low, never wrong by more than what crosses threads).
    static LIVE: Cell<isize> = const { Cell::new(0) };
    /// The most `LIVE` has been since `Meter::start` on this thread.
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

/// A global allocator that counts what each thread holds, over any allocator.
#[derive(Debug)]
pub struct CountingAlloc<A>(pub A);

#[inline]
fn grew(bytes: usize) {
    // `try_with`: a thread being torn down still allocates; it is not counted.
    let _ = LIVE.try_with(|live| {
        let now = live.get().wrapping_add(bytes as isize);
        live.set(now);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(now)));
    });
}

#[inline]
fn shrank(bytes: usize) {
    let _ = LIVE.try_with(|live| live.set(live.get().wrapping_sub(bytes as isize)));
}

// SAFETY: every call is passed on unchanged to the inner allocator; the counting touches
// only this thread's cells and never allocates.
unsafe impl<A: GlobalAlloc> GlobalAlloc for CountingAlloc<A> {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        let p = unsafe { self.0.alloc(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `alloc`.
        let p = unsafe { self.0.alloc_zeroed(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as `alloc`.
        unsafe { self.0.dealloc(ptr, layout) };
        shrank(layout.size());
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as `alloc`.
        let p = unsafe { self.0.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            shrank(layout.size());
            grew(new_size);
        }
        p
    }
}

fn live() -> isize {
    LIVE.try_with(Cell::get).unwrap_or(0)
}

/// What a pass may spend; `None`: no limit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    pub time: Option<Duration>,
    /// Bytes the pass's thread may hold beyond what it held when the pass began.
    pub memory: Option<u64>,
}

impl Budget {
    /// The defaults of `cufront check`: far above what any real unit needs (the largest
    /// units of the corpus take about a second and a few hundred MB a pass), low enough that
    /// a runaway unit ends before the machine does.
    pub const DEFAULT: Budget = Budget { time: Some(Duration::from_secs(300)), memory: Some(4 << 30) };
}

/// Which limit a pass ran past.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exceeded {
    Time(Duration),
    Memory(u64),
}

/// A pass's reading of its budget.
#[derive(Clone, Copy, Debug)]
pub struct Meter {
    budget: Budget,
    started: Instant,
    base: isize,
    countdown: u32,
    exceeded: Option<Exceeded>,
}

impl Default for Meter {
    /// No limits.
    fn default() -> Meter {
        Meter::start(Budget::default())
    }
}

impl Meter {
    /// Ticks between readings of the clock and the counter.
    const EVERY: u32 = 1024;

    /// Starts measuring on this thread: the pass's memory is counted from here.
    pub fn start(budget: Budget) -> Meter {
        let base = live();
        let _ = PEAK.try_with(|peak| peak.set(base));
        Meter { budget, started: Instant::now(), base, countdown: Meter::EVERY, exceeded: None }
    }

    /// One step of work; whether the pass is over its budget (once over, always).
    #[inline]
    pub fn tick(&mut self) -> bool {
        if self.exceeded.is_some() {
            return true;
        }
        self.countdown -= 1;
        if self.countdown > 0 {
            return false;
        }
        self.countdown = Meter::EVERY;
        self.check()
    }

    /// `n` steps at once (work replayed rather than done); whether over budget.
    pub fn tick_many(&mut self, n: u64) -> bool {
        if self.exceeded.is_some() {
            return true;
        }
        if n < self.countdown as u64 {
            self.countdown -= n as u32;
            return false;
        }
        self.countdown = Meter::EVERY;
        self.check()
    }

    /// Reads the clock and the counter now.
    pub fn check(&mut self) -> bool {
        if self.exceeded.is_some() {
            return true;
        }
        if let Some(limit) = self.budget.time {
            if self.started.elapsed() > limit {
                self.exceeded = Some(Exceeded::Time(limit));
            }
        }
        if let Some(limit) = self.budget.memory {
            if self.held() > limit {
                self.exceeded = Some(Exceeded::Memory(limit));
            }
        }
        self.exceeded.is_some()
    }

    pub fn exceeded(&self) -> Option<Exceeded> {
        self.exceeded
    }

    /// Bytes this thread holds now: a mark for [`Meter::exclude_since`].
    pub fn mark(&self) -> isize {
        live()
    }

    /// What this thread allocated since `mark` and still holds belongs to the run, not to
    /// the pass (the header cache's recordings): it does not count against the budget.
    /// Returns those bytes.
    pub fn exclude_since(&mut self, mark: isize) -> u64 {
        let kept = (live() - mark).max(0);
        self.base += kept;
        kept as u64
    }

    /// `bytes` this thread allocated earlier in the pass and handed to the run: they no
    /// longer count against the budget.
    pub fn exclude(&mut self, bytes: u64) {
        self.base += bytes as isize;
    }

    /// Bytes this thread holds beyond what it held at the start.
    pub fn held(&self) -> u64 {
        (live() - self.base).max(0) as u64
    }

    /// The most this thread held beyond the start, so far.
    pub fn peak(&self) -> u64 {
        (PEAK.try_with(Cell::get).unwrap_or(0) - self.base).max(0) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_budget_is_never_exceeded() {
        let mut m = Meter::default();
        assert!(!(0..10_000).any(|_| m.tick()));
        assert!(!m.check());
    }

    #[test]
    fn time_is_read_every_so_many_ticks_and_stays_exceeded() {
        let mut m = Meter::start(Budget { time: Some(Duration::ZERO), memory: None });
        std::thread::sleep(Duration::from_millis(1));
        assert!(!m.tick(), "the clock is not read on every tick");
        assert!((0..Meter::EVERY).any(|_| m.tick()));
        assert_eq!(m.exceeded(), Some(Exceeded::Time(Duration::ZERO)));
        assert!(m.tick() && m.check());
    }
}
