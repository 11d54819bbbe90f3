//! The lexer against an independent scalar reference (`tests/reference/mod.rs`, written from
//! the specification in `engine/src/lex/mod.rs`), on the hand-written samples, on real code
//! (the fetched corpus and libstdc++'s headers) and on generated adversarial inputs, at every
//! SIMD level this machine runs. Every run also checks the structural contract: tokens in
//! order, not overlapping, only white space / line terminators / NUL / splices / comments
//! between them, exactly one `Eof` at the end, so the file round-trips.

mod reference;

use std::path::{Path, PathBuf};
use std::time::Instant;

use cufront_engine::lex::{lex, lex_with, LexOptions, LexProblem, LexProblemKind, Lexed, TokenFlags, TokenKind};
use cufront_simd::class::splice_at;
use cufront_simd::{Kernels, Level, Scan};
use proptest::prelude::*;
use reference::{flag_string, reference_lex, render, RefToken};

// ---------------------------------------------------------------------------------------------
// Shared checks
// ---------------------------------------------------------------------------------------------

fn levels() -> Vec<Kernels> {
    let ks: Vec<Kernels> = Level::ALL.into_iter().filter_map(Kernels::for_level).collect();
    assert!(!ks.is_empty(), "no SIMD level available");
    ks
}

fn opts(keep_comments: bool) -> LexOptions {
    LexOptions { keep_comments }
}

fn as_ref_tokens(lexed: &Lexed) -> Vec<RefToken> {
    let t = &lexed.tokens;
    assert_eq!(t.kinds.len(), t.starts.len(), "parallel arrays differ in length");
    assert_eq!(t.kinds.len(), t.ends.len(), "parallel arrays differ in length");
    assert_eq!(t.kinds.len(), t.flags.len(), "parallel arrays differ in length");
    (0..t.len()).map(|i| (t.kinds[i], t.starts[i], t.ends[i], t.flags[i].0)).collect()
}

/// Whether `src[from..to]` holds only what may stand between tokens when comments are kept as
/// tokens: white space, line terminators, NUL, line splices, and a BOM at offset 0.
fn gap_is_blank(src: &[u8], from: usize, to: usize) -> bool {
    let mut i = from;
    while i < to {
        if i == 0 && src.starts_with(b"\xEF\xBB\xBF") {
            i = 3;
            continue;
        }
        if let Some((len, _)) = splice_at(src, i) {
            if i + len > to {
                return false;
            }
            i += len;
            continue;
        }
        match src[i] {
            b' ' | b'\t' | 0x0b | 0x0c | b'\n' | b'\r' | 0 => i += 1,
            _ => return false,
        }
    }
    i == to
}

/// The structural contract of the lexer's output.
fn check_structure(src: &[u8], toks: &[RefToken], keep_comments: bool) -> Result<(), String> {
    let len = src.len() as u32;
    let Some(&(last_kind, ls, le, _)) = toks.last() else { return Err("no tokens at all".into()) };
    if last_kind != TokenKind::Eof || ls != len || le != len {
        return Err(format!("last token is {last_kind:?} {ls}..{le}, not Eof at {len}"));
    }
    if let Some(i) = toks[..toks.len() - 1].iter().position(|t| t.0 == TokenKind::Eof) {
        return Err(format!("Eof token #{i} before the end"));
    }
    let mut pos = 0u32;
    let mut rebuilt = Vec::with_capacity(src.len());
    for (i, &(k, s, e, f)) in toks.iter().enumerate() {
        if s < pos || e < s || e > len {
            return Err(format!("token #{i} {k:?} {s}..{e} out of order or overlapping (previous end {pos})"));
        }
        if s == e && k != TokenKind::Eof {
            return Err(format!("empty token #{i} {k:?} at {s}"));
        }
        if !keep_comments && k == TokenKind::Comment {
            return Err(format!("comment token #{i} at {s} although comments are not kept"));
        }
        if k == TokenKind::Other && f & TokenFlags::ERROR == 0 {
            return Err(format!("Other token #{i} at {s} without the ERROR flag"));
        }
        if keep_comments && !gap_is_blank(src, pos as usize, s as usize) {
            return Err(format!(
                "bytes {pos}..{s} before token #{i} are not blank: \"{}\"",
                src[pos as usize..s as usize].escape_ascii()
            ));
        }
        rebuilt.extend_from_slice(&src[pos as usize..s as usize]);
        rebuilt.extend_from_slice(&src[s as usize..e as usize]);
        pos = e;
    }
    rebuilt.extend_from_slice(&src[pos as usize..]);
    if rebuilt != src {
        return Err("round trip does not reproduce the file".into());
    }
    Ok(())
}

fn token_line(src: &[u8], t: &RefToken) -> String {
    let (k, s, e, f) = *t;
    let text = src[s as usize..e as usize].escape_ascii().to_string();
    let text = if text.len() > 80 { format!("{}...", &text[..80]) } else { text };
    format!("{k:?} {s}..{e} [{}] \"{text}\"", flag_string(f))
}

