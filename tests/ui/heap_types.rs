use ferrocuda::prelude::*;

#[kernel]
fn heap(x: &mut [f32]) {
    let v = vec![1.0f32; 4];
    let w: Vec<f32> = Vec::new();
    let s = String::from("text");
    let b = Box::new(1.0f32);
    let f = format!("{}", 1);
}

fn main() {}
