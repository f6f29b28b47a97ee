// `match` on integers and booleans: literals, negative literals, ranges, `|`, bindings,
// guards, constants; as a statement and as a value.

#[kernel]
pub fn classify(x: &[i32], b: &[bool], out: &mut [i32]) {
    const LIMIT: i32 = 99;
    let i = grid(1);
    if i < x.len() {
        let v = match x[i] {
            -20..=-11 => 1,
            -10 | -9 | -8 => 2,
            -7..0 => 3,
            0 => 100,
            LIMIT => 99,
            n if n % 2 == 0 => n * 10,
            m @ 7..=13 => m + 1000,
            i32::MAX => 5,
            _ => -1,
        };
        let w = match b[i] {
            true => 1,
            false => 0,
        };
        match v {
            1 => out[i] = w,
            _ => out[i] = v + w,
        }
    }
}

// `matches!`: a `match` giving `true` for its pattern (and guard), `false` otherwise.
#[kernel]
pub fn matches_macro(x: &[i32], y: &mut [u32]) {
    let i = grid(1);
    if i < y.len() && i < x.len() {
        let v = x[i];
        y[i] = matches!(v, 0..=9 | 100) as u32 + 2 * matches!(v % 3, n if n != 0) as u32;
    }
}

// Tuples: each element matched by its own pattern (nested tuples, bindings, `|` inside), the
// bindings aliases of the saved scrutinee's elements.
#[kernel]
pub fn tuples(x: &[i32], b: &[bool], y: &mut [i32]) {
    let i = grid(1);
    if i < y.len() && i < x.len() && i < b.len() {
        y[i] = match (x[i] % 3, (b[i], i % 2 == 0)) {
            (0, (true, _)) => 10,
            (1 | 2, (false, true)) => 20,
            (v @ -2..=-1, _) if v != x[i] => v * 100,
            (v, _) => v,
        };
    }
}