/// Compare the lexer's tokens with the reference's; on a difference, show the neighbourhood.
fn compare(src: &[u8], mine: &[RefToken], reference: &[RefToken]) -> Result<(), String> {
    let first = (0..mine.len().max(reference.len())).find(|&i| mine.get(i) != reference.get(i));
    let Some(i) = first else { return Ok(()) };
    let lo = i.saturating_sub(3);
    let show = |toks: &[RefToken]| -> String {
        toks.iter().enumerate().skip(lo).take(7).map(|(j, t)| format!("    #{j} {}\n", token_line(src, t))).collect()
    };
    let at = mine.get(i).or(reference.get(i)).map(|t| t.1 as usize).unwrap_or(0);
    let ctx_lo = at.saturating_sub(40);
    let ctx_hi = (at + 40).min(src.len());
    Err(format!(
        "first difference at token #{i} (lexer {} tokens, reference {} tokens)\n  source near offset {at}: \"{}\"\n  lexer:\n{}  reference:\n{}",
        mine.len(),
        reference.len(),
        src[ctx_lo..ctx_hi].escape_ascii(),
        show(mine),
        show(reference)
    ))
}

/// The problem that explains an ERROR token: one whose offset lies in the token.
fn problem_for(problems: &[LexProblem], s: u32, e: u32) -> Option<LexProblem> {
    problems.iter().copied().find(|p| p.offset >= s && p.offset <= e)
}

/// What one file gave at one level.
struct FileCheck {
    /// Tokens (without comments, `Eof` included).
    tokens: usize,
    /// ERROR tokens, with the problem recorded in each.
    errors: Vec<(RefToken, Option<LexProblem>)>,
    /// The first broken contract or disagreement with the reference.
    failure: Option<String>,
}

/// All checks on one file at one level (the best one when `kernels` is None): structure,
/// agreement with the reference, both with and without kept comments.
fn check_file(src: &[u8], kernels: Option<&Kernels>) -> FileCheck {
    let mut r = FileCheck { tokens: 0, errors: Vec::new(), failure: None };
    for keep in [false, true] {
        let lexed = match kernels {
            Some(k) => lex_with(src, &opts(keep), k),
            None => lex(src, &opts(keep)),
        };
        let mine = as_ref_tokens(&lexed);
        if !keep {
            r.tokens = mine.len();
        }
        for t in &mine {
            if t.3 & TokenFlags::ERROR != 0 && !r.errors.iter().any(|(e, _)| e.1 == t.1) {
                r.errors.push((*t, problem_for(&lexed.problems, t.1, t.2)));
            }
        }
        if r.failure.is_none() {
            let result =
                check_structure(src, &mine, keep).and_then(|()| compare(src, &mine, &reference_lex(src, keep)));
            r.failure = result.err().map(|e| format!("keep_comments={keep}: {e}"));
        }
    }
    r
}

// ---------------------------------------------------------------------------------------------
// File walks
// ---------------------------------------------------------------------------------------------

fn walk(dir: &Path, wanted: &dyn Fn(&Path) -> bool, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = rd.filter_map(|e| e.ok()).collect();
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let path = e.path();
        let Ok(ft) = e.file_type() else { continue };
        if ft.is_dir() {
            let name = e.file_name();
            if name != "_dl" && name != "_cargo-home" {
                walk(&path, wanted, out);
            }
        } else if (ft.is_file() || (ft.is_symlink() && path.is_file())) && wanted(&path) {
            out.push(path);
        }
    }
}

fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/samples")
}

fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

/// Skip (stderr line, pass) outside CI; fail in CI.
fn skip(reason: &str) {
    assert!(!in_ci(), "CI=true and {reason}");
    eprintln!("skipped: {reason}");
}

// ---------------------------------------------------------------------------------------------
// a. Hand-written samples, every level
// ---------------------------------------------------------------------------------------------

#[test]
fn samples_agree_at_every_level() {
    let t0 = Instant::now();
    let dir = samples_dir();
    let mut files = Vec::new();
    walk(&dir, &|_| true, &mut files);
    assert!(files.len() >= 10, "expected the samples under {}", dir.display());
    let mut failures = Vec::new();
    let (mut bytes, mut tokens, mut error_files) = (0usize, 0usize, 0usize);
    for path in &files {
        let src = std::fs::read(path).expect("read sample");
        let expect_errors = path.components().any(|c| c.as_os_str() == "lex-errors");
        bytes += src.len();
        for k in levels() {
            let r = check_file(&src, Some(&k));
            tokens += r.tokens;
            match r.failure {
                Some(e) => failures.push(format!("{} [{}]: {e}", path.display(), k.level().name())),
                None => {
                    if !expect_errors {
                        for (t, p) in r.errors {
                            failures.push(format!(
                                "{} [{}]: unexpected ERROR token {} (problem {:?})",
                                path.display(),
                                k.level().name(),
                                token_line(&src, &t),
                                p.map(|p| p.kind)
                            ));
                        }
                    } else if k.level() == Level::Scalar {
                        let problems = lex_with(&src, &opts(false), &k).problems;
                        if problems.is_empty() {
                            failures.push(format!("{}: a lex-errors sample without any problem", path.display()));
                        } else {
                            error_files += 1;
                        }
                    }
                }
            }
        }
    }
    eprintln!(
        "samples: {} files ({error_files} in lex-errors), {bytes} bytes, {tokens} tokens over {} levels, {:.2?}",
        files.len(),
        levels().len(),
        t0.elapsed()
    );
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n\n"));
}

