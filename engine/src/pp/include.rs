//! `#include`, `#include_next`, `#import`, `__has_include` and the forced includes: the
//! search as g++ does it (the includer's directory, then `-iquote`, then `-I`, `-isystem`, the
//! system directories and `-idirafter`), file names spelled as g++ spells them in line
//! markers, `#pragma once` and the include-guard optimisation.

use std::path::Path;
use std::rc::Rc;
use std::sync::Arc;

use super::directives::DirectiveSpan;
use super::reuse::{Reused, SearchLog};
use super::token::PpToken;
use super::unit::{FoundIn, FrameKind, Preprocessor};
use crate::diag::{Arg, DiagId};
use crate::lex::TokenKind;
use crate::source::FileId;

/// A header found by the search (cpplib's `_cpp_file`): one per header name and starting
/// directory, so the same file reached from another directory is another entry. The include
/// guard belongs to the entry, as in g++: a guarded header reached a new way is entered again
/// (and its guard then empties it), which shows in the line markers.
#[derive(Clone, Debug)]
pub(super) struct Found {
    pub file: FileId,
    /// The name as g++ forms it: the directory as given, `/`, the name as written.
    pub name: String,
    pub found_in: FoundIn,
    pub system: u8,
    /// The macro whose definition makes this entry add nothing (set when it was read once).
    pub guard: Option<super::token::Sym>,
}

/// Where a search starts (cpplib's start `cpp_dir`): an includer's directory by name, or an
/// entry of the search chain.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Start {
    Dir(String),
    Chain(usize),
}

