//! What no input may do: allocate on a successful parse, take more than linear time or bounded stack, panic; the
//! URL-confusion literature's inputs, and the fuzzers' corpus replayed.

mod allocations;
mod fuzz_replay;
mod hostile_inputs;
mod large_inputs;
mod resolve_stress;
#[path = "../support/shapes.rs"]
mod shapes;
