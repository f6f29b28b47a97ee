//! `launch` and `launch_tuned` with the arguments one by one, a trait per count: only the
//! one of the kernel's count applies to it, so rustc picks it and checks each argument
//! against the kernel's parameter. (Written out rather than made by a macro, so that rustc's
//! "method defined here" notes show one line.)

#![allow(clippy::too_many_arguments)]

use crate::api::grid::Grid;
use crate::base::error::Result;
use crate::kernel::fn_traits::{Launch, LaunchTuned};
use crate::kernel::tune::TunedGrid;

/// `launch` of a kernel of 0 parameters.
pub trait Launch0 {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(&self, grid: Grid<'_>) -> Result<()>;
}
impl<L: Launch<()> + ?Sized> Launch0 for L {
    #[inline]
    fn launch(&self, grid: Grid<'_>) -> Result<()> {
        self.launch_with(grid, ())
    }
}
/// `launch_tuned` of a kernel of 0 parameters.
pub trait LaunchTuned0<const K: usize> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(&self, grid: TunedGrid<'_, K>) -> Result<()>;
}
impl<L: LaunchTuned<K, ()> + ?Sized, const K: usize> LaunchTuned0<K> for L {
    #[inline]
    fn launch_tuned(&self, grid: TunedGrid<'_, K>) -> Result<()> {
        self.launch_tuned_with(grid, ())
    }
}

/// `launch` of a kernel of 1 parameter.
pub trait Launch1<A> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(&self, grid: Grid<'_>, a: A) -> Result<()>;
}
impl<L: Launch<(A,)> + ?Sized, A> Launch1<A> for L {
    #[inline]
    fn launch(&self, grid: Grid<'_>, a: A) -> Result<()> {
        self.launch_with(grid, (a,))
    }
}
/// `launch_tuned` of a kernel of 1 parameter.
pub trait LaunchTuned1<const K: usize, A> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A) -> Result<()>;
}
impl<L: LaunchTuned<K, (A,)> + ?Sized, const K: usize, A> LaunchTuned1<K, A> for L {
    #[inline]
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A) -> Result<()> {
        self.launch_tuned_with(grid, (a,))
    }
}

/// `launch` of a kernel of 2 parameters.
pub trait Launch2<A, B> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(&self, grid: Grid<'_>, a: A, b: B) -> Result<()>;
}
impl<L: Launch<(A, B)> + ?Sized, A, B> Launch2<A, B> for L {
    #[inline]
    fn launch(&self, grid: Grid<'_>, a: A, b: B) -> Result<()> {
        self.launch_with(grid, (a, b))
    }
}
/// `launch_tuned` of a kernel of 2 parameters.
pub trait LaunchTuned2<const K: usize, A, B> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B) -> Result<()>;
}
impl<L: LaunchTuned<K, (A, B)> + ?Sized, const K: usize, A, B> LaunchTuned2<K, A, B> for L {
    #[inline]
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B) -> Result<()> {
        self.launch_tuned_with(grid, (a, b))
    }
}

/// `launch` of a kernel of 3 parameters.
pub trait Launch3<A, B, C> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C) -> Result<()>;
}
impl<L: Launch<(A, B, C)> + ?Sized, A, B, C> Launch3<A, B, C> for L {
    #[inline]
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C) -> Result<()> {
        self.launch_with(grid, (a, b, c))
    }
}
/// `launch_tuned` of a kernel of 3 parameters.
pub trait LaunchTuned3<const K: usize, A, B, C> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C) -> Result<()>;
}
impl<L: LaunchTuned<K, (A, B, C)> + ?Sized, const K: usize, A, B, C> LaunchTuned3<K, A, B, C> for L {
    #[inline]
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c))
    }
}

/// `launch` of a kernel of 4 parameters.
pub trait Launch4<A, B, C, D> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D) -> Result<()>;
}
impl<L: Launch<(A, B, C, D)> + ?Sized, A, B, C, D> Launch4<A, B, C, D> for L {
    #[inline]
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D) -> Result<()> {
        self.launch_with(grid, (a, b, c, d))
    }
}
/// `launch_tuned` of a kernel of 4 parameters.
pub trait LaunchTuned4<const K: usize, A, B, C, D> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C, d: D) -> Result<()>;
}
impl<L: LaunchTuned<K, (A, B, C, D)> + ?Sized, const K: usize, A, B, C, D> LaunchTuned4<K, A, B, C, D> for L {
    #[inline]
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C, d: D) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d))
    }
}

