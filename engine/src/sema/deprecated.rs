//! Deprecated entities: which declarations carry a `deprecated` attribute, and its message;
//! the same search serves `nodiscard` and `warn_unused_result` (effects.rs, decls.rs).
//!
//! The device pass warns of every use of one in device code (the oracle: #1215, #1444 with
//! the attribute's message, each with note #3287 at the attribute), also in functions cicc
//! never emits and in unevaluated operands; cudafe++ leaves deprecation to the host
//! compiler. The recorder ([`super::refs`]) asks here at each use.

use rustc_hash::FxHashMap;

use super::spaces::redeclarations;
use super::Undecided;
use crate::il::{EntityId, EntityKind, Il};
use crate::lex::TokenKind;
use crate::parse::Tokens;

/// A declaration's attribute of those looked for ([`Marker`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Marked {
    /// The declaration's name token: the attribute applies to uses after it.
    pub declared: u32,
    /// The attribute's word (`deprecated` in `[[deprecated]]`), where the note goes.
    pub word: u32,
    /// `deprecated("…")`'s (`nodiscard("…")`'s) message.
    pub message: Option<String>,
}

/// What each entity asked about is, found once.
#[derive(Debug, Default)]
pub(super) struct Deprecations {
    found: FxHashMap<EntityId, Result<Option<Marked>, Undecided>>,
}

impl Deprecations {
    /// The first declaration of variable or function `e` that deprecates it (a function's
    /// redeclarations count), `Ok(None)` when none does.
    pub fn of(&mut self, il: &Il, t: &Tokens, e: EntityId) -> Result<Option<Marked>, Undecided> {
        self.found.entry(e).or_insert_with(|| first_marked(il, t, e, DEPRECATED)).clone()
    }
}

/// An attribute looked for: its words, whether `__attribute__((…))` gives it too, and
/// whether a GNU one after a function's declarator does (`int g() __attribute__((…));`).
pub(super) struct Marker {
    words: &'static [&'static [u8]],
    gnu: bool,
    trailing: bool,
}

/// Not after the declarator: the oracle gives no #1215 for a call of `int d()
/// __attribute__((deprecated));`.
pub(super) const DEPRECATED: Marker = Marker { words: &[b"deprecated", b"__deprecated__"], gnu: true, trailing: false };
/// Standard only: g++ knows no `__attribute__((nodiscard))` (its own is `warn_unused_result`).
pub(super) const NODISCARD: Marker = Marker { words: &[b"nodiscard", b"__nodiscard__"], gnu: false, trailing: false };
/// After the declarator too, as glibc writes it (`__wur`): the oracle warns of calls of
/// `int g() __attribute__((warn_unused_result));`, `int m() const __attribute__((…));`.
pub(super) const WARN_UNUSED_RESULT: Marker =
    Marker { words: &[b"warn_unused_result", b"__warn_unused_result__"], gnu: true, trailing: true };

/// The first declaration of variable or function `e` (a function's redeclarations count)
/// with the attribute `marker`, `Ok(None)` when none has one.
pub(super) fn first_marked(il: &Il, t: &Tokens, e: EntityId, marker: Marker) -> Result<Option<Marked>, Undecided> {
    let declarations: Vec<EntityId> = match il.entity(e).kind {
        EntityKind::Routine => redeclarations(il, e).collect(),
        _ => vec![e],
    };
    let mut first: Option<Marked> = None;
    for d in declarations {
        let name = il.entity(d).token;
        if let Some(found) = attribute(t, name as usize, &marker)? {
            if first.as_ref().is_none_or(|f| f.declared > name) {
                first = Some(found);
            }
        }
    }
    Ok(first)
}

