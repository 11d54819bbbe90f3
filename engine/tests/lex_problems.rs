//! The lexer's problems and token shapes on the cases whose behaviour was observed with
//! g++ 12 -E and nvcc 13.5 (see ../../shared/oracle/NVCC-BEHAVIOUR.md and the oracle runs
//! recorded here): the words, the severities and the positions.

use cufront_engine::diag::Severity;
use cufront_engine::lex::{lex, LexOptions, TokenFlags, TokenKind};
use cufront_engine::source::FileTable;

/// (line, col, severity, message) of each problem, as g++ prints them.
fn problems(src: &[u8]) -> Vec<(u32, u32, Severity, String)> {
    let mut table = FileTable::new();
    let id = table.add_bytes("t.cu", src.to_vec()).expect("small");
    let file = table.get(id);
    lex(src, &LexOptions::default())
        .problems
        .iter()
        .map(|p| {
            let lc = file.line_col(p.offset);
            (lc.line, lc.col, p.kind.severity(), p.kind.message())
        })
        .collect()
}

fn kinds(src: &[u8]) -> Vec<TokenKind> {
    lex(src, &LexOptions::default()).tokens.kinds
}

fn w(line: u32, col: u32, msg: &str) -> (u32, u32, Severity, String) {
    (line, col, Severity::Warning, msg.to_string())
}

fn e(line: u32, col: u32, msg: &str) -> (u32, u32, Severity, String) {
    (line, col, Severity::Error, msg.to_string())
}

// Oracle (nvcc-diag, pass "cpp"): s.cu 1:9 warning missing terminating " character.
#[test]
fn unterminated_string_is_a_gcc_warning_at_the_quote() {
    assert_eq!(problems(b"int a = \"abc;\nint b;\n"), vec![w(1, 9, "missing terminating \" character")]);
    let lexed = lex(b"int a = \"abc;\nint b;\n", &LexOptions::default());
    let t = &lexed.tokens;
    assert_eq!(t.kinds[3], TokenKind::StringLiteral);
    assert!(t.flags[3].has(TokenFlags::ERROR));
    assert_eq!((t.starts[3], t.ends[3]), (8, 13), "runs to the end of the line, not past it");
    assert!(t.flags[4].has(TokenFlags::AT_LINE_START));
}

// Oracle: c.cu 1:10 warning missing terminating ' character.
#[test]
fn unterminated_char_is_a_gcc_warning_at_the_quote() {
    assert_eq!(problems(b"char c = 'x;\nint b;\n"), vec![w(1, 10, "missing terminating ' character")]);
}

// Oracle: cm.cu 1:8 error unterminated comment.
#[test]
fn unterminated_comment_is_an_error_at_its_start() {
    assert_eq!(problems(b"int a; /* open\nint b;\n"), vec![e(1, 8, "unterminated comment")]);
    assert_eq!(
        kinds(b"int a; /* open\nint b;\n"),
        [TokenKind::Identifier, TokenKind::Identifier, TokenKind::Semi, TokenKind::Eof]
    );
}

// Oracle: nul.cu 1:7 "null character(s) ignored", 2:12 (the literal, not the NUL)
// "null character(s) preserved in literal".
#[test]
fn nul_bytes() {
    assert_eq!(
        problems(b"int a;\0int b;\nchar s[] = \"x\0y\";\n"),
        vec![w(1, 7, "null character(s) ignored"), w(2, 12, "null character(s) preserved in literal")]
    );
}

// g++ 12 inside `#if 0`: "adjacent digit separators", the raw string errors and
// "unterminated comment" are still reported; a stray `@` is not (the front end reports it
// as EC7 only where it parses it).
#[test]
fn only_stray_bytes_wait_for_the_front_end() {
    use cufront_engine::lex::LexProblemKind::*;
    for kind in [UnterminatedComment, MissingTerminatingQuote(b'"'), UnterminatedRawString, RawDelimiterTooLong] {
        assert!(kind.is_reported_by_preprocessor(), "{kind:?}");
    }
    for kind in [AdjacentDigitSeparators, NulIgnored, NulInLiteral, SpaceInSplice, RawDelimiterNewline] {
        assert!(kind.is_reported_by_preprocessor(), "{kind:?}");
    }
    assert!(!StrayCharacter.is_reported_by_preprocessor());
    assert!(!InvalidUtf8.is_reported_by_preprocessor());
}

