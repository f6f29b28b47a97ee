fn main() {
    let path = std::env::args().nth(1).expect("file");
    let src = std::fs::read_to_string(path).unwrap();
    match ferrocuda_codegen::translate_source(&src) {
        Ok(s) => print!("{s}"),
        Err(e) => {
            for m in e {
                eprintln!("error: {m}");
            }
            std::process::exit(1)
        }
    }
}