/// The first attribute `marker` among the attributes before the declared name at
/// `name`, in its declaration: `__attribute__((deprecated))` or `((__deprecated__("m")))`
/// anywhere among the specifiers, `[[deprecated]]` or `[[gnu::deprecated("m")]]` only
/// where the declaration starts (EDG: elsewhere it "does not apply to any entity"). A
/// message that is not one plain string literal is not rendered.
pub(super) fn attribute(t: &Tokens, name: usize, marker: &Marker) -> Result<Option<Marked>, Undecided> {
    // Where the declaration starts: after the `;`, `{` or `}` (or the access specifier's
    // `:`) before it, at the level of its name.
    let mut depth = 0u32;
    let mut start = name;
    while start > 0 && name - start < 256 {
        match t.kind[start - 1] {
            TokenKind::Semi | TokenKind::LBrace | TokenKind::RBrace | TokenKind::Colon if depth == 0 => break,
            TokenKind::LParen | TokenKind::LBracket if depth == 0 => break,
            TokenKind::RParen | TokenKind::RBracket => depth += 1,
            TokenKind::LParen | TokenKind::LBracket => depth -= 1,
            _ => {}
        }
        start -= 1;
    }
    let mut leading = true;
    let mut i = start;
    while i < name {
        // A template head (`template <class T> [[nodiscard]] void f(T);`): its attributes
        // still lead the declaration.
        if leading
            && t.sym[i] == crate::parse::keyword::Kw::Template.sym()
            && t.kind.get(i + 1) == Some(&TokenKind::Less)
        {
            match template_head_end(t, i + 1, name) {
                Some(end) => {
                    i = end + 1;
                    continue;
                }
                None => return Ok(None),
            }
        }
        let Some(group) = AttributeGroup::at(t, i) else {
            leading = false;
            i += 1;
            continue;
        };
        let Some(close) = t.closing(group.open, name) else { return Ok(None) };
        if (!group.std && marker.gnu) || (group.std && leading) {
            if let Some(found) = group.find(t, close, name, marker)? {
                return Ok(Some(found));
            }
        }
        i = close + 1;
    }
    if marker.trailing {
        return trailing_attribute(t, name, marker);
    }
    Ok(None)
}

/// The `>` closing the template parameter list whose `<` is at `open`, before `limit`
/// (brackets inside it paired, `>>` closing two).
fn template_head_end(t: &Tokens, open: usize, limit: usize) -> Option<usize> {
    let (mut angles, mut brackets) = (0u32, 0u32);
    for i in open..limit {
        match t.kind[i] {
            TokenKind::Less if brackets == 0 => angles += 1,
            TokenKind::Greater if brackets == 0 => angles = angles.checked_sub(1)?,
            TokenKind::GreaterGreater if brackets == 0 => angles = angles.checked_sub(2)?,
            TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => brackets += 1,
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => brackets = brackets.checked_sub(1)?,
            _ => {}
        }
        if angles == 0 {
            return Some(i);
        }
    }
    None
}

/// The GNU attribute `marker` after the declarator of the function whose name is at `name`
/// ([`after_parameters`]).
fn trailing_attribute(t: &Tokens, name: usize, marker: &Marker) -> Result<Option<Marked>, Undecided> {
    let Some(after) = after_parameters(t, name) else { return Ok(None) };
    for (group, close) in after.lists.iter().filter(|(g, _)| !g.std) {
        if let Some(found) = group.find(t, *close, name, marker)? {
            return Ok(Some(found));
        }
    }
    Ok(None)
}

/// What follows the parameter list of a function declarator, up to the `;`, `,`, `=`, `{`,
/// `:` or `try` that ends the declarator (over cv and ref qualifiers, `noexcept(…)`,
/// `throw()`, within 64 tokens).
pub(super) struct AfterParameters {
    /// Its attribute lists, each with its closing bracket, up to a bracket that does not
    /// close.
    pub lists: Vec<(AttributeGroup, usize)>,
    /// The `->` of a trailing return type, if one comes among them.
    pub arrow: Option<usize>,
}

/// [`AfterParameters`] of the function declarator whose name is at `name`; `None` when no
/// parameter list follows the name or it does not close.
pub(super) fn after_parameters(t: &Tokens, name: usize) -> Option<AfterParameters> {
    use crate::parse::keyword::Kw;
    if t.kind.get(name + 1) != Some(&TokenKind::LParen) {
        return None;
    }
    let params = t.closing(name + 1, name + 4096)?;
    let mut after = AfterParameters { lists: Vec::new(), arrow: None };
    let mut i = params + 1;
    while i < (params + 64).min(t.kind.len()) {
        let Some(group) = AttributeGroup::at(t, i) else {
            match t.kind[i] {
                TokenKind::Semi | TokenKind::Comma | TokenKind::Eq | TokenKind::LBrace | TokenKind::Colon => break,
                TokenKind::LParen | TokenKind::LBracket => match t.closing(i, i + 4096) {
                    Some(close) => i = close + 1,
                    None => break,
                },
                TokenKind::Arrow => {
                    after.arrow.get_or_insert(i);
                    i += 1;
                }
                _ if t.sym[i] == Kw::Try.sym() => break,
                _ => i += 1,
            }
            continue;
        };
        let Some(close) = t.closing(group.open, group.open + 4096) else { break };
        after.lists.push((group, close));
        i = close + 1;
    }
    Some(after)
}