/// `launch` of a kernel of 5 parameters.
pub trait Launch5<A, B, C, D, E> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E) -> Result<()>;
}
impl<L: Launch<(A, B, C, D, E)> + ?Sized, A, B, C, D, E> Launch5<A, B, C, D, E> for L {
    #[inline]
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e))
    }
}
/// `launch_tuned` of a kernel of 5 parameters.
pub trait LaunchTuned5<const K: usize, A, B, C, D, E> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C, d: D, e: E) -> Result<()>;
}
impl<L: LaunchTuned<K, (A, B, C, D, E)> + ?Sized, const K: usize, A, B, C, D, E> LaunchTuned5<K, A, B, C, D, E> for L {
    #[inline]
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C, d: D, e: E) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e))
    }
}

/// `launch` of a kernel of 6 parameters.
pub trait Launch6<A, B, C, D, E, F> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E, f: F) -> Result<()>;
}
impl<L: Launch<(A, B, C, D, E, F)> + ?Sized, A, B, C, D, E, F> Launch6<A, B, C, D, E, F> for L {
    #[inline]
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E, f: F) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f))
    }
}
/// `launch_tuned` of a kernel of 6 parameters.
pub trait LaunchTuned6<const K: usize, A, B, C, D, E, F> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C, d: D, e: E, f: F) -> Result<()>;
}
impl<L: LaunchTuned<K, (A, B, C, D, E, F)> + ?Sized, const K: usize, A, B, C, D, E, F> LaunchTuned6<K, A, B, C, D, E, F>
    for L
{
    #[inline]
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C, d: D, e: E, f: F) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f))
    }
}

/// `launch` of a kernel of 7 parameters.
pub trait Launch7<A, B, C, D, E, F, G> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E, f: F, g: G) -> Result<()>;
}
impl<L: Launch<(A, B, C, D, E, F, G)> + ?Sized, A, B, C, D, E, F, G> Launch7<A, B, C, D, E, F, G> for L {
    #[inline]
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E, f: F, g: G) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g))
    }
}
/// `launch_tuned` of a kernel of 7 parameters.
pub trait LaunchTuned7<const K: usize, A, B, C, D, E, F, G> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C, d: D, e: E, f: F, g: G) -> Result<()>;
}
impl<L: LaunchTuned<K, (A, B, C, D, E, F, G)> + ?Sized, const K: usize, A, B, C, D, E, F, G>
    LaunchTuned7<K, A, B, C, D, E, F, G> for L
{
    #[inline]
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C, d: D, e: E, f: F, g: G) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g))
    }
}

/// `launch` of a kernel of 8 parameters.
pub trait Launch8<A, B, C, D, E, F, G, H> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H) -> Result<()>;
}
impl<L: Launch<(A, B, C, D, E, F, G, H)> + ?Sized, A, B, C, D, E, F, G, H> Launch8<A, B, C, D, E, F, G, H> for L {
    #[inline]
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h))
    }
}
/// `launch_tuned` of a kernel of 8 parameters.
pub trait LaunchTuned8<const K: usize, A, B, C, D, E, F, G, H> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H) -> Result<()>;
}
impl<L: LaunchTuned<K, (A, B, C, D, E, F, G, H)> + ?Sized, const K: usize, A, B, C, D, E, F, G, H>
    LaunchTuned8<K, A, B, C, D, E, F, G, H> for L
{
    #[inline]
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h))
    }
}

/// `launch` of a kernel of 9 parameters.
pub trait Launch9<A, B, C, D, E, F, G, H, I> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I) -> Result<()>;
}
impl<L: Launch<(A, B, C, D, E, F, G, H, I)> + ?Sized, A, B, C, D, E, F, G, H, I> Launch9<A, B, C, D, E, F, G, H, I>
    for L
{
    #[inline]
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i))
    }
}
/// `launch_tuned` of a kernel of 9 parameters.
pub trait LaunchTuned9<const K: usize, A, B, C, D, E, F, G, H, I> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I) -> Result<()>;
}
impl<L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I)> + ?Sized, const K: usize, A, B, C, D, E, F, G, H, I>
    LaunchTuned9<K, A, B, C, D, E, F, G, H, I> for L
{
    #[inline]
    fn launch_tuned(&self, grid: TunedGrid<'_, K>, a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i))
    }
}

