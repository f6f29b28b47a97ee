fn main() {
    let path = std::env::args().nth(1).unwrap();
    let src = std::fs::read_to_string(&path).unwrap();
    let n = ferrocuda::nvrtc::nvrtc().unwrap();
    let mut o = n.options_for_device(90);
    o.extra.push("--ptxas-options=-v".into());
    let c = n.compile("x.cu", &src, &o).unwrap();
    println!("{}", c.log);
}