/// An attribute list: `[[…]]` (standard) or `__attribute__((…))` (GNU), its first bracket
/// at `open`.
pub(super) struct AttributeGroup {
    pub std: bool,
    pub open: usize,
}

impl AttributeGroup {
    /// The list's first token: `[` of `[[`, or `__attribute__`.
    pub(super) fn first(&self) -> usize {
        if self.std {
            self.open
        } else {
            self.open - 1
        }
    }

    /// The attribute list that starts at token `i`, if one does.
    pub(super) fn at(t: &Tokens, i: usize) -> Option<AttributeGroup> {
        let next = t.kind.get(i + 1);
        if t.kind[i] == TokenKind::LBracket && next == Some(&TokenKind::LBracket) {
            Some(AttributeGroup { std: true, open: i })
        } else if t.kind[i] == TokenKind::Identifier
            && t.spelling(i) == b"__attribute__"
            && next == Some(&TokenKind::LParen)
        {
            Some(AttributeGroup { std: false, open: i + 1 })
        } else {
            None
        }
    }

    /// The attribute `marker` in the list, which closes at `close`, of the declaration of
    /// the name at `name`.
    fn find(&self, t: &Tokens, close: usize, name: usize, marker: &Marker) -> Result<Option<Marked>, Undecided> {
        match (self.open + 2..close).find(|&w| is_word(t, w, marker.words)) {
            Some(word) => {
                message(t, word).map(|message| Some(Marked { declared: name as u32, word: word as u32, message }))
            }
            None => Ok(None),
        }
    }
}

/// The attribute `marker` of a class or enumeration whose name is at `name`, among the
/// attributes between its class key and its name (`struct [[nodiscard]] R`, `enum class
/// [[nodiscard]] E`): standard ones, and GNU ones where `marker` takes them. `Ok(None)` when
/// the tokens there are not a class key and attributes only.
pub(super) fn class_marked(t: &Tokens, name: usize, marker: &Marker) -> Result<Option<Marked>, Undecided> {
    let Some(key) = class_key_before(t, name) else { return Ok(None) };
    let mut i = key + 1;
    let mut found = None;
    while i < name {
        let Some(group) = AttributeGroup::at(t, i) else { return Ok(None) };
        let Some(close) = t.closing(group.open, name) else { return Ok(None) };
        if found.is_none() && (group.std || marker.gnu) {
            found = group.find(t, close, name, marker)?;
        }
        i = close + 1;
    }
    Ok(found)
}

/// The class key (`struct`, `class`, `union`, `enum`) nearest before token `at`, within 64
/// tokens.
fn class_key_before(t: &Tokens, at: usize) -> Option<usize> {
    use crate::parse::keyword::Kw;
    let keys = [Kw::Struct.sym(), Kw::Class.sym(), Kw::Union.sym(), Kw::Enum.sym()];
    (at.saturating_sub(64)..at).rev().find(|&k| keys.contains(&t.sym[k]))
}

/// The name token of the class definition whose `{` is at `open`, for a class named
/// `name`: the first such name after the nearest class key before the `{`.
pub(super) fn class_definition_name(t: &Tokens, open: usize, name: crate::intern::Sym) -> Option<usize> {
    let key = class_key_before(t, open)?;
    (key + 1..open).find(|&i| t.kind[i] == TokenKind::Identifier && t.sym[i] == name)
}

/// Whether token `w` is one of `words` in an attribute list.
fn is_word(t: &Tokens, w: usize, words: &[&[u8]]) -> bool {
    t.kind[w] == TokenKind::Identifier
        && words.contains(&t.spelling(w))
        && matches!(t.kind[w - 1], TokenKind::LBracket | TokenKind::LParen | TokenKind::Comma | TokenKind::ColonColon)
}

/// `deprecated("…")`'s (`nodiscard("…")`'s) message after the word at `word`; `None` without
/// one.
fn message(t: &Tokens, word: usize) -> Result<Option<String>, Undecided> {
    if t.kind.get(word + 1) != Some(&TokenKind::LParen) {
        return Ok(None);
    }
    let literal = t.spelling(word + 2);
    let plain = t.kind.get(word + 2) == Some(&TokenKind::StringLiteral)
        && t.kind.get(word + 3) == Some(&TokenKind::RParen)
        && literal.len() >= 2
        && literal[0] == b'"'
        && !literal.contains(&b'\\');
    if !plain {
        return Err(Undecided::Unrendered);
    }
    Ok(Some(String::from_utf8_lossy(&literal[1..literal.len() - 1]).into_owned()))
}