/// `launch` of a kernel of 10 parameters.
pub trait Launch10<A, B, C, D, E, F, G, H, I, J> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J) -> Result<()>;
}
impl<L: Launch<(A, B, C, D, E, F, G, H, I, J)> + ?Sized, A, B, C, D, E, F, G, H, I, J>
    Launch10<A, B, C, D, E, F, G, H, I, J> for L
{
    #[inline]
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j))
    }
}
/// `launch_tuned` of a kernel of 10 parameters.
pub trait LaunchTuned10<const K: usize, A, B, C, D, E, F, G, H, I, J> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
    ) -> Result<()>;
}
impl<L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J)> + ?Sized, const K: usize, A, B, C, D, E, F, G, H, I, J>
    LaunchTuned10<K, A, B, C, D, E, F, G, H, I, J> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j))
    }
}

/// `launch` of a kernel of 11 parameters.
pub trait Launch11<A, B, C, D, E, F, G, H, I, J, K2> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K2) -> Result<()>;
}
impl<L: Launch<(A, B, C, D, E, F, G, H, I, J, K2)> + ?Sized, A, B, C, D, E, F, G, H, I, J, K2>
    Launch11<A, B, C, D, E, F, G, H, I, J, K2> for L
{
    #[inline]
    fn launch(&self, grid: Grid<'_>, a: A, b: B, c: C, d: D, e: E, f: F, g: G, h: H, i: I, j: J, k: K2) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k))
    }
}
/// `launch_tuned` of a kernel of 11 parameters.
pub trait LaunchTuned11<const K: usize, A, B, C, D, E, F, G, H, I, J, K2> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
    > LaunchTuned11<K, A, B, C, D, E, F, G, H, I, J, K2> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k))
    }
}

/// `launch` of a kernel of 12 parameters.
pub trait Launch12<A, B, C, D, E, F, G, H, I, J, K2, L2> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
    ) -> Result<()>;
}
impl<L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2)> + ?Sized, A, B, C, D, E, F, G, H, I, J, K2, L2>
    Launch12<A, B, C, D, E, F, G, H, I, J, K2, L2> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l))
    }
}
/// `launch_tuned` of a kernel of 12 parameters.
pub trait LaunchTuned12<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
    > LaunchTuned12<K, A, B, C, D, E, F, G, H, I, J, K2, L2> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l))
    }
}

/// `launch` of a kernel of 13 parameters.
pub trait Launch13<A, B, C, D, E, F, G, H, I, J, K2, L2, M> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
    ) -> Result<()>;
}
impl<L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2, M)> + ?Sized, A, B, C, D, E, F, G, H, I, J, K2, L2, M>
    Launch13<A, B, C, D, E, F, G, H, I, J, K2, L2, M> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m))
    }
}
/// `launch_tuned` of a kernel of 13 parameters.
pub trait LaunchTuned13<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2, M> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2, M)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
    > LaunchTuned13<K, A, B, C, D, E, F, G, H, I, J, K2, L2, M> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m))
    }
}

/// `launch` of a kernel of 14 parameters.
pub trait Launch14<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
    ) -> Result<()>;
}
impl<L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2, M, N)> + ?Sized, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N>
    Launch14<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n))
    }
}
/// `launch_tuned` of a kernel of 14 parameters.
pub trait LaunchTuned14<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2, M, N)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
    > LaunchTuned14<K, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n))
    }
}

/// `launch` of a kernel of 15 parameters.
pub trait Launch15<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
    ) -> Result<()>;
}
impl<
        L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O)> + ?Sized,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
    > Launch15<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o))
    }
}
/// `launch_tuned` of a kernel of 15 parameters.
pub trait LaunchTuned15<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
    > LaunchTuned15<K, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o))
    }
}

/// `launch` of a kernel of 16 parameters.
pub trait Launch16<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
    ) -> Result<()>;
}
impl<
        L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P)> + ?Sized,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
    > Launch16<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p))
    }
}
/// `launch_tuned` of a kernel of 16 parameters.
pub trait LaunchTuned16<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
    > LaunchTuned16<K, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p))
    }
}

/// `launch` of a kernel of 17 parameters.
pub trait Launch17<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
    ) -> Result<()>;
}
impl<
        L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q)> + ?Sized,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
    > Launch17<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q))
    }
}
/// `launch_tuned` of a kernel of 17 parameters.
pub trait LaunchTuned17<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
    > LaunchTuned17<K, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q))
    }
}

/// `launch` of a kernel of 18 parameters.
pub trait Launch18<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
    ) -> Result<()>;
}
impl<
        L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R)> + ?Sized,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
    > Launch18<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r))
    }
}
/// `launch_tuned` of a kernel of 18 parameters.
pub trait LaunchTuned18<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
    > LaunchTuned18<K, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r))
    }
}

