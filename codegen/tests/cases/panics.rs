// Kernel panics: each records the Rust location and ends the thread.

#[kernel]
pub fn panics(x: &[i64], y: &mut [i64]) {
    let i = grid(1);
    if i < x.len() {
        assert!(x[i] < 100);
        assert!(x[i] != 3, "three is out");
        assert_eq!(x[i] % 2, 0, "x must be even");
        assert_ne!(x[i], -4);
        debug_assert!(x[i] != 42, "no answers");
        if x[i] == 7 {
            panic!("seven is not allowed: \"7\" \\ @@");
        }
        y[i] = match x[i] {
            0..=9 => x[i] / 2,
            _ => unreachable!(),
        };
    }
}
