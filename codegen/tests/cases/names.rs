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

// Names CUDA declares, and names no C++ identifier can take, become `u_` names.
#[kernel]
pub fn printf(min: &[f32], max: &mut [f32]) {
    let size_t = grid(1);
    if size_t < max.len() {
        let entrée = min[size_t];
        let π = 3.5f32;
        let rsqrtf = entrée * π;
        max[size_t] = rsqrtf;
    }
}

#[device]
fn naïve(malloc: f32) -> f32 {
    malloc + 1.0
}

#[kernel]
pub fn std(free: &mut [f32]) {
    let i = grid(1);
    if i < free.len() {
        free[i] = naïve(free[i]);
    }
}
