// `if` and blocks as values, `while`, `loop` with a value, labels, early `return`, and
// short-circuit operators whose right side needs statements.

#[kernel]
pub fn control(x: &[i32], out: &mut [i32]) {
    let i = grid(1);
    if i >= x.len() {
        return;
    }
    let v = x[i];
    let sign = if v > 0 { 1 } else if v < 0 { -1 } else { 0 };
    let big = if v > 100 {
        let h = v / 2;
        h + 1
    } else {
        v * 2
    };
    let mut n = v;
    let steps = loop {
        if n <= 1 {
            break 0;
        }
        n /= 2;
        if n == 7 {
            break 7;
        }
    };
    let mut k = 0;
    while k < 10 && v > k {
        k += 1;
    }
    let ok = v > 0 && {
        let t = v % 3;
        t == 1
    };
    let either = v < 0 || if v > 50 { v % 2 == 0 } else { false };
    'outer: loop {
        let mut j = 0;
        loop {
            j += 1;
            if j == 3 {
                continue 'outer;
            }
            if j > 2 {
                break 'outer;
            }
            break;
        }
        break;
    }
    out[i] = sign + big + steps + k + ok as i32 + either as i32;
}
