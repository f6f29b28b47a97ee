//! Collects every error of one item, so that all of them are reported at once (as
//! serde_derive's `Ctxt` does), each at the span of the construct it is about.

use std::cell::RefCell;
use std::fmt::Display;

use proc_macro2::{Span, TokenStream};
use quote::ToTokens;

#[derive(Default)]
pub struct Ctxt {
    errors: RefCell<Vec<syn::Error>>,
}

impl Ctxt {
    pub fn new() -> Self {
        Ctxt::default()
    }

    /// An error at `span`.
    pub fn error(&self, span: Span, message: impl Display) {
        self.errors.borrow_mut().push(syn::Error::new(span, message));
    }

    /// An error covering the tokens of `tokens`.
    pub fn error_at(&self, tokens: impl ToTokens, message: impl Display) {
        self.errors.borrow_mut().push(syn::Error::new_spanned(tokens, message));
    }

    pub fn syn_error(&self, e: syn::Error) {
        self.errors.borrow_mut().push(e);
    }

    pub fn error_count(&self) -> usize {
        self.errors.borrow().len()
    }

    pub fn has_errors(&self) -> bool {
        !self.errors.borrow().is_empty()
    }

    /// The messages, for tests.
    pub fn messages(&self) -> Vec<String> {
        self.errors.borrow().iter().map(|e| e.to_string()).collect()
    }

    /// `compile_error!`s for every error, in order.
    pub fn to_compile_errors(&self) -> TokenStream {
        self.errors.borrow().iter().map(syn::Error::to_compile_error).collect()
    }
}
