// Rust names that C++ reserves, and shadowing, become distinct legal C++ names.

#[kernel]
pub fn float(int: &[i32], double: &mut [f32]) {
    let threadIdx = grid(1);
    if threadIdx < double.len() {
        let new = int[threadIdx];
        let new = new * 2;
        let class = new as f32 * 0.5;
        let fc_tmp = class + 1.0;
        let (a, b) = (fc_tmp, class);
        let (b, a) = (a, b);
        double[threadIdx] = a - b;
    }
}
