//! The EDG message template language (seed 000): `%%`, `%XY…Zn` fill-ins of kinds
//! `T d n p r s t u` with option letters and a one-digit index, and `%[label]`.
//!
//! Fill-ins are typed values ([`Arg`]). Entities and types arrive as summaries that the
//! semantic stages produce (kind label, names, parameters; a type's text and its desugared
//! text), so the engine renders them without reaching into the IL.

use std::fmt::Write;

/// A source position as a message names it: "at line 93 of file.h".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub file: String,
    pub line: u32,
}

/// What `%n` renders: an entity as EDG names it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EntitySummary {
    /// `function`, `variable`, `class`, `member`, `parameter`, `namespace`, …; empty for
    /// labels, which EDG names without a kind.
    pub kind_label: &'static str,
    /// The name as EDG prints it by default.
    pub name: String,
    /// The fully qualified name (`%nf`); the default name when `None`.
    pub qualified_name: Option<String>,
    /// Template arguments (`<int>`), shown with `%nt`.
    pub template_args: Option<String>,
    /// The parameter list (`(double *, double)`), shown with `%np`.
    pub parameters: Option<String>,
    /// Where it was declared, shown with `%nd`.
    pub declared_at: Option<Position>,
    /// The unit it comes from, shown with `%nT`.
    pub translation_unit: Option<String>,
}

/// What `%t` renders: a type's text, and its desugared text for the aka suffix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeText {
    pub text: String,
    pub desugared: Option<String>,
}

/// A fill-in value. The specifier letter selects the kind it consumes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// `%d`
    Int(i64),
    /// `%u`
    Uint(u64),
    /// `%s`, `%sq`
    Str(String),
    /// `%t`
    Type(TypeText),
    /// `%T`: a template argument list.
    TypeArgs(Vec<String>),
    /// `%n`
    Entity(Box<EntitySummary>),
    /// `%p`
    Position(Position),
    /// `%r`: a template parameter, already named.
    TemplateParam(String),
}

impl Arg {
    fn letter(&self) -> char {
        match self {
            Arg::Int(_) => 'd',
            Arg::Uint(_) => 'u',
            Arg::Str(_) => 's',
            Arg::Type(_) => 't',
            Arg::TypeArgs(_) => 'T',
            Arg::Entity(_) => 'n',
            Arg::Position(_) => 'p',
            Arg::TemplateParam(_) => 'r',
        }
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<EntitySummary> for Arg {
    fn from(e: EntitySummary) -> Arg {
        Arg::Entity(Box::new(e))
    }
}

impl From<Position> for Arg {
    fn from(p: Position) -> Arg {
        Arg::Position(p)
    }
}

/// A template or its use is malformed: a programming error in the catalog or a checker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TemplateError {
    /// A specifier letter outside `T d n p r s t u`.
    BadKind(char),
    /// An option letter the kind does not take.
    BadOption { kind: char, option: char },
    /// More than 29 option letters.
    TooManyOptions,
    /// `%` at the end of the template.
    Truncated,
    /// `%[` without `]`, or a label the table does not have.
    BadLabel(String),
    /// No fill-in of the kind at that index.
    MissingFillIn { kind: char, index: u8 },
    /// A fill-in that no specifier consumed (its position in the argument list).
    UnusedFillIn(usize),
}

/// One piece of a parsed template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece<'t> {
    Text(&'t str),
    FillIn { kind: char, options: &'t str, index: u8 },
    Label(&'t str),
}

/// The options each kind accepts (seed 000, "Suffix Options").
fn allowed_options(kind: char) -> &'static str {
    match kind {
        's' => "q",
        'n' => "foptadT",
        _ => "",
    }
}

/// Parses a template into pieces, checking kinds and options.
pub fn parse(template: &str) -> Result<Vec<Piece<'_>>, TemplateError> {
    let b = template.as_bytes();
    let mut pieces = Vec::new();
    let mut text_start = 0;
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'%' {
            i += 1;
            continue;
        }
        if text_start < i {
            pieces.push(Piece::Text(&template[text_start..i]));
        }
        match b.get(i + 1) {
            None => return Err(TemplateError::Truncated),
            Some(b'%') => {
                pieces.push(Piece::Text("%"));
                i += 2;
            }
            Some(b'[') => {
                let close = template[i + 2..].find(']').ok_or_else(|| TemplateError::BadLabel(template[i..].into()))?;
                pieces.push(Piece::Label(&template[i + 2..i + 2 + close]));
                i += 2 + close + 1;
            }
            Some(&kind) => {
                let kind = kind as char;
                if !"Tdnprstu".contains(kind) {
                    return Err(TemplateError::BadKind(kind));
                }
                let opt_start = i + 2;
                let mut j = opt_start;
                // Option letters are A-Y in either case (`c & 0xDF`); a digit is the index.
                while j < b.len() && (b'A'..=b'Y').contains(&(b[j] & 0xDF)) {
                    j += 1;
                }
                if j - opt_start > 29 {
                    return Err(TemplateError::TooManyOptions);
                }
                let options = &template[opt_start..j];
                if let Some(option) = options.chars().find(|&o| !allowed_options(kind).contains(o)) {
                    return Err(TemplateError::BadOption { kind, option });
                }
                let index = match b.get(j) {
                    Some(d) if d.is_ascii_digit() => {
                        j += 1;
                        (d - b'0').max(1) // index 0 is index 1
                    }
                    _ => 1,
                };
                pieces.push(Piece::FillIn { kind, options, index });
                i = j;
            }
        }
        text_start = i;
    }
    if text_start < b.len() {
        pieces.push(Piece::Text(&template[text_start..]));
    }
    Ok(pieces)
}

