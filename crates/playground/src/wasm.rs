//! The functions the page calls, exported from the `.wasm` with the C calling convention: buffers cross the
//! boundary as a pointer and a length into the module's memory, the answer is UTF-8 JSON.
//!
//! [`wasm_exports!`](crate::wasm_exports) writes them for an answering function: this module's for
//! [`answer`](crate::answer), and the WHATWG module's (`crates/playground-whatwg`) for
//! `whatwg_answer`, so that each `.wasm` carries only what its answer reaches.

/// Exports `playground_alloc`, `playground_free`, `playground_answer` and `playground_output` (see the
/// [crate] docs), `playground_answer` answering with `$answer: fn(&str) -> String`.
#[macro_export]
macro_rules! wasm_exports {
    ($answer:path) => {
        thread_local! {
            /// The last answer, kept alive until the next call so that the page can read it.
            static OUTPUT: ::std::cell::RefCell<String> = const { ::std::cell::RefCell::new(String::new()) };
        }

        /// A buffer of `len` bytes for the page to write the query into.
        #[unsafe(no_mangle)]
        pub extern "C" fn playground_alloc(len: usize) -> *mut u8 {
            let mut buffer = Vec::<u8>::with_capacity(len.max(1));
            let pointer = buffer.as_mut_ptr();
            ::std::mem::forget(buffer);
            pointer
        }

        /// Frees a buffer from `playground_alloc` that was not passed to `playground_answer`.
        ///
        /// # Safety
        /// `pointer` and `len` are those of one `playground_alloc` call, freed once.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn playground_free(pointer: *mut u8, len: usize) {
            // SAFETY: the caller passes back a buffer of capacity `len.max(1)` that `playground_alloc` made.
            drop(unsafe { Vec::from_raw_parts(pointer, 0, len.max(1)) });
        }

        /// Answers the query in the buffer (which it frees) and returns the answer's length in bytes.
        ///
        /// # Safety
        /// `pointer` is a buffer from `playground_alloc` of `len` bytes, all written, not used afterwards.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn playground_answer(pointer: *mut u8, len: usize) -> usize {
            // SAFETY: the caller wrote `len` bytes into a buffer of capacity `len.max(1)` from `playground_alloc`.
            let bytes = unsafe { Vec::from_raw_parts(pointer, len, len.max(1)) };
            let answer = match String::from_utf8(bytes) {
                Ok(query) => $answer(&query),
                Err(_) => $answer("uri=%FF"),
            };
            OUTPUT.with(|output| {
                let mut output = output.borrow_mut();
                *output = answer;
                output.len()
            })
        }

        /// The last answer's bytes (valid until the next `playground_answer`).
        #[unsafe(no_mangle)]
        pub extern "C" fn playground_output() -> *const u8 {
            OUTPUT.with(|output| output.borrow().as_ptr())
        }
    };
}

#[cfg(all(target_arch = "wasm32", feature = "exports"))]
wasm_exports!(crate::answer);
