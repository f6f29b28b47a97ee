fn main() {
    let path = std::env::args().nth(1).expect("file");
    let src = std::fs::read_to_string(path).unwrap();
    let file: syn::File = syn::parse_str(&src).unwrap();
    for item in file.items {
        if let syn::Item::Fn(mut f) = item {
            let attr = f.attrs.remove(0);
            let is_kernel = attr.path().is_ident("kernel");
            let tokens = quote::quote!(#f);
            let out = if is_kernel {
                ferrocuda_codegen::kernel(Default::default(), tokens)
            } else {
                ferrocuda_codegen::device(Default::default(), tokens)
            };
            println!("{out}\n");
        }
    }
}