impl Preprocessor<'_> {
    /// The header name of an `#include` or `__has_include`: from a header-name token, a
    /// string literal, or `<` … `>` put together from macro-expanded tokens. `None`: not a
    /// header name (the caller reports).
    fn header_name(&mut self, first: PpToken) -> Option<(String, bool)> {
        let spelled = self.spelling(&first).to_vec();
        if first.is(TokenKind::HeaderName) || (first.is(TokenKind::StringLiteral) && spelled.first() == Some(&b'"')) {
            if spelled.len() < 2 {
                return None;
            }
            let angled = spelled[0] == b'<';
            let inner = String::from_utf8_lossy(&spelled[1..spelled.len() - 1]).into_owned();
            return Some((inner, angled));
        }
        if first.is(TokenKind::Less) {
            // cpplib's glue_header_name: spellings, a space for each token preceded by one.
            let mut name = Vec::new();
            loop {
                let t = self.get_token();
                if t.is(TokenKind::Eof) {
                    let loc = self.position(&first);
                    self.report(DiagId::MissingTerminatingGreater, loc, vec![]);
                    return None;
                }
                if t.is_padding() {
                    continue;
                }
                if t.is(TokenKind::Greater) {
                    break;
                }
                if t.leading_space() {
                    name.push(b' ');
                }
                name.extend_from_slice(self.spelling(&t));
            }
            return Some((String::from_utf8_lossy(&name).into_owned(), true));
        }
        None
    }

    /// `<` … `>` as written in the file, up to the `>` on the same line.
    fn raw_angled_name(&mut self, lt: PpToken) -> Option<(String, bool)> {
        self.state.prevent_expansion += 1;
        let mut result = None;
        loop {
            let t = self.get_real_token();
            if t.is(TokenKind::Eof) || t.is(TokenKind::RParen) && t.buf != lt.buf {
                self.backup(t);
                break;
            }
            if t.is(TokenKind::Greater) && t.buf == lt.buf && t.origin == 0 {
                let src = self.files.get(crate::source::FileId(lt.buf)).bytes();
                let inner = src.get(lt.end as usize..t.start as usize).unwrap_or_default();
                result = Some((String::from_utf8_lossy(inner).into_owned(), true));
                break;
            }
        }
        self.state.prevent_expansion -= 1;
        result
    }

    pub(super) fn do_include(&mut self, next: bool, import: bool, span: DirectiveSpan) {
        let directive = if next {
            "include_next"
        } else if import {
            "import"
        } else {
            "include"
        };
        let loc = self.here(span.name);
        let first = self.get_real_token();
        let Some((name, angled)) = self.header_name(first) else {
            self.report(DiagId::IncludeExpectsFilename, loc, vec![Arg::Str(directive.into())]);
            return;
        };
        if name.is_empty() {
            self.report(DiagId::EmptyFilename, loc, vec![Arg::Str(directive.into())]);
            return;
        }
        let extra = self.get_real_token();
        if !extra.is(TokenKind::Eof) {
            let at = self.position(&extra);
            self.report(DiagId::ExtraTokensAtEndOfDirective, at, vec![Arg::Str(directive.into())]);
        }
        let depth = self.include_depth();
        self.log_include_depth(depth);
        if depth >= self.options.max_include_depth {
            let max = self.options.max_include_depth as i64;
            // g++ points just after the header name.
            let at = first.file().map(|file| crate::source::Loc { file, offset: first.end }).or(loc);
            self.report(DiagId::IncludeNestedTooDeeply, at, vec![Arg::Int(depth as i64), Arg::Int(max)]);
            return;
        }
        let mut next = next;
        if next && self.frames.last().is_some_and(|f| f.kind == FrameKind::Main) {
            self.report(DiagId::IncludeNextInPrimary, loc, vec![]);
            next = false;
        }
        let Some(entry) = self.find_include(&name, angled, next) else {
            // g++ points at where the header name is spelled (in a macro, for a computed one).
            let spelled = first.file().map(|file| crate::source::Loc { file, offset: first.start });
            let file_loc = spelled.or_else(|| self.position(&first)).or(loc);
            self.report(DiagId::IncludeNotFound, file_loc, vec![Arg::Str(name)]);
            self.fatal = true;
            return;
        };
        // The includer continues after the directive when the header ends.
        if let Some(f) = self.frames.get_mut(span.frame) {
            f.pos = span.end;
        }
        self.enter_header(entry, FrameKind::Header);
        if import {
            // `#import` is `#include` of a file that then counts as `#pragma once`.
            let h = self.files.get(self.includes[entry].file).content_hash();
            self.once.push(h);
        }
    }

    /// Pushes a found header unless `#pragma once` or its include guard says it adds nothing.
    fn enter_header(&mut self, entry: usize, kind: FrameKind) {
        let found = self.includes[entry].clone();
        if self.once_contains(found.file) {
            self.stats.skipped_by_once += 1;
            return;
        }
        if let Some(guard) = found.guard {
            if self.macros.lookup(guard).is_some() {
                self.stats.skipped_by_guard += 1;
                return;
            }
        }
        // cpplib's _cpp_stack_file: a header is as much a system header as its includer.
        let includer = self.frames.last().map_or(0, |f| f.system);
        let system = found.system.max(includer);
        let name: Rc<str> = Rc::from(found.name.as_str());
        let recording = match self.reuse_header(entry, kind, system) {
            Some(Reused::Replayed) => return,
            Some(Reused::Record(slot)) => Some(self.begin_recording(slot, entry, Rc::clone(&name))),
            None => None,
        };
        self.push_file(found.file, name, found.found_in, kind, system);
        if let Some(segment) = recording {
            self.start_segment(segment);
        }
        if let Some(f) = self.frames.last_mut() {
            f.entry = Some(entry);
        }
    }

    /// `-include`, `-imacros` and the implicit `stdc-predef.h`.
    pub(super) fn forced_include(&mut self, path: &Path, macros_only: bool, implicit: bool) {
        let name = path.to_string_lossy().into_owned();
        if name == super::env::EMBEDDED_CUDA_RUNTIME {
            // No CUDA toolkit: our own minimal cuda_runtime.h.
            let text = super::env::embedded_cuda_runtime();
            if let Ok(file) = self.files.add_bytes(&name, text.as_bytes().to_vec()) {
                self.includes.push(Found { file, name, found_in: FoundIn::NoSearch, system: 0, guard: None });
                let entry = self.includes.len() - 1;
                let kind = if macros_only { FrameKind::Imacros } else { FrameKind::PreInclude };
                self.enter_header(entry, kind);
            }
            return;
        }
        let entry = if implicit {
            self.search(&name, Start::Chain(self.options.quote_dirs.len()))
        } else if path.is_absolute() {
            self.search(&name, Start::Dir(String::new()))
        } else {
            // g++ searches from the current directory ("./"), then along the quote chain.
            self.search(&name, Start::Dir("./".into()))
        };
        let Some(entry) = entry else {
            if !implicit {
                self.report(DiagId::IncludeNotFound, None, vec![Arg::Str(name)]);
                self.fatal = true;
            }
            return;
        };
        let kind = if macros_only { FrameKind::Imacros } else { FrameKind::PreInclude };
        self.enter_header(entry, kind);
    }

    /// The search for `name` from the current file (cpplib's `search_path_head`).
    pub(super) fn find_include(&mut self, name: &str, angled: bool, next: bool) -> Option<usize> {
        if Path::new(name).is_absolute() {
            return self.search(name, Start::Dir(String::new()));
        }
        let quote_len = self.options.quote_dirs.len();
        let current = self.frames.last().map(|f| (f.found_in, Rc::clone(&f.name)));
        if next {
            if let Some((found_in, _)) = &current {
                match *found_in {
                    FoundIn::Chain(i) => return self.search(name, Start::Chain(i + 1)),
                    FoundIn::IncluderDir => return self.search(name, Start::Chain(0)),
                    FoundIn::NoSearch => {}
                }
            }
        }
        if angled {
            return self.search(name, Start::Chain(quote_len));
        }
        let dir = match &current {
            Some((_, includer)) => match includer.rfind('/') {
                Some(i) => includer[..=i].to_string(),
                None => String::new(),
            },
            None => String::new(),
        };
        self.search(name, Start::Dir(dir))
    }

    /// cpplib's `_cpp_find_file`: the entry cached for (start, name), or a search from
    /// `start` along the chain that takes the entry cached for a chain head it passes.
    fn search(&mut self, name: &str, start: Start) -> Option<usize> {
        let key = (start.clone(), name.to_string());
        let cached = self.include_cache.get(&key).copied();
        self.log_lookup(&key, cached);
        if let Some(e) = cached {
            return e;
        }
        let quote_len = self.options.quote_dirs.len();
        let total = quote_len + self.options.bracket_dirs.len();
        let includer_system = self.frames.last().map_or(0, |f| f.system);
        let absolute = Path::new(name).is_absolute();
        let mut found: Option<usize> = None;
        let mut heads_passed: Vec<Start> = Vec::new();
        let mut i = match &start {
            Start::Dir(dir) => {
                let path = format!("{dir}{name}");
                let (found_in, system) =
                    if absolute { (FoundIn::NoSearch, 0) } else { (FoundIn::IncluderDir, includer_system) };
                found = self.open(&path, found_in, system);
                if absolute {
                    total
                } else {
                    0
                }
            }
            Start::Chain(i) => *i,
        };
        while found.is_none() && i < total {
            let is_head = i == 0 || i == quote_len;
            if is_head && Start::Chain(i) != start {
                let head = (Start::Chain(i), name.to_string());
                let cached = self.include_cache.get(&head).copied();
                self.log_lookup(&head, cached);
                if let Some(Some(e)) = cached {
                    found = Some(e);
                    break;
                }
                heads_passed.push(Start::Chain(i));
            }
            let dir =
                if i < quote_len { &self.options.quote_dirs[i] } else { &self.options.bracket_dirs[i - quote_len] };
            let sysp = if dir.extern_c { 2 } else { dir.system as u8 };
            let d = dir.path.to_string_lossy();
            let path = if d.is_empty() {
                name.to_string()
            } else if d.ends_with('/') {
                format!("{d}{name}")
            } else {
                format!("{d}/{name}")
            };
            found = self.open(&path, FoundIn::Chain(i), sysp);
            i += 1;
        }
        self.include_cache.insert(key.clone(), found);
        self.log_search(SearchLog::Insert(key, found));
        if let Some(e) = found {
            for h in heads_passed {
                let head = (h, name.to_string());
                if !self.include_cache.contains_key(&head) {
                    self.include_cache.insert(head.clone(), Some(e));
                    self.log_search(SearchLog::Insert(head, Some(e)));
                }
            }
        }
        found
    }

    /// A new entry for `path` if it is a regular file (each path is read once per run).
    fn open(&mut self, path: &str, found_in: FoundIn, system: u8) -> Option<usize> {
        let file = match self.opened.get(path) {
            Some(&cached) => cached,
            None => self.open_path(path),
        };
        self.log_opened(path, file);
        let file = file?;
        self.includes.push(Found { file, name: path.to_string(), found_in, system, guard: None });
        Some(self.includes.len() - 1)
    }

    /// The file at `path` added to the unit (from the virtual files or the run's cache), the
    /// first time the search tries the path.
    pub(super) fn open_path(&mut self, path: &str) -> Option<FileId> {
        let file = if let Some(bytes) = self.options.virtual_files.get(path) {
            self.files.add_bytes(path, bytes.clone()).ok()
        } else {
            let cache = Arc::clone(&self.cache);
            cache.file(path).map(|cached| self.add_cached(&cached))
        };
        self.opened.insert(path.to_string(), file);
        file
    }

    /// `__has_include(...)` / `__has_include_next(...)` in `#if`.
    pub(super) fn has_include_operand(&mut self, next: bool, name: &PpToken) -> bool {
        let loc = self.position(name);
        let open = self.get_real_token();
        if !open.is(TokenKind::LParen) {
            self.report(DiagId::MissingOpenParenAfter, loc, vec![self.sym_arg(name.sym)]);
            return false;
        }
        // g++ lexes `<...>` written in the operand as one header name, unexpanded.
        self.state.prevent_expansion += 1;
        let first = self.get_real_token();
        self.state.prevent_expansion -= 1;
        let header = if first.is(TokenKind::Less) && first.origin == 0 && first.buf != super::token::SCRATCH {
            self.raw_angled_name(first)
        } else {
            self.backup(first);
            let first = self.get_real_token();
            self.header_name(first)
        };
        let close = self.get_real_token();
        if !close.is(TokenKind::RParen) {
            self.report(DiagId::MissingCloseParenAfter, loc, vec![self.sym_arg(name.sym)]);
        }
        let Some((header, angled)) = header else {
            self.report(DiagId::IncludeExpectsFilename, loc, vec![self.sym_arg(name.sym)]);
            return false;
        };
        let next = next && !self.frames.last().is_some_and(|f| f.kind == FrameKind::Main);
        self.find_include(&header, angled, next).is_some()
    }
}
