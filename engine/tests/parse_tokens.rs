//! The parser's tokens carry the positions nvcc's front ends see: the line the `g++ -E`
//! text's markers give a token and its column in that text. Checked against the printed
//! text of the same run (whose layout the preprocessor's differential test holds to g++'s):
//! on small units with macros, includes, pragmas and raw strings, and on a real unit of the
//! fetched corpus when it is present.

use cufront_engine::lex::{self, LexOptions, TokenFlags, TokenKind};
use cufront_engine::parse::tokens::flag;
use cufront_engine::parse::{Kw, Tokens};
use cufront_engine::pp::env::CxxStd;
use cufront_engine::pp::output::printed_tokens;
use cufront_engine::pp::{Options, Preprocessor, Printer};
use cufront_engine::source::FileTable;

/// (spelling, column) of every token of printed text, line markers and pragma lines left out.
fn printed_columns(text: &[u8]) -> Vec<(Vec<u8>, u32)> {
    let lexed = lex::lex(text, &LexOptions::default());
    let t = &lexed.tokens;
    let mut out = Vec::new();
    let mut i = 0;
    while i + 1 < t.kinds.len() {
        if t.flags[i].has(TokenFlags::AT_LINE_START) && t.kinds[i] == TokenKind::Hash {
            // A line marker or a #pragma / #ident line: skip to the next line.
            i += 1;
            while i + 1 < t.kinds.len() && !t.flags[i].has(TokenFlags::AT_LINE_START) {
                i += 1;
            }
            continue;
        }
        let start = t.starts[i] as usize;
        let line_start = text[..start].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        out.push((t.bytes(i, text).to_vec(), (start - line_start + 1) as u32));
        i += 1;
    }
    out
}

fn check(main: &str, headers: &[(&str, &str)], std: CxxStd) -> Tokens {
    let mut options = Options::default();
    for (name, text) in headers {
        options.virtual_files.insert(name.to_string(), text.as_bytes().to_vec());
    }
    let mut files = FileTable::new();
    let id = files.add_bytes("main.cu", main.as_bytes().to_vec()).expect("small");
    let printed = {
        let mut pp = Preprocessor::new(&mut files, id, options.clone());
        Printer::new(Vec::new()).run(&mut pp).expect("in memory")
    };
    let mut pp = Preprocessor::new(&mut files, id, options);
    let tokens = Tokens::from_preprocessor(&mut pp, std);
    compare(&tokens, &pp, &printed);
    tokens
}

fn compare(tokens: &Tokens, pp: &Preprocessor<'_>, printed: &[u8]) {
    let expected: Vec<_> = printed_tokens(printed).into_iter().filter(|t| !t.directive).collect();
    let columns = printed_columns(printed);
    assert_eq!(tokens.len() - 1, expected.len(), "token count");
    assert_eq!(expected.len(), columns.len());
    for i in 0..expected.len() {
        let spelling = match tokens.kind[i] {
            TokenKind::Identifier => pp.symbols().name(tokens.sym[i]).to_vec(),
            _ => tokens.text(i).to_vec(),
        };
        // A punctuator is its kind: `<:` is `[`, and an alternative token such as `and_eq`
        // (an identifier to the lexer) is the punctuator it stands for.
        let printed = &expected[i].spelling;
        match tokens.kind[i].spelling() {
            Some(_) => {
                let lexed = lex::lex(printed, &LexOptions::default());
                let kind = match lexed.tokens.kinds[0] {
                    TokenKind::Identifier => {
                        pp.symbols().get(printed).and_then(|s| Kw::of(s, tokens.std)).and_then(Kw::alternative)
                    }
                    k => Some(k),
                };
                assert_eq!(kind, Some(tokens.kind[i]), "token {i} {:?}", String::from_utf8_lossy(printed));
            }
            None => assert_eq!(&spelling, printed, "token {i}"),
        }
        assert_eq!(tokens.line[i], expected[i].line, "line of token {i} {:?}", String::from_utf8_lossy(&spelling));
        assert_eq!(&*tokens.file_of(i).name, &*expected[i].file, "file of token {i}");
        assert_eq!(tokens.col[i], columns[i].1, "column of token {i} {:?}", String::from_utf8_lossy(&spelling));
    }
    assert_eq!(tokens.kind.last(), Some(&TokenKind::Eof));
}

