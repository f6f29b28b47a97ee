//! Types written in the source: parameters, annotations, and what kernels cannot take.

use super::*;

impl Lowerer<'_> {
    pub(super) fn param_ty(&mut self, ty: &syn::Type, what: &str) -> Option<Ty> {
        match ty {
            syn::Type::Reference(r) => match &*r.elem {
                syn::Type::Slice(s) => {
                    let fix = match &*s.elem {
                        syn::Type::Array(_) => {
                            ": flatten it (`&[f32]`, element `i * N + j`), pass one slice per column, or make the \
                             array a field of a `#[derive(DeviceCopy)]` struct"
                        }
                        syn::Type::Tuple(_) => {
                            ": pass one slice per field of the tuple, or use a `#[derive(DeviceCopy)]` struct"
                        }
                        _ => "",
                    };
                    let message = format!(
                        "slices in kernel parameters hold scalars (`bool`, integers, `f16`, `bf16`, `f32`, `f64`) \
                         and `#[derive(DeviceCopy)]` structs{fix}"
                    );
                    let elem = match self.struct_of(&s.elem) {
                        Some(st) => st,
                        None => self.scalar_ty(&s.elem, &message)?,
                    };
                    Some(Ty::Slice { elem, mutable: r.mutability.is_some() })
                }
                syn::Type::Array(_) => {
                    self.cx.error_at(ty, format!("{what} take slices, not arrays: write `&[T]` or `&mut [T]`"));
                    None
                }
                inner if nd_rank(inner).is_some() => self.nd_param(inner, r.mutability.is_some()),
                inner if tensor_map_rank(inner).is_some() => self.tensor_map_param(inner, r.mutability.is_some()),
                inner if self.scalar_of(inner).is_some() || self.is_struct_path(inner) => {
                    self.cx.error_at(
                        ty,
                        format!(
                            "pass scalars and structs by value: write `{}` instead of `{}`",
                            type_text(inner),
                            type_text(ty)
                        ),
                    );
                    None
                }
                _ => {
                    self.reject_type(ty, what);
                    None
                }
            },
            _ => self.value_ty(ty),
        }
    }

    /// `Array2<T>` (behind the `&`): a view of `T`s with 2 axes.
    fn nd_param(&mut self, ty: &syn::Type, mutable: bool) -> Option<Ty> {
        let (rank, seg) = nd_rank(ty)?;
        let syn::PathArguments::AngleBracketed(args) = &seg.arguments else {
            self.cx.error_at(ty, format!("name the element type: `&Array{rank}<f32>`"));
            return None;
        };
        let elems: Vec<&syn::Type> = args
            .args
            .iter()
            .filter_map(|a| match a {
                syn::GenericArgument::Type(t) => Some(t),
                _ => None,
            })
            .collect();
        if elems.len() != 1 || args.args.len() != 1 {
            self.cx.error_at(ty, format!("`Array{rank}` takes one element type: `&Array{rank}<f32>`"));
            return None;
        }
        let message =
            "arrays hold scalars (`bool`, integers, `f16`, `bf16`, `f32`, `f64`) and `#[derive(DeviceCopy)]` structs";
        let elem = match self.struct_of(elems[0]) {
            Some(st) => st,
            None => self.scalar_ty(elems[0], message)?,
        };
        Some(Ty::Nd { elem, rank, mutable })
    }

    /// `TensorMap2<T, B0, B1>` (behind the `&` or `&mut`): a tensor map of `T`s with 2 axes
    /// whose box (the tile one `tma::load` or `tma::store` moves) is `B0 × B1` elements.
    fn tensor_map_param(&mut self, ty: &syn::Type, mutable: bool) -> Option<Ty> {
        let (rank, seg) = tensor_map_rank(ty)?;
        let dims: Vec<String> = (0..rank).map(|k| format!("B{k}")).collect();
        let usage = format!("`&TensorMap{rank}<T, {}>`: the element type, then the box's extents", dims.join(", "));
        let args: Vec<&syn::GenericArgument> = match &seg.arguments {
            syn::PathArguments::AngleBracketed(a) => a.args.iter().collect(),
            _ => Vec::new(),
        };
        if args.len() != 1 + rank as usize {
            self.cx.error_at(ty, format!("`TensorMap{rank}` takes {} generic arguments: {usage}", 1 + rank));
            return None;
        }
        let syn::GenericArgument::Type(elem) = args[0] else {
            self.cx.error_at(args[0], format!("name the element type first: {usage}"));
            return None;
        };
        let (swizzle, elem) = match swizzled(elem) {
            Some((Some(sw), inner)) => (Some(sw), inner),
            Some((None, _)) => {
                self.cx
                    .error_at(elem, format!("a swizzled element is written `Swizzled128<f16>` (or 32, 64): {usage}"));
                return None;
            }
            None => (None, elem),
        };
        let message = "tensor maps hold scalars (integers, `f16`, `bf16`, `f32`, `f64`), or `Swizzled128<T>` of them";
        let elem = self.scalar_ty(elem, message)?;
        let mut boxes = Vec::new();
        for g in &args[1..] {
            boxes.push(self.generic_count(g, "a tensor map's box extent", &usage)?);
        }
        for (k, b) in boxes.iter().enumerate() {
            if let Some(n) = b.known().filter(|&n| n == 0 || n > 256) {
                self.cx
                    .error_at(args[1 + k], format!("a tensor map's box extent is 1 to 256 elements, not {n}: {usage}"));
                return None;
            }
        }
        if let (Some(sw), Some(last)) = (swizzle, boxes.last().and_then(|b| b.known())) {
            let row = sw.span() / elem.size().max(1);
            if !elem.is_param() && last != row {
                self.cx.error_at(
                    args[rank as usize],
                    format!(
                        "a `{}<{elem}>` map's rows are {} bytes, {row} elements: make the box's last extent {row}, not {last}",
                        sw.rust(),
                        sw.span()
                    ),
                );
                return None;
            }
        }
        Some(Ty::TensorMap { elem, boxes, mutable, swizzle })
    }

    /// The kernel's type parameter named `name`.
    pub(super) fn type_param(&self, name: &str) -> Option<Scalar> {
        self.type_params.iter().position(|t| t == name).map(|k| Scalar::Param(k as u8))
    }

    /// The number of the kernel's const parameter named `name`.
    pub(super) fn const_param(&self, name: &str) -> Option<u8> {
        self.const_params.iter().position(|t| t == name).map(|k| k as u8)
    }

    /// Types of values: scalars, tuples of them, `()`.
    pub(super) fn value_ty(&mut self, ty: &syn::Type) -> Option<Ty> {
        match ty {
            syn::Type::Paren(p) => self.value_ty(&p.elem),
            syn::Type::Group(g) => self.value_ty(&g.elem),
            syn::Type::Tuple(t) if t.elems.is_empty() => Some(Ty::Unit),
            syn::Type::Tuple(t) => {
                let elems: Option<Vec<Ty>> = t.elems.iter().map(|e| self.value_ty(e)).collect();
                elems.map(Ty::Tuple)
            }
            syn::Type::Array(a) => {
                let elem = self.value_ty(&a.elem)?;
                let len = self.const_len(&a.len, "the length of an array")?;
                Some(Ty::Array(Box::new(elem), len))
            }
            syn::Type::Path(p)
                if p.qself.is_none() && p.path.segments.last().is_some_and(|s| s.ident == "Fragment") =>
            {
                let seg = p.path.segments.last()?;
                self.fragment_type(seg).map(Ty::Fragment)
            }
            syn::Type::Path(p)
                if p.qself.is_none() && p.path.segments.last().is_some_and(|s| s.ident == "Accumulator") =>
            {
                let seg = p.path.segments.last()?;
                self.warpgroup_accumulator_type(seg).map(Ty::Fragment)
            }
            _ => match self.scalar_of(ty).or_else(|| self.struct_of(ty)) {
                Some(s) => Some(Ty::Scalar(s)),
                None => {
                    self.reject_type(ty, "kernels");
                    None
                }
            },
        }
    }

    /// Whether `ty` is a path that names a struct (any type by path that is not a scalar,
    /// a type parameter or a type kernels cannot have): rustc checks that it is a
    /// `DeviceCopy` type.
    pub(super) fn is_struct_path(&self, ty: &syn::Type) -> bool {
        match ty {
            syn::Type::Paren(p) => self.is_struct_path(&p.elem),
            syn::Type::Group(g) => self.is_struct_path(&g.elem),
            syn::Type::Path(p) if p.qself.is_none() && self.scalar_of(ty).is_none() => {
                p.path.segments.last().is_some_and(|s| {
                    let name = s.ident.to_string();
                    !HEAP_TYPES.contains(&name.as_str())
                        && !ND_TYPES.contains(&name.as_str())
                        && !matches!(name.as_str(), "Option" | "Result" | "str")
                })
            }
            _ => false,
        }
    }

    /// The struct type `ty` names, registered among the function's callees (`Self` is the
    /// impl block's type).
    pub(super) fn struct_of(&mut self, ty: &syn::Type) -> Option<Scalar> {
        if !self.is_struct_path(ty) {
            return None;
        }
        let mut ty = ty;
        while let syn::Type::Paren(syn::TypeParen { elem, .. }) | syn::Type::Group(syn::TypeGroup { elem, .. }) = ty {
            ty = elem;
        }
        let syn::Type::Path(p) = ty else { return None };
        let path = match (&self.self_ty, p.path.get_ident()) {
            (Some(own), Some(i)) if i == "Self" => own.clone(),
            (None, Some(i)) if i == "Self" => {
                self.cx.error_at(ty, "`Self` names a type only in `#[device] impl` blocks");
                return None;
            }
            _ => p.path.clone(),
        };
        Some(Scalar::Struct(self.callee(&path, CalleeKind::Type) as u32))
    }

    /// The tuple struct a pattern's path names (`Pair` of `Pair(a, b)`), registered as
    /// [`struct_of`](Self::struct_of) does; `None` for `Option`'s and `Result`'s variants.
    pub(super) fn tuple_struct_of(&mut self, path: &syn::Path) -> Option<Scalar> {
        let variant = path.get_ident().is_some_and(|i| OPTION_RESULT_VARIANTS.contains(&i.to_string().as_str()));
        if variant {
            return None;
        }
        self.struct_of(&syn::Type::Path(syn::TypePath { qself: None, path: path.clone() }))
    }

    pub(super) fn scalar_of(&self, ty: &syn::Type) -> Option<Scalar> {
        match ty {
            syn::Type::Path(p) if p.qself.is_none() => match path_ident(&p.path) {
                Some(i) => self.type_param(&i.to_string()).or_else(|| Scalar::from_name(&i.to_string())),
                // `half::f16`, `ferrocuda::bf16`: the half types by a path.
                None => {
                    let last = p.path.segments.last()?;
                    let s = Scalar::from_name(&last.ident.to_string()).filter(|s| s.is_half())?;
                    p.path.segments.iter().all(|s| s.arguments.is_none()).then_some(s)
                }
            },
            syn::Type::Paren(p) => self.scalar_of(&p.elem),
            syn::Type::Group(g) => self.scalar_of(&g.elem),
            _ => None,
        }
    }

    pub(super) fn scalar_ty(&mut self, ty: &syn::Type, message: &str) -> Option<Scalar> {
        let s = self.scalar_of(ty);
        if s.is_none() {
            self.cx.error_at(ty, format!("`{}` is not supported here: {message}", type_text(ty)));
        }
        s
    }

    pub(super) fn reject_type(&self, ty: &syn::Type, what: &str) {
        let text = type_text(ty);
        let msg = match ty {
            _ if nd_rank(ty).is_some() => format!("pass arrays by reference in {what}: `&{text}` or `&mut {text}`"),
            syn::Type::Ptr(_) => format!("raw pointers are not supported in {what}: take a slice (`&[T]` or `&mut [T]`) and index it"),
            syn::Type::TraitObject(_) => format!("trait objects (`{text}`) are not supported in {what}: the GPU has no dynamic dispatch"),
            syn::Type::ImplTrait(_) => format!("`{text}` is not supported in {what}: use a concrete scalar or slice type"),
            syn::Type::Array(_) => format!("arrays (`{text}`) are not supported in {what} yet: pass a slice, or use separate scalars"),
            syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| HEAP_TYPES.contains(&s.ident.to_string().as_str())) => {
                format!("heap types (`{text}`) are not supported in {what}: the GPU has no allocator; pass a `&[T]` or `&mut [T]` buffer instead")
            }
            syn::Type::Reference(_) => format!("`{text}` is not supported in {what}: only `&[T]` and `&mut [T]` of scalars and structs can be borrowed"),
            _ => format!("the type `{text}` is not supported in {what}: use `bool`, an integer, `f16`, `bf16`, `f32`, `f64`, a tuple of them, or a slice `&[T]` / `&mut [T]`"),
        };
        self.cx.error_at(ty, msg);
    }
}

