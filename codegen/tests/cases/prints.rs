// `println!`/`print!`: the values saved in Rust's order, then one `fc::print` call that records
// them for the host under the site's id; deferred reads are raised before it.

#[device]
pub fn show(k: usize, v: f32) {
    println!("{k}: {v:?}");
}

#[kernel]
pub fn prints(xs: &[f32], is: &[i32]) {
    let i = grid(1);
    if i < xs.len() {
        println!("x[{}] = {:.3} {:#x}", i, xs[i] * 2.0, is[i]);
        let w = 8usize;
        print!("[{:>w$}]", xs[i]);
        println!();
        show(i, xs[i]);
    }
}
