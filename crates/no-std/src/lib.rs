//! Nothing but its tests (`tests/no_std.rs`): the library as a `no_std` user builds it, without the `std` feature,
//! which the library's own tests cannot do (its development dependencies depend on it with `std`, and cargo
//! builds one library for a package's tests and their dependencies).
#![no_std]
