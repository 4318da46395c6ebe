//! The string arguments of the functions, whatever their Arrow type, and the string views their results are made
//! of: slices of the input's own buffers, without a copy.

use std::sync::Arc;

use arrow::array::builder::NullBufferBuilder;
use arrow::array::{
    Array, ArrayRef, AsArray, ByteView, LargeStringArray, StringArray, StringViewArray, StringViewBuilder, make_view,
};
use arrow::buffer::{Buffer, ScalarBuffer};
use arrow::datatypes::DataType;
use datafusion_common::{Result, ScalarValue, exec_err};
use datafusion_expr::ColumnarValue;

/// One string argument, evaluated: a constant or a column (an array cast to one of the three string types when it
/// was of another type DataFusion coerced to a string, a dictionary of strings).
pub(crate) enum Argument {
    /// A constant, `None` for NULL.
    Scalar(Option<String>),
    /// A column of `Utf8`, `LargeUtf8` or `Utf8View`.
    Array(ArrayRef),
}

impl Argument {
    /// The argument `value`, checked to be a string.
    pub(crate) fn of(value: &ColumnarValue, function: &str) -> Result<Argument> {
        match value {
            ColumnarValue::Scalar(scalar) => match scalar {
                ScalarValue::Utf8(text) | ScalarValue::LargeUtf8(text) | ScalarValue::Utf8View(text) => {
                    Ok(Argument::Scalar(text.clone()))
                }
                ScalarValue::Null => Ok(Argument::Scalar(None)),
                ScalarValue::Dictionary(_, inner) => Argument::of(&ColumnarValue::Scalar((**inner).clone()), function),
                other => exec_err!("{function} takes strings, not {}", other.data_type()),
            },
            ColumnarValue::Array(array) => match array.data_type() {
                DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View => Ok(Argument::Array(Arc::clone(array))),
                DataType::Null | DataType::Dictionary(..) => {
                    Ok(Argument::Array(arrow::compute::cast(array, &DataType::Utf8View)?))
                }
                other => exec_err!("{function} takes strings, not {other}"),
            },
        }
    }

    /// Whether it is a constant.
    pub(crate) fn is_scalar(&self) -> bool {
        matches!(self, Argument::Scalar(_))
    }

    /// A reader of its rows.
    pub(crate) fn strings(&self) -> Strings<'_> {
        match self {
            Argument::Scalar(text) => Strings::Scalar(text.as_deref()),
            Argument::Array(array) => match array.data_type() {
                DataType::Utf8 => Strings::Utf8(array.as_string::<i32>()),
                DataType::LargeUtf8 => Strings::LargeUtf8(array.as_string::<i64>()),
                // `of` admits no other type.
                _ => Strings::Utf8View(array.as_string_view()),
            },
        }
    }
}

