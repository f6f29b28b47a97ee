use ferrocuda::prelude::*;

const FMT: &str = "x = {}";

#[kernel]
fn prints(x: &mut [f32], n: u32) {
    println!(FMT, x[0]);
    println!("whole slice: {:?}", x);
    println!("a tuple: {:?}", (n, n));
    println!("{} {}", n);
    println!("{}", n, x[1]);
    eprintln!("to stderr {}", n);
    dbg!(n);
    panic!("bad value {}", x[0]);
}

fn main() {}
