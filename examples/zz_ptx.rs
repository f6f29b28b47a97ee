fn main() {
    let path = std::env::args().nth(1).unwrap();
    let src = std::fs::read_to_string(&path).unwrap();
    let n = ferrocuda::nvrtc::nvrtc().unwrap();
    let o = ferrocuda::nvrtc::CompileOptions { output: ferrocuda::nvrtc::Output::Ptx, ..n.options_for_device(90) };
    let c = n.compile("x.cu", &src, &o).unwrap();
    println!("{}", String::from_utf8_lossy(&c.image));
}