/// The rows of a string argument.
#[derive(Clone, Copy)]
pub(crate) enum Strings<'a> {
    /// The same value on every row.
    Scalar(Option<&'a str>),
    Utf8(&'a StringArray),
    LargeUtf8(&'a LargeStringArray),
    Utf8View(&'a StringViewArray),
}

impl<'a> Strings<'a> {
    /// Row `row`, `None` for NULL.
    #[inline]
    pub(crate) fn get(&self, row: usize) -> Option<&'a str> {
        match *self {
            Strings::Scalar(text) => text,
            Strings::Utf8(array) => array.is_valid(row).then(|| array.value(row)),
            Strings::LargeUtf8(array) => array.is_valid(row).then(|| array.value(row)),
            Strings::Utf8View(array) => array.is_valid(row).then(|| array.value(row)),
        }
    }
}

/// Where the slices of a [`Slices`] point.
enum Source<'a> {
    /// Into the data buffers of a view array, at each row's own offset (or inline, for short rows).
    Views(&'a StringViewArray),
    /// Into the values buffer (buffer 0 of the result) of a `Utf8` array, at each row's offset.
    Utf8(&'a [i32]),
    /// Into the values buffer (buffer 0 of the result) of a `LargeUtf8` array of at most 4 GiB, at each row's
    /// offset.
    LargeUtf8(&'a [i64]),
}

/// A `Utf8View` column whose values are slices of the rows of one input column, sharing its buffers.
///
/// For a `Utf8View` input, a slice of a row is a view into the buffer that holds the row (or inline, when it is
/// at most 12 bytes); for `Utf8` and `LargeUtf8`, a view into the values buffer, which the result shares. A
/// `LargeUtf8` buffer beyond 4 GiB, which views cannot address, and a constant are copied instead.
pub(crate) struct Slices<'a> {
    source: Option<Source<'a>>,
    buffers: Vec<Buffer>,
    views: Vec<u128>,
    nulls: NullBufferBuilder,
    copied: Option<StringViewBuilder>,
}

impl<'a> Slices<'a> {
    /// An empty column for slices of the rows of `input`, with room for `rows` rows.
    pub(crate) fn new(input: Strings<'a>, rows: usize) -> Slices<'a> {
        // A view addresses its buffer with a `u32` offset: the offsets of a buffer that fits are all `u32`s.
        let (source, buffers) = match input {
            Strings::Utf8View(array) => (Some(Source::Views(array)), array.data_buffers().to_vec()),
            Strings::Utf8(array) if u32::try_from(array.values().len()).is_ok() => {
                (Some(Source::Utf8(array.value_offsets())), vec![array.values().clone()])
            }
            Strings::LargeUtf8(array) if u32::try_from(array.values().len()).is_ok() => {
                (Some(Source::LargeUtf8(array.value_offsets())), vec![array.values().clone()])
            }
            Strings::Utf8(_) | Strings::LargeUtf8(_) | Strings::Scalar(_) => (None, Vec::new()),
        };
        let copied = source.is_none().then(|| StringViewBuilder::with_capacity(rows));
        Slices { source, buffers, views: Vec::with_capacity(rows), nulls: NullBufferBuilder::new(rows), copied }
    }

    /// Appends NULL.
    #[inline]
    pub(crate) fn push_null(&mut self) {
        match &mut self.copied {
            Some(builder) => builder.append_null(),
            None => {
                self.views.push(0);
                self.nulls.append_null();
            }
        }
    }

    /// Appends `text[start..end]`, where `text` is row `row` of the input (`start..end` on character
    /// boundaries), or NULL when `range` is `None`.
    #[inline]
    pub(crate) fn push(&mut self, row: usize, text: &str, range: Option<(usize, usize)>) {
        let Some((start, end)) = range else {
            self.push_null();
            return;
        };
        let Some(slice) = text.get(start..end) else {
            self.push_null();
            return;
        };
        if let Some(builder) = &mut self.copied {
            builder.append_value(slice);
            return;
        }
        let bytes = slice.as_bytes();
        // The row lies in a buffer of at most `u32::MAX` bytes (checked in `new` for the offset arrays; the
        // format's own limit for views), and the slice lies in the row: its offset in the buffer is a `u32`.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "see above")]
        let view = match &self.source {
            // Short slices are inline: `make_view` ignores the buffer and offset for them.
            _ if bytes.len() <= 12 => make_view(bytes, 0, 0),
            Some(Source::Views(array)) => {
                let row_view = ByteView::from(array.views()[row]);
                make_view(bytes, row_view.buffer_index, row_view.offset.wrapping_add(start as u32))
            }
            Some(Source::Utf8(offsets)) => make_view(bytes, 0, (offsets[row] as u32).wrapping_add(start as u32)),
            Some(Source::LargeUtf8(offsets)) => make_view(bytes, 0, (offsets[row] as u32).wrapping_add(start as u32)),
            None => make_view(bytes, 0, 0),
        };
        self.views.push(view);
        self.nulls.append_non_null();
    }

    /// The column.
    pub(crate) fn finish(mut self) -> Result<StringViewArray> {
        if let Some(mut builder) = self.copied.take() {
            return Ok(builder.finish());
        }
        Ok(StringViewArray::try_new(ScalarBuffer::from(self.views), self.buffers, self.nulls.finish())?)
    }
}

/// A `Utf8View` column of the constant strings `values` (each at most 12 bytes, held in its view).
pub(crate) struct Labels {
    views: Vec<u128>,
    nulls: NullBufferBuilder,
}

impl Labels {
    /// An empty column with room for `rows` rows.
    pub(crate) fn new(rows: usize) -> Labels {
        Labels { views: Vec::with_capacity(rows), nulls: NullBufferBuilder::new(rows) }
    }

    /// Appends `label`, or NULL.
    #[inline]
    pub(crate) fn push(&mut self, label: Option<&'static str>) {
        match label {
            Some(label) if label.len() <= 12 => {
                self.views.push(make_view(label.as_bytes(), 0, 0));
                self.nulls.append_non_null();
            }
            _ => {
                self.views.push(0);
                self.nulls.append_null();
            }
        }
    }

    /// The column.
    pub(crate) fn finish(mut self) -> Result<StringViewArray> {
        Ok(StringViewArray::try_new(ScalarBuffer::from(self.views), Vec::<Buffer>::new(), self.nulls.finish())?)
    }
}