/// The names of the kernel language's N-dimensional array types, by rank.
pub(crate) const ND_TYPES: [&str; 4] = ["Array1", "Array2", "Array3", "Array4"];

/// The names of tensor map types, by rank.
/// `Swizzled128<T>` (and 32, 64): `Some((Some(swizzle), T))`; `Some((None, _))` for a
/// `Swizzled…` of another width or without its one type; `None` for any other type.
pub(super) fn swizzled(ty: &syn::Type) -> Option<(Option<Swizzle>, &syn::Type)> {
    let syn::Type::Path(p) = ty else { return None };
    let seg = p.path.segments.last()?;
    let name = seg.ident.to_string();
    if p.qself.is_some() || !name.starts_with("Swizzled") {
        return None;
    }
    let inner = match &seg.arguments {
        syn::PathArguments::AngleBracketed(a) if a.args.len() == 1 => match &a.args[0] {
            syn::GenericArgument::Type(t) => Some(t),
            _ => None,
        },
        _ => None,
    };
    match (Swizzle::from_name(&name), inner) {
        (Some(s), Some(t)) => Some((Some(s), t)),
        _ => Some((None, ty)),
    }
}

pub(crate) const TENSOR_MAP_TYPES: [&str; 4] = ["TensorMap1", "TensorMap2", "TensorMap3", "TensorMap4"];

/// The rank of `TensorMap1`…`TensorMap4<T, …>` (by any path ending in one), and its last segment.
pub(crate) fn tensor_map_rank(ty: &syn::Type) -> Option<(u8, &syn::PathSegment)> {
    let syn::Type::Path(p) = ty else { return None };
    if p.qself.is_some() {
        return None;
    }
    let last = p.path.segments.last()?;
    let rank = TENSOR_MAP_TYPES.iter().position(|n| last.ident == n)?;
    Some((rank as u8 + 1, last))
}

/// The rank of `Array1`…`Array4<T>` (by any path ending in one), and its last segment.
pub(crate) fn nd_rank(ty: &syn::Type) -> Option<(u8, &syn::PathSegment)> {
    let syn::Type::Path(p) = ty else { return None };
    if p.qself.is_some() {
        return None;
    }
    let last = p.path.segments.last()?;
    let rank = ND_TYPES.iter().position(|n| last.ident == n)?;
    Some((rank as u8 + 1, last))
}
