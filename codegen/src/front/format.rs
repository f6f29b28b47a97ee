//! The argument references of a format string (`{}`, `{0}`, `{x}`, `{:w$}`, `{:.*}`), which
//! is all a kernel's `println!` needs to know of it: the values to record and which of them are
//! widths or precisions. Everything else about the literal (the specs, their types) rustc
//! checks, because the simulator and the host formatter pass the literal to `format_args!`.

/// An argument a placeholder names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArgRef {
    /// `{}`, `{:.*}`: the next positional argument.
    Next,
    /// `{1}`, `{:1$}`.
    Index(usize),
    /// `{x}`, `{:w$}`: an explicit named argument, or else a local the literal captures.
    Name(String),
}

/// One reference, and whether it is a count (width or precision) rather than a value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reference {
    pub arg: ArgRef,
    pub count: bool,
}

/// The references of `format`, in the order `format_args!` takes them. A malformed literal
/// yields what could be read: rustc reports the mistake itself.
pub fn references(format: &str) -> Vec<Reference> {
    let mut out = Vec::new();
    let chars: Vec<char> = format.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '{' if chars.get(i + 1) == Some(&'{') => i += 2,
            '}' if chars.get(i + 1) == Some(&'}') => i += 2,
            '{' => {
                let end = chars[i..].iter().position(|&c| c == '}').map_or(chars.len(), |p| i + p);
                placeholder(&chars[i + 1..end], &mut out);
                i = end + 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// `arg[:spec]` between the braces.
fn placeholder(inner: &[char], out: &mut Vec<Reference>) {
    let colon = inner.iter().position(|&c| c == ':').unwrap_or(inner.len());
    let value = argument(inner[..colon].iter().collect::<String>().trim()).unwrap_or(ArgRef::Next);
    let spec = if colon < inner.len() { &inner[colon + 1..] } else { &[][..] };
    // `.*` takes its precision before the value (std::fmt: "the first input holds the usize
    // precision, and the second holds the value to print").
    let (width, precision) = counts(spec);
    out.extend(width.map(|arg| Reference { arg, count: true }));
    out.extend(precision.map(|arg| Reference { arg, count: true }));
    out.push(Reference { arg: value, count: false });
}

fn argument(text: &str) -> Option<ArgRef> {
    if text.is_empty() {
        return None;
    }
    if let Ok(n) = text.parse::<usize>() {
        return Some(ArgRef::Index(n));
    }
    let ident = text.strip_prefix("r#").unwrap_or(text);
    Some(ArgRef::Name(ident.to_string()))
}

/// The width and precision of a spec that are arguments.
fn counts(spec: &[char]) -> (Option<ArgRef>, Option<ArgRef>) {
    let mut i = 0;
    let align = |c: Option<&char>| matches!(c, Some('<' | '^' | '>'));
    if align(spec.get(1)) {
        i = 2;
    } else if align(spec.first()) {
        i = 1;
    }
    if matches!(spec.get(i), Some('+' | '-')) {
        i += 1;
    }
    if spec.get(i) == Some(&'#') {
        i += 1;
    }
    if spec.get(i) == Some(&'0') && spec.get(i + 1) != Some(&'$') {
        i += 1;
    }
    let (width, next) = count(spec, i);
    i = next;
    let mut precision = None;
    if spec.get(i) == Some(&'.') {
        if spec.get(i + 1) == Some(&'*') {
            precision = Some(ArgRef::Next);
        } else {
            precision = count(spec, i + 1).0;
        }
    }
    (width, precision)
}

/// A count at `spec[i..]` that names an argument (`N$`, `name$`), and where it ends.
fn count(spec: &[char], i: usize) -> (Option<ArgRef>, usize) {
    let word_end = (i..spec.len()).find(|&k| !(spec[k].is_alphanumeric() || spec[k] == '_')).unwrap_or(spec.len());
    if word_end > i && spec.get(word_end) == Some(&'$') {
        let word: String = spec[i..word_end].iter().collect();
        return (argument(&word), word_end + 1);
    }
    // A literal width (digits) is no argument; a word without `$` is the type.
    let digits_end = (i..spec.len()).find(|&k| !spec[k].is_ascii_digit()).unwrap_or(spec.len());
    (None, digits_end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refs(s: &str) -> Vec<(ArgRef, bool)> {
        references(s).into_iter().map(|r| (r.arg, r.count)).collect()
    }

    #[test]
    fn reads_every_kind_of_reference() {
        use ArgRef::*;
        assert_eq!(refs("a {} b {:?} {{}} {:.3}"), [(Next, false), (Next, false), (Next, false)]);
        assert_eq!(refs("{1} {x:>8.2} {0:#x}"), [(Index(1), false), (Name("x".into()), false), (Index(0), false)]);
        assert_eq!(refs("{:w$.p$}"), [(Name("w".into()), true), (Name("p".into()), true), (Next, false)]);
        assert_eq!(
            refs("{:.*} {:1$} {:0$}"),
            [(Next, true), (Next, false), (Index(1), true), (Next, false), (Index(0), true), (Next, false)]
        );
        assert_eq!(refs("{:08.3e} {:x?} {:+}"), [(Next, false), (Next, false), (Next, false)]);
        assert_eq!(refs("{:_^9}"), [(Next, false)]);
    }
}
