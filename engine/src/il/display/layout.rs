//! The formatting rules of seed 001's il_to_str.c, as the oracle's `--il_display` prints
//! them: a field's label padded to column 25 (on a line of its own when the label and its
//! colon take more than 24 characters), `TRUE`/`FALSE`, pointers written `file-scope
//! kind@id: name`, strings quoted with octal escapes (a string literal's value with C's).
//! Seed 001's `**BAD <KIND>**` for an enum value out of its table's range cannot arise here:
//! every kind the display names comes from a Rust enum, matched exhaustively.

use std::fmt::Write as _;

/// The column a field's value starts in (0-based).
const VALUE_COLUMN: usize = 25;

/// Which region an entry belongs to: seed 001's "file-scope" / "func-scope" prefix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Region {
    File,
    Function,
}

impl Region {
    pub fn prefix(self) -> &'static str {
        match self {
            Region::File => "file-scope",
            Region::Function => "func-scope",
        }
    }
}

/// A reference to an entry: its region, its kind's name, its stable id (`e12`, `t3` …: which
/// array of the IL and the index in it) and, for entries with one, the name shown after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ptr {
    pub region: Region,
    pub kind: &'static str,
    pub id: String,
    pub name: Option<String>,
}

impl Ptr {
    pub fn write_to(&self, out: &mut String) {
        let _ = write!(out, "{} {}@{}", self.region.prefix(), self.kind, self.id);
        if let Some(name) = &self.name {
            out.push_str(": ");
            out.push_str(name);
        }
    }
}

/// The text being built; with a sink, written out entry by entry (a whole unit's dump runs to
/// hundreds of megabytes).
#[derive(Default)]
pub struct Layout<'w> {
    pub out: String,
    sink: Option<&'w mut dyn std::io::Write>,
    /// The first error the sink returned (nothing more is written after it).
    pub error: Option<std::io::Error>,
}

impl std::fmt::Debug for Layout<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Layout").field("buffered", &self.out.len()).field("error", &self.error).finish()
    }
}

/// How much text is buffered before it goes to the sink.
const FLUSH_AT: usize = 1 << 16;

impl<'w> Layout<'w> {
    /// A layout writing to `sink`.
    pub fn to(sink: &'w mut dyn std::io::Write) -> Layout<'w> {
        Layout { out: String::new(), sink: Some(sink), error: None }
    }

    /// Writes what is buffered to the sink, if there is one.
    pub fn flush(&mut self) {
        if let Some(sink) = self.sink.as_mut() {
            if self.error.is_none() {
                if let Err(e) = sink.write_all(self.out.as_bytes()) {
                    self.error = Some(e);
                }
            }
            self.out.clear();
        }
    }

    /// `label:` padded to the value column (seed 001: dump_field_label), indented by `indent`
    /// spaces.
    pub fn label(&mut self, indent: usize, label: &str) {
        let start = self.out.len();
        for _ in 0..indent {
            self.out.push(' ');
        }
        self.out.push_str(label);
        self.out.push(':');
        let width = self.out.len() - start;
        if width > VALUE_COLUMN - 1 {
            self.out.push('\n');
            self.pad(VALUE_COLUMN);
        } else {
            self.pad(VALUE_COLUMN - width);
        }
    }

    fn pad(&mut self, n: usize) {
        for _ in 0..n {
            self.out.push(' ');
        }
    }

    /// A field whose value is plain text.
    pub fn text(&mut self, indent: usize, label: &str, value: &str) {
        self.label(indent, label);
        self.out.push_str(value);
        self.out.push('\n');
    }

    pub fn number(&mut self, indent: usize, label: &str, value: impl std::fmt::Display) {
        self.label(indent, label);
        let _ = writeln!(self.out, "{value}");
    }

    /// A boolean field, always printed.
    pub fn boolean(&mut self, indent: usize, label: &str, value: bool) {
        self.text(indent, label, if value { "TRUE" } else { "FALSE" });
    }

    /// A flag: printed only when set, as the oracle prints most of them.
    pub fn flag(&mut self, indent: usize, label: &str, value: bool) {
        if value {
            self.text(indent, label, "TRUE");
        }
    }

    /// A pointer field: `NULL` or the entry it points to.
    pub fn ptr(&mut self, indent: usize, label: &str, value: Option<Ptr>) {
        self.label(indent, label);
        match value {
            Some(p) => p.write_to(&mut self.out),
            None => self.out.push_str("NULL"),
        }
        self.out.push('\n');
    }

    /// A list of entries (seed 001: display_entity_list): the first after the label, the
    /// rest under it at the value column; `NULL` when empty.
    pub fn list(&mut self, indent: usize, label: &str, values: &[Ptr]) {
        self.label(indent, label);
        if values.is_empty() {
            self.out.push_str("NULL\n");
            return;
        }
        for (i, p) in values.iter().enumerate() {
            if i > 0 {
                self.pad(VALUE_COLUMN);
            }
            p.write_to(&mut self.out);
            self.out.push('\n');
        }
    }

    /// A string field (seed 001: dump_string_value).
    pub fn string(&mut self, indent: usize, label: &str, value: &[u8]) {
        self.label(indent, label);
        quote_into(&mut self.out, value, Escapes::Octal);
        self.out.push('\n');
    }

    /// An entry's header line: a blank line, then `file-scope kind@id`.
    pub fn header(&mut self, region: Region, kind: &str, id: &str) {
        if self.out.len() >= FLUSH_AT {
            self.flush();
        }
        let _ = write!(self.out, "\n{} {kind}@{id}\n", region.prefix());
    }

    /// A line of its own (`source_corresp:`).
    pub fn line(&mut self, text: &str) {
        self.out.push_str(text);
        self.out.push('\n');
    }
}

/// How a quoted string writes the bytes that need escaping.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Escapes {
    /// Other text (file names, the compiler's strings; seed 001: dump_string_value): `\` and
    /// `"` with a backslash, every other byte outside printable ASCII as three octal digits
    /// (`\012` for a newline).
    Octal,
    /// A string literal's value: C's escapes for newline, tab and carriage return, octal for
    /// the rest (the oracle: `"hi\n\"x\""`).
    C,
}