/// How to render: the file the diagnostic is in (positions in it print without "of
/// file"), the label table, and whether to colour quoted names.
#[derive(Clone, Copy)]
pub struct Style<'a> {
    pub current_file: &'a str,
    pub labels: &'a dyn Fn(&str) -> Option<&'static str>,
    pub color: bool,
}

impl std::fmt::Debug for Style<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Style").field("current_file", &self.current_file).field("color", &self.color).finish()
    }
}

/// No labels: the catalog has none yet.
pub fn no_labels(_: &str) -> Option<&'static str> {
    None
}

/// The colour of quoted names (EDG_COLORS `quote`, bold by default).
const QUOTE_ON: &str = "\x1b[01m";
const QUOTE_OFF: &str = "\x1b[0m";

/// A quoted string fill-in (`%sq`): nvcc colours the text inside the quotes.
fn quoted(out: &mut String, text: &str, style: &Style) {
    out.push('"');
    if style.color {
        out.push_str(QUOTE_ON);
    }
    out.push_str(text);
    if style.color {
        out.push_str(QUOTE_OFF);
    }
    out.push('"');
}

/// A quoted entity name (`%n`): nvcc colours the quotes with the name.
fn quoted_name(out: &mut String, text: &str, style: &Style) {
    if style.color {
        out.push_str(QUOTE_ON);
    }
    out.push('"');
    out.push_str(text);
    out.push('"');
    if style.color {
        out.push_str(QUOTE_OFF);
    }
}

/// "at line N" in the current file, "at line N of FILE" elsewhere.
pub fn render_position(out: &mut String, p: &Position, style: &Style) {
    let _ = write!(out, "at line {}", p.line);
    if p.file != style.current_file {
        let _ = write!(out, " of {}", p.file);
    }
}

fn render_entity(out: &mut String, e: &EntitySummary, options: &str, style: &Style) {
    let has = |o: char| options.contains(o);
    let bare = has('o') || has('a');
    if !bare && !e.kind_label.is_empty() {
        out.push_str(e.kind_label);
        out.push(' ');
    }
    let mut name =
        if has('f') || has('t') { e.qualified_name.clone().unwrap_or_else(|| e.name.clone()) } else { e.name.clone() };
    if has('t') {
        name.push_str(e.template_args.as_deref().unwrap_or(""));
    }
    if has('p') {
        name.push_str(e.parameters.as_deref().unwrap_or(""));
    }
    quoted_name(out, &name, style);
    if has('d') {
        if let Some(p) = &e.declared_at {
            out.push_str(" (declared ");
            render_position(out, p, style);
            out.push(')');
        }
    }
    if has('T') {
        if let Some(tu) = &e.translation_unit {
            let _ = write!(out, " (from translation unit {tu})");
        }
    }
}

/// Expands `template` with `args`. Every fill-in the template names must exist and every
/// argument must be used.
pub fn expand(template: &str, args: &[Arg], style: &Style) -> Result<String, TemplateError> {
    let mut out = String::with_capacity(template.len() + 32);
    let mut used = vec![false; args.len()];
    for piece in parse(template)? {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Label(name) => {
                out.push_str((style.labels)(name).ok_or_else(|| TemplateError::BadLabel(name.into()))?)
            }
            Piece::FillIn { kind, options, index } => {
                let (at, arg) = args
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| a.letter() == kind)
                    .nth(index as usize - 1)
                    .ok_or(TemplateError::MissingFillIn { kind, index })?;
                used[at] = true;
                match arg {
                    Arg::Int(v) => {
                        let _ = write!(out, "{v}");
                    }
                    Arg::Uint(v) => {
                        let _ = write!(out, "{v}");
                    }
                    Arg::Str(s) if options.contains('q') => quoted(&mut out, s, style),
                    Arg::Str(s) => out.push_str(s),
                    Arg::Type(t) => {
                        quoted(&mut out, &t.text, style);
                        // The aka suffix only when the desugared text says something new.
                        if let Some(d) = t.desugared.as_deref().filter(|d| *d != t.text) {
                            out.push_str(" (aka ");
                            quoted(&mut out, d, style);
                            out.push(')');
                        }
                    }
                    Arg::TypeArgs(list) => quoted(&mut out, &format!("<{}>", list.join(", ")), style),
                    Arg::Entity(e) => render_entity(&mut out, e, options, style),
                    Arg::Position(p) => render_position(&mut out, p, style),
                    Arg::TemplateParam(name) => out.push_str(name),
                }
            }
        }
    }
    match used.iter().position(|u| !u) {
        Some(at) => Err(TemplateError::UnusedFillIn(at)),
        None => Ok(out),
    }
}
