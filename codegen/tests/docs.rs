//! docs/kernel-language.md lists the builtins from the tables themselves: this test keeps
//! the two equal (`UPDATE_DOCS=1 cargo test -p ferrocuda-codegen --test docs` rewrites the
//! docs after a change to a table).

use ferrocuda_codegen::library::{intrinsics, methods};

#[test]
fn the_docs_list_every_builtin() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/kernel-language.md");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut updated = text.clone();
    for (marker, table) in [("methods", methods::markdown()), ("intrinsics", intrinsics::markdown())] {
        let (open, close) = (format!("<!-- {marker} -->\n"), format!("<!-- /{marker} -->"));
        let start =
            updated.find(&open).unwrap_or_else(|| panic!("docs/kernel-language.md lacks `{open}`")) + open.len();
        let end = updated[start..].find(&close).unwrap_or_else(|| panic!("docs/kernel-language.md lacks `{close}`"));
        updated.replace_range(start..start + end, &table);
    }
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::write(&path, &updated).unwrap();
    } else {
        assert!(
            text == updated,
            "docs/kernel-language.md is out of date: run UPDATE_DOCS=1 cargo test -p ferrocuda-codegen --test docs"
        );
    }
}
