//! Pragmas in device code: cicc warns #20199 "unrecognized #pragma in device code" of a
//! `#pragma` in the body of a `__device__`, `__global__` or `__host__ __device__` function
//! whose name it does not know, at the name (the oracle, case sema/device_pragmas; host
//! functions', and pragmas outside functions, draw nothing).
//!
//! The names known to it, which draw nothing or a diagnostic of their own (`unroll` not
//! before a loop, `GCC optimize`, `STDC`, `nv_exec_check_disable` in a body, …), are left
//! alone; so are `_Pragma` operators, function templates and system headers.
//!
//! `#pragma message`: cicc's remark #20200 `#pragma message: "TEXT"`, TEXT the value of the
//! pragma's string literals joined, at the end of the pragma line as `g++ -E` prints it
//! (macros expanded). cicc reads the pragma where it reads the code around it (the oracle,
//! cases sema/pragma_message_places and sema/pragma_message_in_functions): at namespace and
//! class scope, and in the bodies of device, kernel and host-device functions; not in the
//! body of a host function, nor in system headers. A member defined in its class is read
//! with the class's tokens, and a device member's body again when it is parsed (at the token
//! after the pragma). Where the oracle shows more than that (function templates: read
//! again in device instances; `L"…"` cut at its first character) or where it is not known,
//! nothing is reported.

use rustc_hash::FxHashMap;

use super::context::in_template;
use super::{Pass, SemaStats, Undecided, Unit};
use crate::diag::{Arg, DiagId, DiagSink};
use crate::il::{flag, EntityId, EntityKind, ExecSpaces, ScopeKind};
use crate::lex::{LexOptions, TokenKind};
use crate::parse::tokens::Pragma;
use crate::parse::Kw;

/// The pragmas cicc knows (each observed with the oracle).
const KNOWN: &[&[u8]] = &[
    b"unroll",
    b"nv_diag_suppress",
    b"nv_diag_default",
    b"nv_diag_warning",
    b"nv_diag_error",
    b"nv_diag_once",
    b"nv_diag_remark",
    b"nv_diagnostic",
    b"nv_exec_check_disable",
    b"hd_warning_disable",
    b"nv_abi",
    b"omp",
    b"GCC",
    b"pack",
    b"push_macro",
    b"pop_macro",
    b"message",
    b"once",
    b"STDC",
    b"redefine_extname",
    b"ident",
];

pub(super) fn check_device_pragmas(unit: &Unit<'_>, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
    let (il, t) = (unit.il, unit.tokens);
    if unit.pass != Pass::Device || t.pragmas.is_empty() {
        return;
    }
    // Each function body's tokens, in order.
    let mut bodies: Vec<(u32, u32, crate::il::EntityId)> = il
        .bodies
        .iter()
        .filter(|b| !b.routine.is_none())
        .map(|b| (il.stmt(b.block).token, il.stmt(b.block).end, b.routine))
        .collect();
    bodies.sort_unstable();
    for p in &t.pragmas {
        let Some(at) = p.at else { continue };
        let word = first_word(p);
        if p.operator || word.is_empty() || KNOWN.contains(&word) {
            continue;
        }
        if t.in_system_header(p.before as usize) {
            continue;
        }
        // The body around it: the last that starts before it.
        let k = bodies.partition_point(|&(open, _, _)| open < p.before);
        let Some(&(_, close, routine)) = k.checked_sub(1).and_then(|k| bodies.get(k)) else { continue };
        if p.before >= close {
            continue;
        }
        let r = il.entity(routine);
        if !r.exec.has(ExecSpaces::DEVICE) && !r.exec.has(ExecSpaces::GLOBAL) {
            continue;
        }
        if r.has(flag::TEMPLATE | flag::SPECIALIZATION) || in_template(unit, r.parent) {
            stats.count(Undecided::Template);
            continue;
        }
        stats.decided += 1;
        // Placed before the next token, so that the `nv_diag_*` pragmas before it decide (the
        // oracle, case sema/suppress_by_tag).
        sink.report(DiagId::UnrecognizedDevicePragma, Some(at)).token(p.before).emit();
    }
}

/// The pragma's first word.
fn first_word(p: &Pragma) -> &[u8] {
    p.text.split(|&b| !(b.is_ascii_alphanumeric() || b == b'_')).next().unwrap_or(&[])
}

/// `#pragma message` on both passes: the front ends' errors about its arguments, and cicc's
/// remark.
pub(super) fn check_messages(unit: &Unit<'_>, sink: &mut DiagSink<'_>, stats: &mut SemaStats) {
    let t = unit.tokens;
    let mut braces: Option<Braces<'_>> = None;
    for (k, p) in t.pragmas.iter().enumerate() {
        if first_word(p) != b"message" || p.at.is_none() || t.in_system_header(p.before as usize) {
            continue;
        }
        // A diagnostic pragma right after it, before the same token, would count as before
        // it (pragmas are placed by token).
        let mut later = t.pragmas[k + 1..].iter().take_while(|q| q.before == p.before);
        if later.any(|q| q.text.starts_with(b"nv_diag")) {
            stats.count(Undecided::NotModelled);
            continue;
        }
        let braces = braces.get_or_insert_with(|| Braces::new(unit));
        report_message(unit, p, braces, sink, stats);
    }
}