#[test]
fn positions_follow_the_printed_text() {
    let main = "#include \"h.h\"\n\
                #define CALL(f, x) f( x )\n\
                #define host __attribute__((host))\n\
                host int   g(int a) { return CALL(h, a) + R\"(x\ny)\" [0]; }\n\
                #pragma once_more\n\
                int a = CALL(g,\n    1\n);\n\
                #line 40 \"renamed.cu\"\n\
                int b and_eq c;\n\
                _Pragma(\"nv_diag_suppress 177\") int d;\n";
    let tokens = check(main, &[("h.h", "#pragma once\nint h(int);\n")], CxxStd::Cxx17);
    // Alternative tokens become punctuators; keywords are flagged.
    let and_eq = (0..tokens.len()).find(|&i| tokens.kind[i] == TokenKind::AmpEq).expect("and_eq");
    assert_eq!(tokens.line[and_eq], 40);
    assert_eq!(tokens.keyword(0), Some(Kw::Int));
    assert_eq!(tokens.pragmas.len(), 2);
    assert_eq!(tokens.pragmas[0].text, b"once_more");
    assert!(tokens.pragmas[1].text.starts_with(b"nv_diag_suppress"));
}

#[test]
fn cxx20_keywords_are_identifiers_in_cxx17() {
    let tokens = check("concept requires char8_t int;\n", &[], CxxStd::Cxx17);
    assert_eq!(tokens.keyword(0), None);
    assert_eq!(tokens.flags[0] & flag::KEYWORD, 0);
    assert_eq!(tokens.keyword(3), Some(Kw::Int));
    let tokens = check("concept requires char8_t int;\n", &[], CxxStd::Cxx20);
    assert_eq!(tokens.keyword(0), Some(Kw::Concept));
    assert_eq!(tokens.keyword(1), Some(Kw::Requires));
    assert_eq!(tokens.keyword(2), Some(Kw::Char8T));
}

fn corpus() -> std::path::PathBuf {
    cufront_engine::batch::corpus_dir()
}

/// A real unit: libstdc++ headers through the g++ 12 environment, and ggml's acc.cu with its
/// nvcc flags and the real CUDA headers when the corpus is fetched.
#[test]
fn positions_follow_the_printed_text_on_real_units() {
    use cufront_engine::batch::read_compile_commands;
    use cufront_engine::pp::env::{embedded_host, find_cuda, gcc_pass, NvccOptions};

    let mut units = Vec::new();
    let (pass, _) = gcc_pass(&["-std=c++20".to_string()], false);
    if std::path::Path::new("/usr/include/c++/12/vector").is_file() {
        let text = "#include <vector>\n#include <map>\n#include <functional>\nint main() {}\n";
        units.push(("libstdcxx.cpp".into(), text.as_bytes().to_vec(), pass.to_options(), CxxStd::Cxx20));
    } else {
        eprintln!("skipped the libstdc++ unit: no /usr/include/c++/12");
    }
    let db = corpus().join("ggml/llama-cpp-sys-2-0.1.161/llama.cpp/ggml/compile_commands.json");
    let cuda = find_cuda(Some(&corpus().join("cuda-headers")));
    match (read_compile_commands(&db), cuda) {
        (Ok(list), Some(cuda)) => {
            let u = list.iter().find(|u| u.file.ends_with("acc.cu")).expect("acc.cu in ggml");
            let (nvcc, _) = NvccOptions::from_args(&u.arguments);
            let host = embedded_host(nvcc.host_std(), &nvcc.host_flags());
            let pass = nvcc.host_pass(&host, Some(&cuda)).rooted_at(&u.directory);
            let text = std::fs::read(&u.file).expect("acc.cu");
            units.push((u.file.clone(), text, pass.to_options(), CxxStd::Cxx17));
        }
        _ if std::env::var("CI").as_deref() == Ok("true") => panic!("the corpus is missing under CI"),
        _ => eprintln!("skipped ggml acc.cu: no corpus at {} (run corpus/fetch.sh)", corpus().display()),
    }
    for (name, text, options, std) in units {
        let mut files = FileTable::new();
        let id = files.add_bytes(&name, text).expect("small");
        let printed = {
            let mut pp = Preprocessor::new(&mut files, id, options.clone());
            Printer::new(Vec::new()).run(&mut pp).expect("in memory")
        };
        let mut pp = Preprocessor::new(&mut files, id, options);
        let tokens = Tokens::from_preprocessor(&mut pp, std);
        assert!(tokens.len() > 10_000, "{}: {} tokens", name.display(), tokens.len());
        compare(&tokens, &pp, &printed);
    }
}