/// `value` in double quotes, escaped as the oracle writes it.
pub fn quote_into(out: &mut String, value: &[u8], escapes: Escapes) {
    out.push('"');
    for &b in value {
        match (b, escapes) {
            (b'\\', _) => out.push_str("\\\\"),
            (b'"', _) => out.push_str("\\\""),
            (b'\n', Escapes::C) => out.push_str("\\n"),
            (b'\t', Escapes::C) => out.push_str("\\t"),
            (b'\r', Escapes::C) => out.push_str("\\r"),
            (0x20..=0x7e, _) => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:03o}");
            }
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_pad_to_column_25() {
        let mut l = Layout::default();
        l.text(0, "storage_class", "sc_static");
        assert_eq!(l.out, "storage_class:           sc_static\n");
        assert_eq!(l.out.find("sc_static"), Some(25));
    }

    #[test]
    fn indented_labels_pad_to_the_same_column() {
        let mut l = Layout::default();
        l.number(2, "decl_position.column", 5);
        assert_eq!(l.out, "  decl_position.column:  5\n");
    }

    #[test]
    fn a_label_of_24_characters_stays_on_its_line() {
        // The oracle: `number.virtual_function: 0`, `  source_sequence_entry: …`.
        let mut l = Layout::default();
        l.number(0, "number.virtual_function", 0);
        assert_eq!(l.out, "number.virtual_function: 0\n");
    }

    #[test]
    fn a_longer_label_puts_its_value_on_the_next_line() {
        // The oracle: `is_trivial_copy_function:` (25 characters) and longer.
        let mut l = Layout::default();
        l.boolean(0, "is_trivial_copy_function", true);
        assert_eq!(l.out, format!("is_trivial_copy_function:\n{}TRUE\n", " ".repeat(25)));
    }

    #[test]
    fn booleans_and_flags() {
        let mut l = Layout::default();
        l.boolean(0, "defined", false);
        l.flag(0, "is_inline", false);
        l.flag(0, "is_virtual", true);
        assert_eq!(l.out, "defined:                 FALSE\nis_virtual:              TRUE\n");
    }

    #[test]
    fn pointers_lists_and_null() {
        let mut l = Layout::default();
        let p = |id: &str, name: Option<&str>| Ptr {
            region: Region::File,
            kind: "variable",
            id: id.into(),
            name: name.map(Into::into),
        };
        l.ptr(0, "next", None);
        l.ptr(0, "variable", Some(Ptr { region: Region::Function, ..p("e3", Some("a")) }));
        l.list(0, "parameters", &[p("e1", Some("x")), p("e2", None)]);
        l.list(0, "variables", &[]);
        assert_eq!(
            l.out,
            "next:                    NULL\n\
             variable:                func-scope variable@e3: a\n\
             parameters:              file-scope variable@e1: x\n\
             \x20                        file-scope variable@e2\n\
             variables:               NULL\n"
        );
    }

    #[test]
    fn strings_escape_as_the_oracle_does() {
        let mut out = String::new();
        quote_into(&mut out, b"Tue Nov 24 2026\n\"a\\b\"\x01\xff", Escapes::Octal);
        assert_eq!(out, "\"Tue Nov 24 2026\\012\\\"a\\\\b\\\"\\001\\377\"");
        let mut out = String::new();
        quote_into(&mut out, b"hi\n\"x\"\x01", Escapes::C);
        assert_eq!(out, "\"hi\\n\\\"x\\\"\\001\"");
    }

    #[test]
    fn headers() {
        let mut l = Layout::default();
        l.header(Region::Function, "statement", "st4");
        assert_eq!(l.out, "\nfunc-scope statement@st4\n");
    }
}