// ---------------------------------------------------------------------------------------------
// b. Real code at the best level
// ---------------------------------------------------------------------------------------------

/// ERROR tokens in real code that are right, because the bytes are in the source text and g++
/// lexes them the same way (as a stray `CPP_OTHER`, which only the parser would reject, or with
/// the same warning). Path suffix, the problem every ERROR token in the file has, how many, why.
const ALLOWED_ERRORS: &[(&str, LexProblemKind, usize, &str)] = &[
    (
        "/ext/rope",
        LexProblemKind::StrayCharacter,
        1,
        "`@` of an e-mail address in the text of a `#error` line (libstdc++@gcc.gnu.org)",
    ),
    (
        "/vendor/miniaudio/miniaudio.h",
        LexProblemKind::StrayCharacter,
        10,
        "Objective-C (`@autoreleasepool`, `@interface`, `@implementation`, `@end`, `@selector`) in the \
         `MA_APPLE_MOBILE` blocks of the Core Audio backend (iOS builds compile the file as Objective-C)",
    ),
    (
        "/include/crt/storage_class.h",
        LexProblemKind::StrayCharacter,
        63,
        "`@@@ COMPILER @@@ ERROR @@@`: the bodies of 7 CUDA macros that must fail if ever expanded",
    ),
    (
        "/cuda/std/__cccl/preprocessor.h",
        LexProblemKind::StrayCharacter,
        2,
        "backticks around `/Zc:preprocessor` in the text of an MSVC-only `#error`",
    ),
];

struct RealRun {
    files: usize,
    bytes: usize,
    tokens: usize,
    failures: Vec<String>,
    errors: Vec<String>,
}

fn run_real(files: &[PathBuf]) -> RealRun {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).min(16);
    let next = AtomicUsize::new(0);
    let results: Vec<RealRun> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut r = RealRun { files: 0, bytes: 0, tokens: 0, failures: Vec::new(), errors: Vec::new() };
                    while let Some(path) = files.get(next.fetch_add(1, Ordering::Relaxed)) {
                        let Ok(src) = std::fs::read(path) else { continue };
                        r.files += 1;
                        r.bytes += src.len();
                        let c = check_file(&src, None);
                        r.tokens += c.tokens;
                        r.errors.extend(unexpected_errors(path, &src, &c.errors));
                        if let Some(e) = c.failure {
                            r.failures.push(format!("{}: {e}", path.display()));
                        }
                    }
                    r
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("worker panicked")).collect()
    });
    let mut all = RealRun { files: 0, bytes: 0, tokens: 0, failures: Vec::new(), errors: Vec::new() };
    for r in results {
        all.files += r.files;
        all.bytes += r.bytes;
        all.tokens += r.tokens;
        all.failures.extend(r.failures);
        all.errors.extend(r.errors);
    }
    all.failures.sort();
    all.errors.sort();
    all
}

/// The ERROR tokens of a real file that the allow-list does not explain.
fn unexpected_errors(path: &Path, src: &[u8], errors: &[(RefToken, Option<LexProblem>)]) -> Vec<String> {
    let describe = |t: &RefToken, prob: &Option<LexProblem>| {
        format!(
            "{}: offset {}: {} — {}",
            path.display(),
            t.1,
            token_line(src, t),
            prob.map(|p| format!("{:?}: {}", p.kind, p.kind.message()))
                .unwrap_or_else(|| "no problem recorded in the token".into())
        )
    };
    let p = path.to_string_lossy();
    match ALLOWED_ERRORS.iter().find(|a| p.ends_with(a.0)) {
        Some(&(_, kind, count, _)) => {
            let all_expected = errors.iter().all(|(_, prob)| prob.is_some_and(|p| p.kind == kind));
            if errors.is_empty() || (all_expected && errors.len() == count) {
                Vec::new()
            } else {
                let mut v = vec![format!(
                    "{}: allow-listed for {count} ERROR tokens with {kind:?}, found {}:",
                    path.display(),
                    errors.len()
                )];
                v.extend(errors.iter().map(|(t, prob)| format!("    {}", describe(t, prob))));
                v
            }
        }
        None => errors.iter().map(|(t, prob)| describe(t, prob)).collect(),
    }
}

