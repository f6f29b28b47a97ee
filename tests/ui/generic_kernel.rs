// Generics: ferrocuda's bounds, `usize` const parameters; a device fn's type parameters come
// from its arguments, and its const parameters from its array parameters' lengths.
use ferrocuda::prelude::*;

#[kernel]
fn unbounded<T>(x: &mut [T]) {}

#[kernel]
fn foreign_bound<T: Copy + std::fmt::Debug>(x: &mut [T]) {}

#[kernel]
fn const_of_u32<const N: u32>(x: &mut [f32]) {}

// A `where` clause bounds type parameters as the list does (`with_where` is accepted).
#[kernel]
fn with_where<T>(x: &mut [T])
where
    T: Float,
{
}

#[kernel]
fn where_foreign<T>(x: &mut [T])
where
    T: Float + Copy,
{
}

#[kernel]
fn where_not_a_parameter<T: Float>(x: &mut [T])
where
    [T; 2]: Copy,
{
}

#[device]
fn from_nowhere<T: Float>(a: f32) -> T {
    T::from_f32(a)
}

#[device]
fn const_helper<const N: usize>(a: f32) -> f32 {
    a
}

#[kernel]
fn misuse<T: Float>(x: &mut [T], n: &[u32]) {
    let i = grid(1);
    x[i] = x[i] * 2.0;
    x[i] = n[i] as T;
}

#[kernel]
fn outside_the_bound<T: Num>(x: &mut [T]) {
    let i = grid(1);
    x[i] = x[i].sqrt();
}

fn main() {}
