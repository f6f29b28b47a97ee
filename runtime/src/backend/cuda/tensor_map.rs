//! `cuTensorMapEncodeTiled`: the 128 bytes a kernel's tensor copies read a tensor through.
//! The caller (`api/tensor_map.rs`) has checked what the driver requires, so that a mistake is
//! reported in its words; a refusal here is still an `Err`, never a panic.

use super::driver::{self, sys};
use crate::base::error::Result;

/// The encoded map: what a kernel's `const __grid_constant__ fc::tensor_map` parameter holds
/// (CUDA's `CUtensorMap`, 64-byte aligned).
pub(crate) type Encoded = sys::CUtensorMap;

/// The driver's element type for elements of `size` bytes: only the size matters for tiles
/// filled with zeros (no NaN fill, no interleaving), so every type of one size shares one.
fn data_type(size: usize) -> Option<sys::CUtensorMapDataType> {
    use sys::CUtensorMapDataType::*;
    Some(match size {
        1 => CU_TENSOR_MAP_DATA_TYPE_UINT8,
        2 => CU_TENSOR_MAP_DATA_TYPE_UINT16,
        4 => CU_TENSOR_MAP_DATA_TYPE_UINT32,
        8 => CU_TENSOR_MAP_DATA_TYPE_UINT64,
        _ => return None,
    })
}

/// Whether elements of `size` bytes can be copied through a tensor map.
pub(crate) fn element_size_supported(size: usize) -> bool {
    data_type(size).is_some()
}

/// Encodes a tiled map of `rank` axes, innermost first as the driver takes them: `dims` the
/// extents, `strides` the byte strides of axes 1.. (axis 0 is contiguous), `boxes` the box,
/// `swizzle` the bytes of a swizzled row (32, 64, 128; 0: none).
pub(crate) fn encode_tiled(
    elem_size: usize,
    address: u64,
    dims: &[u64],
    strides: &[u64],
    boxes: &[u32],
    swizzle: usize,
) -> Result<Box<Encoded>> {
    driver::init()?;
    let rank = dims.len();
    let ones = [1u32; 5];
    let data = data_type(elem_size).unwrap_or(sys::CUtensorMapDataType::CU_TENSOR_MAP_DATA_TYPE_UINT8);
    // Safety: an all-zero `CUtensorMap` is a valid value of the plain struct, which the call
    // overwrites.
    let mut map: Box<Encoded> = Box::new(unsafe { std::mem::zeroed() });
    // Safety: the out-pointer is a live `CUtensorMap`; the arrays hold `rank` (strides:
    // `rank - 1`) elements, as the call reads them; the address is device memory the caller
    // borrows.
    let r = unsafe {
        sys::cuTensorMapEncodeTiled(
            &mut *map,
            data,
            rank as u32,
            address as *mut std::ffi::c_void,
            dims.as_ptr(),
            strides.as_ptr(),
            boxes.as_ptr(),
            ones.as_ptr(),
            sys::CUtensorMapInterleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
            match swizzle {
                128 => sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_128B,
                64 => sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_64B,
                32 => sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_32B,
                _ => sys::CUtensorMapSwizzle::CU_TENSOR_MAP_SWIZZLE_NONE,
            },
            sys::CUtensorMapL2promotion::CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
            sys::CUtensorMapFloatOOBfill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
        )
    };
    driver::check("cuTensorMapEncodeTiled", r)?;
    Ok(map)
}
