//! The back ends: typed IR to CUDA C++ ([`cuda`]) and to the simulator's Rust body ([`sim`]).

pub mod cuda;
pub mod sim;