/// What the pass reports of one `#pragma message`: the error about its arguments, and on
/// the device pass the remark, where the pragma is one the front end reads and its text one
/// whose value is certain.
fn report_message(
    unit: &Unit<'_>,
    p: &Pragma,
    braces: &mut Braces<'_>,
    sink: &mut DiagSink<'_>,
    stats: &mut SemaStats,
) {
    let Some(args) = message_args(&p.text) else {
        stats.count(Undecided::NotModelled);
        return;
    };
    let Some(reading) = braces.reads(p.before) else {
        stats.count(Undecided::NotModelled);
        return;
    };
    if let Some((id, offset)) = args.error {
        // Seen at namespace scope only: elsewhere how often each front end reads it is not
        // known for both.
        if !braces.at_namespace_scope {
            stats.count(Undecided::NotModelled);
            return;
        }
        stats.decided += 1;
        sink.report(id, p.at).printed(p.printed_at(offset)).token(p.before).emit();
    }
    let Some(text) = args.text else { return };
    stats.decided += 1;
    if unit.pass != Pass::Device || reading == Reading::Skipped {
        return;
    }
    let end = p.text.len() as u32;
    let message = Arg::Str(text);
    sink.report(DiagId::PragmaMessage, p.at).printed(p.printed_at(end)).token(p.before).arg(message.clone()).emit();
    if reading == Reading::Twice {
        // The member's body, parsed after its class: there the pragma is read at the token
        // after it.
        braces.unit.report(sink, DiagId::PragmaMessage, p.before).arg(message).emit();
    }
}

/// How often cicc reads a pragma.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reading {
    /// In a host function's body.
    Skipped,
    Once,
    /// In the body of a device member defined in its class: with the class's tokens, and
    /// again when the body is parsed.
    Twice,
}

/// What EDG makes of a `#pragma message`'s arguments.
struct MessageArgs {
    /// The message, in quotes: the strings' values joined.
    text: Option<String>,
    /// The error about the arguments, at this offset of the pragma's text.
    error: Option<(DiagId, u32)>,
}

/// The arguments of `message(STRINGS)` or `message STRINGS` (the oracle, case
/// sema/pragma_message_errors): in parentheses, anything but a string before the `)` is an
/// error there (`expected a ")"`) and anything after the `)` is "extra text", the strings
/// before either still making the message; without parentheses, a first argument that is no
/// string is "extra text".
/// `message` alone and `message()` are nothing. `None` for forms whose outcome is not known
/// and for values cicc's rendering of which is not: wide and raw strings, escapes other than
/// `\"`, `\\`, `\'`, `\?` and universal character names, control characters and bytes beyond
/// ASCII.
fn message_args(text: &[u8]) -> Option<MessageArgs> {
    let lexed = crate::lex::lex(text, &LexOptions::default());
    let kinds = &lexed.tokens.kinds;
    let word = |i: usize| lexed.tokens.bytes(i, text);
    let kind = |i: usize| kinds.get(i).copied().unwrap_or(TokenKind::Eof);
    let at = |i: usize| lexed.tokens.starts.get(i).copied().unwrap_or(text.len() as u32);
    let (mut i, parenthesized) = match kind(1) {
        TokenKind::LParen => (2, true),
        _ => (1, false),
    };
    let mut value = String::from("\"");
    let first = i;
    while kind(i) == TokenKind::StringLiteral {
        let spelling = word(i);
        let body = spelling.strip_prefix(b"u8").unwrap_or(spelling).strip_prefix(b"\"")?.strip_suffix(b"\"")?;
        string_value(body, &mut value)?;
        i += 1;
    }
    value.push('"');
    let text = (i > first).then_some(value);
    let error = |id, i| Some(MessageArgs { text: None, error: Some((id, at(i))) });
    match (parenthesized, kind(i)) {
        // An unclosed `(`: not known.
        (true, TokenKind::Eof) => None,
        (false, TokenKind::Eof) => Some(MessageArgs { text, error: None }),
        (false, _) if text.is_some() => None,
        (false, _) => error(DiagId::PragmaExtraText, i),
        (true, TokenKind::RParen) => {
            let extra = (kind(i + 1) != TokenKind::Eof).then(|| (DiagId::PragmaExtraText, at(i + 1)));
            Some(MessageArgs { text, error: extra })
        }
        // The strings before it still make the message.
        (true, _) => Some(MessageArgs { text, error: Some((DiagId::ExpectedRParen, at(i))) }),
    }
}

/// Appends the value of a narrow string literal's body to `out` (see [`message_args`]).
fn string_value(body: &[u8], out: &mut String) -> Option<()> {
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        i += 1;
        if c != b'\\' {
            if !(0x20..0x7f).contains(&c) {
                return None;
            }
            out.push(c as char);
            continue;
        }
        let escaped = *body.get(i)?;
        i += 1;
        match escaped {
            b'"' | b'\\' | b'\'' | b'?' => out.push(escaped as char),
            b'u' | b'U' => {
                let digits = if escaped == b'u' { 4 } else { 8 };
                let hex = std::str::from_utf8(body.get(i..i + digits)?).ok()?;
                let c = char::from_u32(u32::from_str_radix(hex, 16).ok()?)?;
                if c.is_control() {
                    return None;
                }
                out.push(c);
                i += digits;
            }
            _ => return None,
        }
    }
    Some(())
}