// Oracle: splice.cu 1:6 and 3:13 "backslash and newline separated by space".
#[test]
fn spaced_splices_warn_once_each() {
    let src = b"int a\\  \nb = 1;\n#define X 1 \\\t\n + 2\nint y = X;\n";
    assert_eq!(
        problems(src),
        vec![w(1, 6, "backslash and newline separated by space"), w(3, 13, "backslash and newline separated by space")]
    );
    let t = lex(src, &LexOptions::default()).tokens;
    assert_eq!(t.bytes(1, src), b"a\\  \nb", "the splice joins the identifier");
    assert!(t.flags[1].has(TokenFlags::SPLICED));
}

// g++: `R"x(abc)y` to EOF: error "unterminated raw string" at the R.
#[test]
fn unterminated_raw_string() {
    assert_eq!(problems(b"const char* a = R\"x(abc)y\n"), vec![e(1, 17, "unterminated raw string")]);
}

// g++: 1:20 error "invalid character ' ' in raw string delimiter"; then R is an identifier and
// "a b(abc)a b" an ordinary string.
#[test]
fn invalid_raw_delimiter_falls_back_like_gcc() {
    let src = b"const char* a = R\"a b(abc)a b\";\nint z;\n";
    assert_eq!(problems(src), vec![e(1, 20, "invalid character ' ' in raw string delimiter")]);
    let t = lex(src, &LexOptions::default()).tokens;
    assert_eq!(t.bytes(5, src), b"R");
    assert!(t.flags[5].has(TokenFlags::ERROR));
    assert_eq!(t.kinds[6], TokenKind::StringLiteral);
    assert_eq!(t.bytes(6, src), b"\"a b(abc)a b\"");
}

// Oracle: stray.cu — "unrecognized token" (EC7) for `@`, `` ` ``, control and invalid bytes.
#[test]
fn stray_bytes_are_error_tokens() {
    let src = b"int a @ b;\n` \x01 \x80\xff x\n";
    let lexed = lex(src, &LexOptions::default());
    let others: Vec<&[u8]> = (0..lexed.tokens.len())
        .filter(|&i| lexed.tokens.kinds[i] == TokenKind::Other)
        .map(|i| lexed.tokens.bytes(i, src))
        .collect();
    assert_eq!(others, [&b"@"[..], b"`", b"\x01", b"\x80", b"\xff"]);
    assert!(lexed.problems.iter().all(|p| p.kind.message() == "unrecognized token"));
    assert_eq!(lexed.problems.len(), 5);
}

// g++ -E accepts this line as it stands.
#[test]
fn digraphs_and_cuda_launch_brackets() {
    use TokenKind::*;
    assert_eq!(
        kinds(b"x <::a> <::> <:: q %:%: a<<<b>>>c"),
        [
            Identifier,
            Less,
            ColonColon,
            Identifier,
            Greater,
            LBracket,
            RBracket,
            Less,
            ColonColon,
            Identifier,
            HashHash,
            Identifier,
            LaunchOpen,
            Identifier,
            LaunchClose,
            Identifier,
            Eof
        ]
    );
}

#[test]
fn pp_numbers() {
    let src = b"0x1e+1 1.5e-3f .5 1'000'000 0x1p-3 12_km 1.2.3 1e+ 1+2";
    let t = lex(src, &LexOptions::default()).tokens;
    let words: Vec<&[u8]> = (0..t.len() - 1).map(|i| t.bytes(i, src)).collect();
    assert_eq!(
        words,
        [&b"0x1e+1"[..], b"1.5e-3f", b".5", b"1'000'000", b"0x1p-3", b"12_km", b"1.2.3", b"1e+", b"1", b"+", b"2"]
    );
}

#[test]
fn header_names_only_after_include() {
    use TokenKind::*;
    assert_eq!(kinds(b"#include <a/b.h>\n"), [Hash, Identifier, HeaderName, Eof]);
    assert_eq!(kinds(b"%:include_next \"x\\y.h\"\n"), [Hash, Identifier, HeaderName, Eof]);
    assert_eq!(kinds(b"a <b.h>\n"), [Identifier, Less, Identifier, Dot, Identifier, Greater, Eof]);
    assert_eq!(
        kinds(b"x # include <a.h>\n"),
        [Identifier, Hash, Identifier, Less, Identifier, Dot, Identifier, Greater, Eof]
    );
    assert_eq!(kinds(b"#include <a.h\n>"), [Hash, Identifier, Less, Identifier, Dot, Identifier, Greater, Eof]);
}

