//! Settings that are on unless the environment turns them off, read once per process
//! (`FERROCUDA_VECTOR_LANES`, `FERROCUDA_PDL`), which the benchmark may also set to compare
//! in one process.

use std::sync::atomic::{AtomicU8, Ordering::Relaxed};

/// Values of an on/off setting that turn it on (compared without case; empty too).
pub const ON_VALUES: &[&str] = &["1", "on", "true", "yes", "enable", "enabled"];
/// Values of an on/off setting that turn it off (compared without case).
pub const OFF_VALUES: &[&str] = &["0", "off", "false", "no", "disable", "disabled"];

/// An on/off setting's value: `Some(true)` for empty or one of [`ON_VALUES`], `Some(false)`
/// for one of [`OFF_VALUES`] (case and surrounding blanks do not matter), `None` for anything
/// else. `FERROCUDA_CACHE`, `FERROCUDA_RACECHECK`, `FERROCUDA_LANES` and the [`Switch`]es read
/// so.
pub(crate) fn parse(text: &str) -> Option<bool> {
    let value = text.trim().to_ascii_lowercase();
    if OFF_VALUES.contains(&value.as_str()) {
        Some(false)
    } else if value.is_empty() || ON_VALUES.contains(&value.as_str()) {
        Some(true)
    } else {
        None
    }
}

/// One setting: its variable, and what on and off do, in words for the warning a value not
/// understood gets.
pub(crate) struct Switch {
    var: &'static str,
    /// What the default (on) does, as the warning says it: "launches run … (the default)".
    default: &'static str,
    /// What each value does, after the accepted values: "1, on, … (run them)".
    on: &'static str,
    off: &'static str,
    state: AtomicU8,
}

const UNREAD: u8 = 0;
const ON: u8 = 1;
const OFF: u8 = 2;

impl Switch {
    pub(crate) const fn new(var: &'static str, default: &'static str, on: &'static str, off: &'static str) -> Self {
        Switch { var, default, on, off, state: AtomicU8::new(UNREAD) }
    }

    /// Whether it is on: set, or read from the environment the first time (a value not
    /// understood is warned of on stderr, once, and taken as the default).
    pub(crate) fn get(&self) -> bool {
        match self.state.load(Relaxed) {
            UNREAD => {
                let value = std::env::var_os(self.var).map(|v| v.to_string_lossy().into_owned());
                let (on, warning) = self.read_value(value.as_deref());
                if let Some(w) = warning {
                    eprintln!("ferrocuda: {w}");
                }
                self.set(on);
                on
            }
            v => v == ON,
        }
    }

    /// Turns it on or off from now on.
    pub(crate) fn set(&self, on: bool) {
        self.state.store(if on { ON } else { OFF }, Relaxed);
    }

    /// What the variable's value (unset: `None`) asks for, and what to warn of when it is
    /// not understood.
    pub(crate) fn read_value(&self, value: Option<&str>) -> (bool, Option<String>) {
        let Some(v) = value else { return (true, None) };
        match parse(v.trim()) {
            Some(on) => (on, None),
            None => (
                true,
                Some(format!(
                    "{}=`{}` is not understood, so {} (the default); accepted values: {} ({}), {} ({})",
                    self.var,
                    v.trim(),
                    self.default,
                    ON_VALUES.join(", "),
                    self.on,
                    OFF_VALUES.join(", "),
                    self.off
                )),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_switch_reads_its_variable_and_warns_of_what_it_does_not_understand() {
        let s = Switch::new("FERROCUDA_TEST_SWITCH", "it happens", "let it", "stop it");
        assert_eq!(s.read_value(None), (true, None));
        assert_eq!(s.read_value(Some(" 0 ")), (false, None));
        assert_eq!(s.read_value(Some("OFF")), (false, None));
        assert_eq!(s.read_value(Some("yes")), (true, None));
        let (on, warning) = s.read_value(Some("later"));
        assert!(on);
        assert_eq!(
            warning.unwrap_or_default(),
            format!(
                "FERROCUDA_TEST_SWITCH=`later` is not understood, so it happens (the default); accepted values: {} \
                 (let it), {} (stop it)",
                ON_VALUES.join(", "),
                OFF_VALUES.join(", ")
            )
        );
        s.set(false);
        assert!(!s.get());
        s.set(true);
        assert!(s.get());
    }
}