/// What opens a `{` that a pragma may be inside.
#[derive(Clone, Copy, Debug)]
enum Opens {
    /// A function's body (`EntityId::NONE`: a member of a dependent class).
    Body(EntityId),
    Lambda,
    Class,
}

/// The `{`s open before each pragma, found in one walk over the unit's tokens (pragmas come
/// in token order), and what opens them.
struct Braces<'u> {
    unit: &'u Unit<'u>,
    opens: FxHashMap<u32, Opens>,
    next: usize,
    open: Vec<u32>,
    /// The pragma `reads` looked at last is in no function nor class.
    at_namespace_scope: bool,
}

impl<'u> Braces<'u> {
    fn new(unit: &'u Unit<'u>) -> Braces<'u> {
        let il = unit.il;
        let mut opens = FxHashMap::default();
        for (i, e) in il.entities.iter().enumerate() {
            let opened = match e.kind {
                EntityKind::Routine => Opens::Body(EntityId(i as u32)),
                EntityKind::Class => Opens::Class,
                _ => continue,
            };
            if e.body.1 > e.body.0 {
                opens.insert(e.body.0, opened);
            }
        }
        for b in &il.bodies {
            opens.entry(il.stmt(b.block).token).or_insert(Opens::Body(b.routine));
        }
        for l in &il.lambda_bodies {
            opens.insert(il.stmt(l.block).token, Opens::Lambda);
        }
        Braces { unit, opens, next: 0, open: Vec::new(), at_namespace_scope: false }
    }

    /// How cicc reads a pragma just before token `before` (None: not known).
    fn reads(&mut self, before: u32) -> Option<Reading> {
        let t = self.unit.tokens;
        let before = (before as usize).min(t.kind.len());
        // Pragmas come in token order; one that does not starts the walk again.
        if before < self.next {
            self.next = 0;
            self.open.clear();
        }
        while self.next < before {
            match t.kind[self.next] {
                TokenKind::LBrace => self.open.push(self.next as u32),
                TokenKind::RBrace => {
                    self.open.pop();
                }
                _ => {}
            }
            self.next += 1;
        }
        let mut routine = None;
        let mut in_class = false;
        self.at_namespace_scope = false;
        for &b in &self.open {
            match self.opens.get(&b).copied() {
                Some(Opens::Body(r)) if routine.is_none() => routine = Some(r),
                Some(Opens::Class) if routine.is_none() => in_class = true,
                // Inside a function's body, only its statements' braces.
                None if routine.is_some() => {}
                None if self.namespace_or_linkage(b as usize) => {}
                _ => return None,
            }
        }
        self.at_namespace_scope = routine.is_none() && !in_class;
        let Some(r) = routine else { return Some(Reading::Once) };
        if r.is_none() {
            return None;
        }
        let il = self.unit.il;
        let e = il.entity(r);
        // A member defined in its class (not a friend defined there).
        let member = il.scope(e.parent).kind == ScopeKind::Class;
        if member != in_class || e.has(flag::TEMPLATE | flag::SPECIALIZATION) || in_template(self.unit, e.parent) {
            return None;
        }
        // With --expt-relaxed-constexpr a constexpr host function may be read: not known.
        if e.has(flag::CONSTEXPR) && self.unit.rules.relaxed_constexpr {
            return None;
        }
        let device = e.exec.has(ExecSpaces::DEVICE) || e.exec.has(ExecSpaces::GLOBAL);
        Some(match (device, member) {
            (true, true) => Reading::Twice,
            (true, false) => Reading::Once,
            // A host member's body is read with its class's tokens, and not parsed.
            (false, true) => Reading::Once,
            (false, false) => Reading::Skipped,
        })
    }

    /// Whether `{` at `b` opens a namespace (`namespace {`, `namespace a::b {`, `inline
    /// namespace v1 {`) or a linkage block (`extern "C" {`).
    fn namespace_or_linkage(&self, b: usize) -> bool {
        let t = self.unit.tokens;
        let Some(mut i) = b.checked_sub(1) else { return false };
        if t.kind[i] == TokenKind::StringLiteral {
            return i.checked_sub(1).is_some_and(|e| t.keyword(e) == Some(Kw::Extern));
        }
        if t.keyword(i) == Some(Kw::Namespace) {
            return true;
        }
        loop {
            if t.kind[i] != TokenKind::Identifier || t.keyword(i).is_some() {
                return false;
            }
            let Some(before) = i.checked_sub(1) else { return false };
            if t.keyword(before) == Some(Kw::Namespace) {
                return true;
            }
            if t.kind[before] != TokenKind::ColonColon {
                return false;
            }
            let Some(name) = before.checked_sub(1) else { return false };
            i = name;
        }
    }
}
