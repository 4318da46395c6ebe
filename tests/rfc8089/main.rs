//! RFC 8089 `file:` URIs: file paths to URIs and back, POSIX and Windows, on any operating system.

mod file_paths;