#[test]
fn encoding_prefixes_and_ud_suffixes() {
    use TokenKind::*;
    let src = b"u8\"a\" u'b' U\"c\" L'd' LR\"(e)\" u8R\"x(f)x\" \"g\"_s 'h'_c uR\"(i)\"_z LX\"j\"";
    let t = lex(src, &LexOptions::default()).tokens;
    assert_eq!(
        t.kinds,
        [
            StringLiteral,
            CharLiteral,
            StringLiteral,
            CharLiteral,
            RawStringLiteral,
            RawStringLiteral,
            StringLiteral,
            CharLiteral,
            RawStringLiteral,
            Identifier,
            StringLiteral,
            Eof
        ]
    );
    let suffixed: Vec<bool> = t.flags.iter().map(|f| f.has(TokenFlags::UD_SUFFIX)).collect();
    assert_eq!(suffixed, [false, false, false, false, false, false, true, true, true, false, false, false]);
}

#[test]
fn empty_and_pathological_inputs_terminate() {
    for src in [&b""[..], b"\\", b"/", b"/*", b"\"", b"'", b"R\"", b"u8", b"\\\n", b"\xEF\xBB\xBF", b"\0\0", b"\r"] {
        let lexed = lex(src, &LexOptions::default());
        assert_eq!(*lexed.tokens.kinds.last().expect("eof"), TokenKind::Eof);
        assert_eq!(*lexed.tokens.starts.last().expect("eof") as usize, src.len());
    }
    // Deep nesting is nothing special to a lexer.
    let deep = "(".repeat(100_000);
    assert_eq!(lex(deep.as_bytes(), &LexOptions::default()).tokens.len(), 100_001);
}

// g++ 12: 1:24 (display column after a tab; byte column 20) "invalid character '\t' in raw
// string delimiter" with the tab printed as is; 2:35 "raw string delimiter longer than 16
// characters" at the seventeenth character; 3:21 "invalid new-line in raw string delimiter".
#[test]
fn raw_delimiter_problems_in_gcc_words() {
    let src = b"const char* a = R\"a\tb(x)a\tb\";\nconst char* b = R\"12345678901234567(x)12345678901234567\";\nconst char* c = R\"ab\ncd(x)ab\ncd\";\n";
    let got = problems(src);
    assert_eq!(got[0], e(1, 20, "invalid character '\t' in raw string delimiter"));
    assert_eq!(got[1], e(2, 35, "raw string delimiter longer than 16 characters"));
    assert_eq!(got[2], e(3, 21, "invalid new-line in raw string delimiter"));
}

// g++ 12 -E: `S(1''2)` stringizes "1''2" with 2:3 "adjacent digit separators"; `1'.5` is `1`
// followed by a character literal; `1e'+2` is `1e` followed by a character literal.
#[test]
fn digit_separators_as_gcc_forms_them() {
    let src = b"x 1''2";
    assert_eq!(problems(src), vec![e(1, 3, "adjacent digit separators")]);
    assert_eq!(kinds(src), [TokenKind::Identifier, TokenKind::Number, TokenKind::Eof]);
    let src = b"1'.5' 1e'+2'";
    let t = lex(src, &LexOptions::default()).tokens;
    let words: Vec<&[u8]> = (0..t.len() - 1).map(|i| t.bytes(i, src)).collect();
    assert_eq!(words, [&b"1"[..], b"'.5'", b"1e", b"'+2'"]);
}

// g++ drops a byte order mark.
#[test]
fn byte_order_mark_is_dropped() {
    let t = lex(b"\xEF\xBB\xBF#define A 1\n", &LexOptions::default()).tokens;
    assert_eq!(t.kinds[0], TokenKind::Hash);
    assert_eq!(t.flags[0].0, TokenFlags::AT_LINE_START);
}

#[test]
fn every_punctuator_has_a_spelling_that_lexes_back_to_it() {
    let line = b"{ } [ ] ( ) ; : :: ... ? . .* -> ->* ~ ! + - * / % ^ & | = += -= *= /= %= ^= &= |= == != \
                 < > <= >= <=> && || << >> <<= >>= ++ -- , # ## <<< >>>";
    let kinds = lex(line, &LexOptions::default()).tokens.kinds;
    let punctuators: Vec<TokenKind> = kinds.into_iter().filter(|k| k.is_punctuator()).collect();
    assert_eq!(punctuators.len(), TokenKind::LaunchClose as usize - TokenKind::LBrace as usize + 1, "all of them");
    for kind in punctuators {
        let spelling = kind.spelling().expect("punctuators have spellings");
        assert_eq!(lex(spelling.as_bytes(), &LexOptions::default()).tokens.kinds[0], kind, "{spelling}");
    }
    assert_eq!(TokenKind::Identifier.spelling(), None);
}
