// Local arrays: repeat and list literals, 2-D, constant and run-time indices, copies.

#[kernel]
pub fn arrays(x: &[f32], k: &[u32], out: &mut [f32]) {
    const N: usize = 4;
    let i = grid(1);
    if i < x.len() {
        let mut acc = [0.0f32; N * 2];
        for j in 0..acc.len() {
            acc[j] = x[i] * j as f32;
        }
        let mut m = [[0i32; 3]; N];
        m[1][2] = 5;
        m[3][0] += 7;
        let w: [f32; 3] = [0.5, 0.25, 0.125];
        let copy = acc;
        acc[0] = 1.0;
        out[i] = copy[(k[i] % 8) as usize] + acc[0] + m[1][2] as f32 + m[3][0] as f32 + w[2];
    }
}
