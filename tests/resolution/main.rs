//! Resolution by each RFC's algorithm and relativization: the RFCs' examples and properties.

mod examples;
mod properties;
mod relativize;
