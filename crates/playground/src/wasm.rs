//! The functions the page calls, exported from the `.wasm` with the C calling convention: buffers cross the
//! boundary as a pointer and a length into the module's memory, the answer is UTF-8 JSON.

use std::cell::RefCell;

thread_local! {
    /// The last answer, kept alive until the next call so that the page can read it.
    static OUTPUT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// A buffer of `len` bytes for the page to write the query into.
#[unsafe(no_mangle)]
pub extern "C" fn playground_alloc(len: usize) -> *mut u8 {
    let mut buffer = Vec::<u8>::with_capacity(len.max(1));
    let pointer = buffer.as_mut_ptr();
    std::mem::forget(buffer);
    pointer
}

/// Frees a buffer from [`playground_alloc`] that was not passed to [`playground_answer`].
///
/// # Safety
/// `pointer` and `len` are those of one [`playground_alloc`] call, freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn playground_free(pointer: *mut u8, len: usize) {
    // SAFETY: the caller passes back a buffer of capacity `len.max(1)` that `playground_alloc` made.
    drop(unsafe { Vec::from_raw_parts(pointer, 0, len.max(1)) });
}

/// Answers the query in the buffer (which it frees) and returns the answer's length in bytes.
///
/// # Safety
/// `pointer` is a buffer from [`playground_alloc`] of `len` bytes, all written, not used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn playground_answer(pointer: *mut u8, len: usize) -> usize {
    // SAFETY: the caller wrote `len` bytes into a buffer of capacity `len.max(1)` from `playground_alloc`.
    let bytes = unsafe { Vec::from_raw_parts(pointer, len, len.max(1)) };
    let answer = match String::from_utf8(bytes) {
        Ok(query) => crate::answer(&query),
        Err(_) => crate::answer("uri=%FF"),
    };
    OUTPUT.with(|output| {
        let mut output = output.borrow_mut();
        *output = answer;
        output.len()
    })
}

/// The last answer's bytes (valid until the next [`playground_answer`]).
#[unsafe(no_mangle)]
pub extern "C" fn playground_output() -> *const u8 {
    OUTPUT.with(|output| output.borrow().as_ptr())
}