fn check_real(name: &str, files: &[PathBuf]) {
    let t0 = Instant::now();
    let r = run_real(files);
    eprintln!(
        "{name}: {} files, {} bytes, {} tokens at level {}, {:.2?}",
        r.files,
        r.bytes,
        r.tokens,
        cufront_simd::kernels().level().name(),
        t0.elapsed()
    );
    let mut msg = String::new();
    if !r.failures.is_empty() {
        msg += &format!("{} files disagree or break the contract (first 20):\n", r.failures.len());
        for f in r.failures.iter().take(20) {
            msg += &format!("{f}\n\n");
        }
    }
    if !r.errors.is_empty() {
        msg += &format!("{} ERROR tokens in real code (first 20):\n", r.errors.len());
        for e in r.errors.iter().take(20) {
            msg += &format!("  {e}\n");
        }
    }
    assert!(msg.is_empty(), "{name}: {msg}");
}

fn corpus_root() -> PathBuf {
    cufront_engine::batch::corpus_dir()
}

fn is_source(p: &Path) -> bool {
    matches!(p.extension().and_then(|e| e.to_str()), Some("cu" | "cuh" | "h" | "hpp" | "hh" | "inl" | "cpp" | "c"))
}

#[test]
fn fetched_corpus_agrees() {
    let root = corpus_root();
    if !root.is_dir() {
        return skip(&format!("no fetched corpus at {} (set CUFRONT_CORPUS)", root.display()));
    }
    let mut files = Vec::new();
    walk(&root, &is_source, &mut files);
    if files.is_empty() {
        return skip(&format!("no source files in the fetched corpus at {}", root.display()));
    }
    let headers = root.join("cuda-headers");
    if headers.is_dir() {
        let n = files.iter().filter(|f| f.starts_with(&headers)).count();
        eprintln!("fetched corpus: {n} files under {}", headers.display());
    } else {
        eprintln!("fetched corpus: no {} (CUDA wheel headers not fetched)", headers.display());
    }
    check_real("fetched corpus", &files);
}

#[test]
fn libstdcxx_headers_agree() {
    let root = Path::new("/usr/include/c++/12");
    if !root.is_dir() {
        return skip("no /usr/include/c++/12 (libstdc++ 12 headers not installed)");
    }
    let mut files = Vec::new();
    walk(root, &|_| true, &mut files);
    if files.is_empty() {
        return skip("/usr/include/c++/12 holds no files");
    }
    check_real("/usr/include/c++/12", &files);
}

// ---------------------------------------------------------------------------------------------
// c. Generated adversarial inputs, every level
// ---------------------------------------------------------------------------------------------

fn agree_everywhere(src: &[u8]) -> Result<(), String> {
    for k in levels() {
        if let Some(e) = check_file(src, Some(&k)).failure {
            return Err(format!("level {}: input \"{}\"\n{e}", k.level().name(), src.escape_ascii()));
        }
    }
    Ok(())
}

const FRAGMENTS: &[&[u8]] = &[
    b"\"",
    b"'",
    b"\\",
    b"\\\n",
    b"\\ \n",
    b"\\\t\r\n",
    b"\\\r",
    b"\r\n",
    b"\r",
    b"\n",
    b"\n",
    b"/*",
    b"*/",
    b"//",
    b"/",
    b"*",
    b"R\"x(",
    b")x\"",
    b"R\"(",
    b")\"",
    b"R\"",
    b"R",
    b"(",
    b")",
    b"u8",
    b"u",
    b"U",
    b"L",
    b"LR",
    b"u8R",
    b"<:",
    b":>",
    b"<%",
    b"%>",
    b"::",
    b":",
    b"%:",
    b"%:%:",
    b"%",
    b"<::",
    b"<",
    b">",
    b"<<<",
    b">>>",
    b"<<",
    b">>",
    b"=",
    b"-",
    b"+",
    b"...",
    b".",
    b"..",
    b"1e+",
    b"0x1p-",
    b"1",
    b"0",
    b"'",
    b"_",
    b"$",
    b"\xC3\xA9",
    b"\xE2\x82\xAC",
    b"\xF0\x9F\x98\x80",
    b"\\u00e9",
    b"\\U0001F600",
    b"\\u12",
    b"\xFF",
    b"\x80",
    b"\xC3",
    b"\xE2\x82",
    b"\xED\xA0\x80",
    b"\0",
    b"#include <a.h>",
    b"#include \"b.h\"",
    b"#",
    b"include",
    b" ",
    b" ",
    b"  ",
    b"\t",
    b"\x0c",
    b"@",
    b"`",
    b"\x01",
    b"\x7f",
    b"\xEF\xBB\xBF",
    b"x",
    b"abc",
    b"e",
    b"E",
    b"p",
    b"\\u",
    b"\\U",
    b"'0",
    b"#import",
    b"include_next",
    b"%:include",
    b"/**/",
    b"//x\n",
    b"\x0b",
];