/// `launch` of a kernel of 19 parameters.
pub trait Launch19<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
    ) -> Result<()>;
}
impl<
        L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S)> + ?Sized,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
        S,
    > Launch19<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s))
    }
}
/// `launch_tuned` of a kernel of 19 parameters.
pub trait LaunchTuned19<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
        S,
    > LaunchTuned19<K, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s))
    }
}

/// `launch` of a kernel of 20 parameters.
pub trait Launch20<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
    ) -> Result<()>;
}
impl<
        L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T)> + ?Sized,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
        S,
        T,
    > Launch20<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t))
    }
}
/// `launch_tuned` of a kernel of 20 parameters.
pub trait LaunchTuned20<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
        S,
        T,
    > LaunchTuned20<K, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t))
    }
}

/// `launch` of a kernel of 21 parameters.
pub trait Launch21<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
    ) -> Result<()>;
}
impl<
        L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U)> + ?Sized,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
        S,
        T,
        U,
    > Launch21<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u))
    }
}
/// `launch_tuned` of a kernel of 21 parameters.
pub trait LaunchTuned21<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
        S,
        T,
        U,
    > LaunchTuned21<K, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u))
    }
}

/// `launch` of a kernel of 22 parameters.
pub trait Launch22<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
        v: V,
    ) -> Result<()>;
}
impl<
        L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V)> + ?Sized,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
        S,
        T,
        U,
        V,
    > Launch22<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
        v: V,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v))
    }
}
/// `launch_tuned` of a kernel of 22 parameters.
pub trait LaunchTuned22<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
        v: V,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
        S,
        T,
        U,
        V,
    > LaunchTuned22<K, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
        v: V,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v))
    }
}

/// `launch` of a kernel of 23 parameters.
pub trait Launch23<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V, W> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
        v: V,
        w: W,
    ) -> Result<()>;
}
impl<
        L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V, W)> + ?Sized,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
        S,
        T,
        U,
        V,
        W,
    > Launch23<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V, W> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
        v: V,
        w: W,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w))
    }
}
/// `launch_tuned` of a kernel of 23 parameters.
pub trait LaunchTuned23<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V, W> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
        v: V,
        w: W,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V, W)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
        S,
        T,
        U,
        V,
        W,
    > LaunchTuned23<K, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V, W> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
        v: V,
        w: W,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w))
    }
}

/// `launch` of a kernel of 24 parameters.
pub trait Launch24<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V, W, X> {
    /// Launches the kernel over `grid` with these arguments (see [`Launch`]).
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
        v: V,
        w: W,
        x: X,
    ) -> Result<()>;
}
impl<
        L: Launch<(A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V, W, X)> + ?Sized,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
        S,
        T,
        U,
        V,
        W,
        X,
    > Launch24<A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V, W, X> for L
{
    #[inline]
    fn launch(
        &self,
        grid: Grid<'_>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
        v: V,
        w: W,
        x: X,
    ) -> Result<()> {
        self.launch_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x))
    }
}
/// `launch_tuned` of a kernel of 24 parameters.
pub trait LaunchTuned24<const K: usize, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V, W, X> {
    /// Launches the kernel's fastest candidate (see [`LaunchTuned`]).
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
        v: V,
        w: W,
        x: X,
    ) -> Result<()>;
}
impl<
        L: LaunchTuned<K, (A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V, W, X)> + ?Sized,
        const K: usize,
        A,
        B,
        C,
        D,
        E,
        F,
        G,
        H,
        I,
        J,
        K2,
        L2,
        M,
        N,
        O,
        P,
        Q,
        R,
        S,
        T,
        U,
        V,
        W,
        X,
    > LaunchTuned24<K, A, B, C, D, E, F, G, H, I, J, K2, L2, M, N, O, P, Q, R, S, T, U, V, W, X> for L
{
    #[inline]
    fn launch_tuned(
        &self,
        grid: TunedGrid<'_, K>,
        a: A,
        b: B,
        c: C,
        d: D,
        e: E,
        f: F,
        g: G,
        h: H,
        i: I,
        j: J,
        k: K2,
        l: L2,
        m: M,
        n: N,
        o: O,
        p: P,
        q: Q,
        r: R,
        s: S,
        t: T,
        u: U,
        v: V,
        w: W,
        x: X,
    ) -> Result<()> {
        self.launch_tuned_with(grid, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x))
    }
}