fn fragment() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        8 => prop::sample::select(FRAGMENTS).prop_map(|f| f.to_vec()),
        2 => "[A-Za-z_][A-Za-z0-9_]{0,5}".prop_map(String::into_bytes),
        1 => "[0-9.][0-9a-fA-FxXpPeE.'+-]{0,6}".prop_map(String::into_bytes),
        1 => any::<u8>().prop_map(|b| vec![b]),
    ]
}

/// Fragments, after a pad that shifts them across vector boundaries.
fn fragments_input() -> impl Strategy<Value = Vec<u8>> {
    (0..70usize, prop::sample::select(&b" a\n"[..]), prop::collection::vec(fragment(), 0..60)).prop_map(
        |(pad, c, parts)| {
            let mut v = vec![c; pad];
            for p in parts {
                v.extend_from_slice(&p);
            }
            v
        },
    )
}

const ALPHABET: &[u8] = b"\"'\\\n\r /*()Ru8LU<:>%.e+-0xp#@\0\xFF\x80\xC3\xA9$_a1\t";

fn alphabet_input() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(prop::sample::select(ALPHABET), 0..160)
}

fn arbitrary_input() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(any::<u8>(), 0..160)
}

fn config(cases: u32) -> ProptestConfig {
    // No regression files: they would land outside the test sources.
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

proptest! {
    #![proptest_config(config(2500))]
    #[test]
    fn generated_fragments_agree(src in fragments_input()) {
        if let Err(e) = agree_everywhere(&src) {
            prop_assert!(false, "{}", e);
        }
    }
}

proptest! {
    #![proptest_config(config(1500))]
    #[test]
    fn generated_alphabet_agrees(src in alphabet_input()) {
        if let Err(e) = agree_everywhere(&src) {
            prop_assert!(false, "{}", e);
        }
    }

    #[test]
    fn generated_bytes_agree(src in arbitrary_input()) {
        if let Err(e) = agree_everywhere(&src) {
            prop_assert!(false, "{}", e);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The reference itself
// ---------------------------------------------------------------------------------------------

mod reference_unit {
    use super::*;
    use TokenKind::*;

    /// The reference's tokens, Eof excluded, as (kind, text, flags).
    fn toks(src: &[u8], keep: bool) -> Vec<(TokenKind, String, String)> {
        let t = reference_lex(src, keep);
        assert_eq!(t.last().map(|t| (t.0, t.1, t.2)), Some((Eof, src.len() as u32, src.len() as u32)));
        check_structure(src, &t, keep).unwrap_or_else(|e| panic!("{e}\n{}", render(src, &t)));
        t[..t.len() - 1]
            .iter()
            .map(|&(k, s, e, f)| (k, src[s as usize..e as usize].escape_ascii().to_string(), flag_string(f)))
            .collect()
    }

    fn expect(src: &[u8], keep: bool, want: &[(TokenKind, &str, &str)]) {
        let got = toks(src, keep);
        let want: Vec<_> = want.iter().map(|&(k, t, f)| (k, t.to_string(), f.to_string())).collect();
        assert_eq!(got, want, "input \"{}\"", src.escape_ascii());
    }

    fn kinds(src: &[u8]) -> Vec<TokenKind> {
        toks(src, false).into_iter().map(|t| t.0).collect()
    }

    #[test]
    fn gcc_digraph_and_launch_example() {
        expect(
            b"x <::a> <::> <:: q %:%: a<<<b>>>c",
            false,
            &[
                (Identifier, "x", "L"),
                (Less, "<", "s"),
                (ColonColon, "::", ""),
                (Identifier, "a", ""),
                (Greater, ">", ""),
                (LBracket, "<:", "s"),
                (RBracket, ":>", ""),
                (Less, "<", "s"),
                (ColonColon, "::", ""),
                (Identifier, "q", "s"),
                (HashHash, "%:%:", "s"),
                (Identifier, "a", "s"),
                (LaunchOpen, "<<<", ""),
                (Identifier, "b", ""),
                (LaunchClose, ">>>", ""),
                (Identifier, "c", ""),
            ],
        );
        assert_eq!(kinds(b"<::"), [Less, ColonColon]);
        assert_eq!(kinds(b"<:::"), [LBracket, ColonColon]);
        assert_eq!(kinds(b"<<::"), [LessLess, ColonColon]);
        assert_eq!(
            kinds(b"<% %> %: %:% <=> <<= >>= >>>= <<<= ->* .* .. ..."),
            [
                LBrace,
                RBrace,
                Hash,
                Hash,
                Percent,
                Spaceship,
                LessLessEq,
                GreaterGreaterEq,
                LaunchClose,
                Eq,
                LaunchOpen,
                Eq,
                ArrowStar,
                DotStar,
                Dot,
                Dot,
                Ellipsis
            ]
        );
        assert_eq!(
            kinds(b"a-->b&&c||d^=e|=f&=g%=h/=i*=j-=k+=l!=m==n"),
            [
                Identifier, MinusMinus, Greater, Identifier, AmpAmp, Identifier, PipePipe, Identifier, CaretEq,
                Identifier, PipeEq, Identifier, AmpEq, Identifier, PercentEq, Identifier, SlashEq, Identifier, StarEq,
                Identifier, MinusEq, Identifier, PlusEq, Identifier, BangEq, Identifier, EqEq, Identifier
            ]
        );
        assert_eq!(
            kinds(b"{}[]();:?~!,##"),
            [LBrace, RBrace, LBracket, RBracket, LParen, RParen, Semi, Colon, Question, Tilde, Bang, Comma, HashHash]
        );
    }

    #[test]
    fn raw_strings() {
        expect(b"R\"a b(abc)a b\"", false, &[(Identifier, "R", "LE"), (StringLiteral, "\\\"a b(abc)a b\\\"", "")]);
        expect(b"u8R\"x(a)\"b)x\"_s;", false, &[(RawStringLiteral, "u8R\\\"x(a)\\\"b)x\\\"_s", "LU"), (Semi, ";", "")]);
        // Splices in the body are text; before the quote and in the suffix they are splices.
        expect(b"R\"d(a\\\nb)d\"", false, &[(RawStringLiteral, "R\\\"d(a\\\\\\nb)d\\\"", "L")]);
        expect(b"u8\\\nR\"(x)\"", false, &[(RawStringLiteral, "u8\\\\\\nR\\\"(x)\\\"", "LS")]);
        expect(b"R\"(x)\"_\\\nk", false, &[(RawStringLiteral, "R\\\"(x)\\\"_\\\\\\nk", "LSU")]);
        expect(b"R\"(x)\"\\\n+", false, &[(RawStringLiteral, "R\\\"(x)\\\"", "L"), (Plus, "+", "")]);
        // A splice after the opening quote is in the delimiter: `\` is invalid there.
        expect(b"R\"\\\n(x)\"", false, &[(Identifier, "R", "LE"), (StringLiteral, "\\\"\\\\\\n(x)\\\"", "S")]);
        expect(b"R\"(abc\n", false, &[(RawStringLiteral, "R\\\"(abc\\n", "LE")]);
        expect(
            b"LR\"1234567890123456(x)1234567890123456\"",
            false,
            &[(RawStringLiteral, "LR\\\"1234567890123456(x)1234567890123456\\\"", "L")],
        );
        expect(
            b"R\"12345678901234567(x)12345678901234567\"",
            false,
            &[(Identifier, "R", "LE"), (StringLiteral, "\\\"12345678901234567(x)12345678901234567\\\"", "")],
        );
        expect(
            b"R\"ab\ncd(x)ab\"",
            false,
            &[
                (Identifier, "R", "LE"),
                (StringLiteral, "\\\"ab", "E"),
                (Identifier, "cd", "L"),
                (LParen, "(", ""),
                (Identifier, "x", ""),
                (RParen, ")", ""),
                (Identifier, "ab", ""),
                (StringLiteral, "\\\"", "E"),
            ],
        );
        expect(b"R\"\"'(x)\"'\"", false, &[(RawStringLiteral, "R\\\"\\\"\\'(x)\\\"\\'\\\"", "L")]);
        expect(
            b"xR\"(a)\" R'a'",
            false,
            &[
                (Identifier, "xR", "L"),
                (StringLiteral, "\\\"(a)\\\"", ""),
                (Identifier, "R", "s"),
                (CharLiteral, "\\'a\\'", ""),
            ],
        );
        expect(b"R\"abc", false, &[(Identifier, "R", "LE"), (StringLiteral, "\\\"abc", "E")]);
    }

    #[test]
    fn literals() {
        expect(
            b"L'a' U\"b\" u'c' u8'd' u8\"e\" '\\'' \"\\\"\"",
            false,
            &[
                (CharLiteral, "L\\'a\\'", "L"),
                (StringLiteral, "U\\\"b\\\"", "s"),
                (CharLiteral, "u\\'c\\'", "s"),
                (CharLiteral, "u8\\'d\\'", "s"),
                (StringLiteral, "u8\\\"e\\\"", "s"),
                (CharLiteral, "\\'\\\\\\'\\'", "s"),
                (StringLiteral, "\\\"\\\\\\\"\\\"", "s"),
            ],
        );
        expect(
            b"\"%\"PRId64 \"a\"_x1 'c'\\u00e9",
            false,
            &[
                (StringLiteral, "\\\"%\\\"PRId64", "LU"),
                (StringLiteral, "\\\"a\\\"_x1", "sU"),
                (CharLiteral, "\\'c\\'\\\\u00e9", "sU"),
            ],
        );
        expect(b"\"abc\nx", false, &[(StringLiteral, "\\\"abc", "LE"), (Identifier, "x", "L")]);
        expect(b"'a", false, &[(CharLiteral, "\\'a", "LE")]);
        expect(b"\"ab\\\n\n", false, &[(StringLiteral, "\\\"ab", "LE")]);
        expect(b"\"a\\\\\\\nb\"", false, &[(StringLiteral, "\\\"a\\\\\\\\\\\\\\nb\\\"", "LS")]);
        expect(
            b"\"a\0b\" a\0b",
            false,
            &[(StringLiteral, "\\\"a\\x00b\\\"", "L"), (Identifier, "a", "s"), (Identifier, "b", "s")],
        );
        expect(b"\"a\\", false, &[(StringLiteral, "\\\"a\\\\", "LE")]);
        expect(
            b"u8 \"a\" u8\\\n'b'",
            false,
            &[(Identifier, "u8", "L"), (StringLiteral, "\\\"a\\\"", "s"), (CharLiteral, "u8\\\\\\n\\'b\\'", "sS")],
        );
    }

    #[test]
    fn numbers() {
        expect(
            b"1e+5 0x1p-3 1'000 12_km .5e-1 1.2.3 1'a 1''2 0x1P+ 1+2 a.5",
            false,
            &[
                (Number, "1e+5", "L"),
                (Number, "0x1p-3", "s"),
                (Number, "1\\'000", "s"),
                (Number, "12_km", "s"),
                (Number, ".5e-1", "s"),
                (Number, "1.2.3", "s"),
                (Number, "1\\'a", "s"),
                // g++ 12: `1''2` is one pp-number (with the error "adjacent digit separators").
                (Number, "1\\'\\'2", "s"),
                (Number, "0x1P+", "s"),
                (Number, "1", "s"),
                (Plus, "+", ""),
                (Number, "2", ""),
                (Identifier, "a", "s"),
                (Number, ".5", ""),
            ],
        );
        expect(
            b"1\\u00ae+ 1\xC3\xA9$ 1'\\\n2 1\\\n.",
            false,
            &[
                (Number, "1\\\\u00ae+", "L"),
                (Number, "1\\xc3\\xa9$", "s"),
                (Number, "1\\'\\\\\\n2", "sS"),
                (Number, "1\\\\\\n.", "sS"),
            ],
        );
    }

    #[test]
    fn header_names() {
        expect(
            b"#include <a b.h>\n# include_next \"x\\\"\n%:import <c>",
            false,
            &[
                (Hash, "#", "L"),
                (Identifier, "include", ""),
                (HeaderName, "<a b.h>", "s"),
                (Hash, "#", "L"),
                (Identifier, "include_next", "s"),
                (HeaderName, "\\\"x\\\\\\\"", "s"),
                (Hash, "%:", "L"),
                (Identifier, "import", ""),
                (HeaderName, "<c>", "s"),
            ],
        );
        assert_eq!(kinds(b"#include <a.h"), [Hash, Identifier, Less, Identifier, Dot, Identifier]);
        assert_eq!(kinds(b"x #include <a>"), [Identifier, Hash, Identifier, Less, Identifier, Greater]);
        assert_eq!(kinds(b"#define <a>"), [Hash, Identifier, Less, Identifier, Greater]);
        assert_eq!(kinds(b"#include /* c */ <a>\n<b>"), [Hash, Identifier, HeaderName, Less, Identifier, Greater]);
        assert_eq!(kinds(b"#inc\\\nlude\\\n<a>"), [Hash, Identifier, HeaderName]);
        assert_eq!(kinds(b"#include\n<a>"), [Hash, Identifier, Less, Identifier, Greater]);
        expect(
            b"#include \"a.h",
            false,
            &[(Hash, "#", "L"), (Identifier, "include", ""), (StringLiteral, "\\\"a.h", "sE")],
        );
    }

    #[test]
    fn comments_and_flags() {
        let src = b"a/*x*/b //c\nd /* \n */ e\n  f\n/**/#x\n";
        expect(
            src,
            false,
            &[
                (Identifier, "a", "L"),
                (Identifier, "b", "s"),
                (Identifier, "d", "L"),
                (Identifier, "e", "s"),
                (Identifier, "f", "Ls"),
                (Hash, "#", "Ls"),
                (Identifier, "x", ""),
            ],
        );
        expect(
            src,
            true,
            &[
                (Identifier, "a", "L"),
                (Comment, "/*x*/", ""),
                (Identifier, "b", "s"),
                (Comment, "//c", "s"),
                (Identifier, "d", "L"),
                (Comment, "/* \\n */", "s"),
                (Identifier, "e", "s"),
                (Identifier, "f", "Ls"),
                (Comment, "/**/", "L"),
                (Hash, "#", "Ls"),
                (Identifier, "x", ""),
            ],
        );
        expect(
            b"/* x *\\\n/ y // a\\\nb\nz /* q",
            true,
            &[
                (Comment, "/* x *\\\\\\n/", "LS"),
                (Identifier, "y", "Ls"),
                (Comment, "// a\\\\\\nb", "sS"),
                (Identifier, "z", "L"),
                (Comment, "/* q", "sE"),
            ],
        );
        expect(b"/*/ */x", false, &[(Identifier, "x", "Ls")]);
        expect(
            b"a\r\nb\rc\n\r\nd",
            false,
            &[(Identifier, "a", "L"), (Identifier, "b", "L"), (Identifier, "c", "L"), (Identifier, "d", "L")],
        );
        expect(b"\xEF\xBB\xBFint", false, &[(Identifier, "int", "L")]);
        expect(
            b"a\\\nb +\\  \n= + \\\n= \\\nx y\\\n",
            false,
            &[
                (Identifier, "a\\\\\\nb", "LS"),
                (PlusEq, "+\\\\  \\n=", "sS"),
                (Plus, "+", "s"),
                (Eq, "=", "s"),
                (Identifier, "x", "s"),
                (Identifier, "y", "s"),
            ],
        );
        let t = reference_lex(b"a \n", false);
        assert_eq!(t.last(), Some(&(Eof, 3, 3, TokenFlags::AT_LINE_START)));
        // Flags of real tokens do not depend on whether comments are kept.
        let src = b"/*a*/ /*b*/ x // y\n /* z\n */ # w";
        let without = reference_lex(src, false);
        let with: Vec<_> = reference_lex(src, true).into_iter().filter(|t| t.0 != Comment).collect();
        assert_eq!(without, with);
    }

    #[test]
    fn identifiers_and_others() {
        expect(
            b"$a \xC3\xA9t\xC3\xA9 \\u00e9x \\U0001F600 \\u12 @`\x01\x7f\\",
            false,
            &[
                (Identifier, "$a", "L"),
                (Identifier, "\\xc3\\xa9t\\xc3\\xa9", "sX"),
                (Identifier, "\\\\u00e9x", "sX"),
                (Identifier, "\\\\U0001F600", "sX"),
                (Other, "\\\\", "sE"),
                (Identifier, "u12", ""),
                (Other, "@", "sE"),
                (Other, "`", "E"),
                (Other, "\\x01", "E"),
                (Other, "\\x7f", "E"),
                (Other, "\\\\", "E"),
            ],
        );
        expect(
            b"a\xE2\x82A\xFF\xED\xA0\x80\xF0\x9F\x98",
            false,
            &[
                (Identifier, "a", "L"),
                (Other, "\\xe2", "E"),
                (Other, "\\x82", "E"),
                (Identifier, "A", ""),
                (Other, "\\xff", "E"),
                (Other, "\\xed", "E"),
                (Other, "\\xa0", "E"),
                (Other, "\\x80", "E"),
                (Other, "\\xf0", "E"),
                (Other, "\\x9f", "E"),
                (Other, "\\x98", "E"),
            ],
        );
        // A splice may split a UTF-8 sequence or a UCN.
        expect(
            b"\xC3\\\n\xA9 \\\\\nu00e9",
            false,
            &[(Identifier, "\\xc3\\\\\\n\\xa9", "LSX"), (Identifier, "\\\\\\\\\\nu00e9", "sSX")],
        );
        expect(b"\\ x", false, &[(Other, "\\\\", "LE"), (Identifier, "x", "s")]);
        // A splice inside a UCN, as inside UTF-8 above: g++ 12 accepts `int \u12\<LF>1e = 1;`.
        expect(b"\\u12\\\n1e", false, &[(Identifier, "\\\\u12\\\\\\n1e", "LSX")]);
    }

    /// A splice after a token that is cut by a line terminator or the end of the file is
    /// not part of it: the character after the splice does not continue the token.
    #[test]
    fn trailing_splices_stay_outside() {
        expect(b"\"ab\\\n\nx", false, &[(StringLiteral, "\\\"ab", "LE"), (Identifier, "x", "L")]);
        expect(b"'a\\\n", false, &[(CharLiteral, "\\'a", "LE")]);
        expect(b"// c \\\n\nx", true, &[(Comment, "// c ", "L"), (Identifier, "x", "L")]);
        expect(b"//\\\n", true, &[(Comment, "//", "L")]);
        expect(b"/* c \\\n", true, &[(Comment, "/* c ", "LE")]);
        // A raw string is cut by the end of the file only: its body keeps the splice.
        expect(b"R\"(a\\\n", false, &[(RawStringLiteral, "R\\\"(a\\\\\\n", "LE")]);
        // The invalid-delimiter prefix does not contain the splice between it and the quote.
        expect(b"R\\\n\"\"", false, &[(Identifier, "R", "LE"), (StringLiteral, "\\\"\\\"", "")]);
    }
}
