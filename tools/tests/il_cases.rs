//! `cufront il` on the committed IL cases (corpus/cases/il), two ways:
//!
//! - against the oracle: cudafe++'s own `--il_display` of each case (expected/NAME.oracle.il,
//!   made by regen.sh) — every entry cufront shows for the case's own code is matched with the
//!   oracle's entry of the same kind, name or node kind, line and column, and every field both
//!   show must agree (type names, kinds, storage classes, flags, positions); what the oracle
//!   shows that cufront does not model yet is counted, not failed;
//! - against the goldens (expected/NAME.il): cufront's own dump pinned, so that a change in the
//!   parser or the IL shows up as a diff. The goldens are normalised (ids renumbered in order
//!   of appearance, sequence numbers written as lines) so that they do not depend on the CUDA
//!   headers in front of the case; `CUFRONT_BLESS=1` rewrites them.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;

mod support;
use support::in_ci;

/// One entry of a dump: its kind and its fields (labels without indentation, values as
/// printed; a value on the line after its label is joined to it; a list keeps its first).
#[derive(Debug, Clone)]
struct Entry {
    kind: String,
    fields: Vec<(String, String)>,
}

impl Entry {
    fn get(&self, label: &str) -> Option<&str> {
        self.fields.iter().find(|(l, _)| l == label).map(|(_, v)| v.as_str())
    }
}

fn parse_dump(text: &str) -> Vec<Entry> {
    let mut entries = Vec::new();
    let mut current: Option<Entry> = None;
    // The field whose value is on the next line.
    let mut pending: Option<usize> = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("file-scope ").or_else(|| line.strip_prefix("func-scope ")) {
            if let Some((kind, _)) = rest.split_once('@') {
                entries.extend(current.take());
                current = Some(Entry { kind: kind.to_string(), fields: Vec::new() });
                pending = None;
                continue;
            }
        }
        let Some(entry) = current.as_mut() else { continue };
        if line.is_empty() {
            entries.extend(current.take());
            continue;
        }
        if line.starts_with(&" ".repeat(25)) {
            // A value on the line after its label, or a list's next element (not kept).
            if let Some(k) = pending.take() {
                entry.fields[k].1 = line.trim().to_string();
            }
            continue;
        }
        let Some((label, value)) = line.trim_start().split_once(':') else { continue };
        let value = value.trim();
        pending = value.is_empty().then_some(entry.fields.len());
        entry.fields.push((label.to_string(), value.to_string()));
    }
    entries.extend(current);
    entries
}

/// seq number → (file, line), from a dump's seq-number-lookup entries.
struct Lines(Vec<(u64, u64, u64, String)>);

impl Lines {
    fn of(entries: &[Entry]) -> Lines {
        let n = |e: &Entry, l: &str| e.get(l).and_then(|v| v.parse::<u64>().ok()).unwrap_or(0);
        Lines(
            entries
                .iter()
                .filter(|e| e.kind == "seq-number-lookup-entry")
                .map(|e| {
                    let file = e.get("source_file").map(annotation).unwrap_or_default().trim_matches('"').to_string();
                    (n(e, "first"), n(e, "last"), n(e, "line_number"), file)
                })
                .collect(),
        )
    }

    fn line(&self, seq: u64) -> Option<(String, u64)> {
        self.0
            .iter()
            .find(|(first, last, _, _)| (*first..=*last).contains(&seq))
            .map(|(first, _, line, file)| (file.clone(), line + (seq - first)))
    }
}

/// What follows a pointer's `@id: ` (its name or type), or the value itself.
fn annotation(value: &str) -> String {
    if let Some(at) = value.find('@') {
        if value.starts_with("file-scope ") || value.starts_with("func-scope ") {
            return match value[at..].split_once(": ") {
                Some((_, name)) => name.to_string(),
                None => "<pointer>".into(),
            };
        }
    }
    value.to_string()
}

/// An entry's key for matching across dumps: its kind, its own kind or name, and its place
/// in the case's file.
fn key(e: &Entry, lines: &Lines, case: &str) -> Option<String> {
    let (seq_label, col_label) = if e.get("decl_position.seq").is_some() {
        ("decl_position.seq", "decl_position.column")
    } else {
        ("position.seq", "position.column")
    };
    let seq = e.get(seq_label)?.parse().ok()?;
    let (file, line) = lines.line(seq)?;
    if file != case {
        return None;
    }
    let col = e.get(col_label)?;
    let what = match e.get("name") {
        Some(name) => annotation(name),
        None => format!("{}/{}", e.get("kind").unwrap_or(""), e.get("operation.kind").unwrap_or("")),
    };
    Some(format!("{} {what} {line}:{col}", e.kind))
}

/// Flags cufront sets that EDG's entries do not have (a TRUE the oracle lacks fails the
/// comparison otherwise): cufront's own, for forms EDG lowers or fields it names otherwise.
const CUFRONT_ONLY: &[&str] = &["is_kernel_launch", "is_left_fold", "has_exception_specification", "is_noexcept"];

/// Fields not compared: pointers into EDG's own bookkeeping (its lists include the members it
/// generates, its regions count the functions it generates).
const NOT_COMPARED: &[&str] = &["next", "memory_region", "parent_scope", "field_list", "extra_info"];

#[derive(Default)]
struct Agreement {
    entries: usize,
    matched: usize,
    compared: usize,
    agreed: usize,
    not_modelled: BTreeMap<String, usize>,
    /// cufront's entries the oracle has none like (a node EDG folds or lowers differently).
    unmatched: Vec<String>,
    mismatches: Vec<String>,
}

fn compare(case: &str, ours: &[Entry], oracle: &[Entry], a: &mut Agreement) {
    let (our_lines, oracle_lines) = (Lines::of(ours), Lines::of(oracle));
    let mut theirs: HashMap<String, &Entry> = HashMap::new();
    for e in oracle {
        if let Some(k) = key(e, &oracle_lines, case) {
            theirs.entry(k).or_insert(e);
        }
    }
    for e in ours {
        let Some(k) = key(e, &our_lines, case) else { continue };
        a.entries += 1;
        let Some(t) = theirs.get(&k) else {
            a.unmatched.push(format!("{case}: {k}"));
            continue;
        };
        a.matched += 1;
        let mut seen: HashMap<&str, usize> = HashMap::new();
        for (label, value) in &e.fields {
            // The n-th field of a label is compared with the oracle's n-th of that label.
            let nth = {
                let n = seen.entry(label.as_str()).or_default();
                *n += 1;
                *n - 1
            };
            if NOT_COMPARED.contains(&label.as_str()) {
                continue;
            }
            let value = value.as_str();
            let Some(their) = t.fields.iter().filter(|(l, _)| l == label).nth(nth).map(|(_, v)| v.as_str()) else {
                if value == "TRUE" && !CUFRONT_ONLY.contains(&label.as_str()) {
                    a.mismatches.push(format!("{case}: {k}: {label}: TRUE, the oracle's is not set"));
                }
                continue;
            };
            let (mine, their) = if label.ends_with(".seq") {
                let l = |lines: &Lines, v: &str| v.parse().ok().and_then(|s| lines.line(s)).map(|(_, l)| l.to_string());
                (l(&our_lines, value).unwrap_or_default(), l(&oracle_lines, their).unwrap_or_default())
            } else {
                (annotation(value), annotation(their))
            };
            // Pointers to entries without names (scopes, nodes) differ in their ids only.
            if mine == "<pointer>" || their == "<pointer>" {
                continue;
            }
            a.compared += 1;
            if mine == their {
                a.agreed += 1;
            } else {
                a.mismatches.push(format!("{case}: {k}: {label}: cufront {mine:?}, the oracle {their:?}"));
            }
        }
        for (label, value) in &t.fields {
            if e.get(label).is_none() && value != "FALSE" && value != "NULL" {
                *a.not_modelled.entry(format!("{} {label}", e.kind)).or_default() += 1;
            }
        }
    }
}

/// A dump with its ids renumbered in order of appearance and its sequence numbers written as
/// the lines they stand for: the same whatever headers precede the case.
fn normalised(text: &str) -> String {
    let entries = parse_dump(text);
    let lines = Lines::of(&entries);
    let mut ids: HashMap<String, usize> = HashMap::new();
    let mut out = String::new();
    for line in text.lines() {
        let mut l = line.to_string();
        // `@e20006` → `@e1` (per letter, in order of first appearance).
        let mut rebuilt = String::new();
        let mut rest = l.as_str();
        while let Some(at) = rest.find('@') {
            rebuilt.push_str(&rest[..=at]);
            rest = &rest[at + 1..];
            let letters: String = rest.chars().take_while(|c| c.is_ascii_lowercase()).collect();
            let digits: String = rest[letters.len()..].chars().take_while(|c| c.is_ascii_digit()).collect();
            if letters.is_empty() || digits.is_empty() {
                continue;
            }
            let next = ids.keys().filter(|k| k.trim_end_matches(|c: char| c.is_ascii_digit()) == letters).count();
            let n = *ids.entry(format!("{letters}{digits}")).or_insert(next);
            rebuilt.push_str(&format!("{letters}{n}"));
            rest = &rest[letters.len() + digits.len()..];
        }
        rebuilt.push_str(rest);
        l = rebuilt;
        let trimmed = l.trim_start();
        if let Some((label, value)) = trimmed.split_once(':') {
            let indent = &l[..l.len() - trimmed.len()];
            if label.ends_with(".seq") {
                if let Some((file, n)) = value.trim().parse().ok().and_then(|s| lines.line(s)) {
                    let label = format!("{indent}{}line:", label.trim_end_matches("seq"));
                    l = format!("{label:<25}{file}:{n}");
                }
            } else if ["first_seq_number", "last_seq_number", "first", "last"].contains(&label) {
                l = format!("{indent}{label}: #");
            }
        }
        out.push_str(&l);
        out.push('\n');
    }
    out
}

/// The fetched CUDA headers (the goldens were made with them); `None`, with the reason
/// printed, where they are not fetched (under CI they must be).
fn cuda_headers() -> Option<String> {
    let headers = cufront_engine::batch::corpus_dir().join("cuda-headers");
    if headers.join("include/cuda_runtime.h").is_file() {
        return Some(headers.display().to_string());
    }
    assert!(!in_ci(), "CI must fetch the corpus (corpus/fetch.sh)");
    eprintln!("skipped: the cases need the fetched CUDA headers (corpus/fetch.sh)");
    None
}

fn cases() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/il");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("corpus/cases/il")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    cases.sort();
    cases
}

fn dump(case: &Path, cuda: &str, extra: &[&str]) -> String {
    let text = std::fs::read_to_string(case).expect("case");
    let flags = support::first_line_flags(&text);
    // The cases' `// flags:` are cudafe++'s (`--c++20`); nvcc's is `-std=c++20`.
    let flags: Vec<String> = flags.iter().map(|f| f.replace("--c++", "-std=c++")).collect();
    let out = Command::new(env!("CARGO_BIN_EXE_cufront"))
        .arg("il")
        .args(extra)
        .arg(case.file_name().expect("name"))
        .args(["--embedded-host", "--cuda-path", cuda])
        .args(&flags)
        .current_dir(case.parent().expect("dir"))
        .output()
        .expect("cufront runs");
    assert!(out.status.success(), "{}: {}", case.display(), String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8")
}

#[test]
fn the_il_agrees_with_the_oracles_il_display() {
    let Some(cuda) = cuda_headers() else { return };
    let mut a = Agreement::default();
    let mut with_oracle = 0;
    for case in cases() {
        let name = case.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
        let oracle_path = case.parent().expect("dir").join("expected").join(format!("{name}.oracle.il"));
        let Ok(oracle) = std::fs::read_to_string(&oracle_path) else { continue };
        with_oracle += 1;
        let ours = dump(&case, &cuda, &[]);
        compare(&format!("{name}.cu"), &parse_dump(&ours), &parse_dump(&oracle), &mut a);
    }
    eprintln!(
        "IL cases with an oracle dump: {with_oracle}; cufront's entries for the cases' code: {}, matched with \
         the oracle's: {} ({:.1}%); fields compared: {}, agreeing: {} ({:.1}%)",
        a.entries,
        a.matched,
        100.0 * a.matched as f64 / a.entries.max(1) as f64,
        a.compared,
        a.agreed,
        100.0 * a.agreed as f64 / a.compared.max(1) as f64
    );
    let mut missing: Vec<(&String, &usize)> = a.not_modelled.iter().collect();
    missing.sort_by(|x, y| y.1.cmp(x.1).then(x.0.cmp(y.0)));
    eprintln!(
        "the oracle's fields not shown by cufront (most frequent first): {}",
        missing.iter().take(25).map(|(l, n)| format!("{l} ×{n}")).collect::<Vec<_>>().join(", ")
    );
    if std::env::var_os("CUFRONT_IL_VERBOSE").is_some() {
        eprintln!("cufront's entries without the oracle's like:\n  {}", a.unmatched.join("\n  "));
    }
    assert!(with_oracle >= 8, "oracle dumps: {with_oracle}");
    assert!(a.mismatches.is_empty(), "fields where cufront and the oracle differ:\n  {}", a.mismatches.join("\n  "));
}

#[test]
fn the_il_of_each_case_is_its_golden() {
    let Some(cuda) = cuda_headers() else { return };
    let bless = std::env::var_os("CUFRONT_BLESS").is_some();
    let mut differ = Vec::new();
    for case in cases() {
        let name = case.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
        let golden = case.parent().expect("dir").join("expected").join(format!("{name}.il"));
        let ours = normalised(&dump(&case, &cuda, &[]));
        if bless {
            std::fs::write(&golden, &ours).expect("golden written");
            continue;
        }
        let expected = std::fs::read_to_string(&golden).unwrap_or_default();
        if expected != ours {
            let at = expected.lines().zip(ours.lines()).position(|(x, y)| x != y).unwrap_or(0);
            differ.push(format!(
                "{name}: first difference at line {}: golden {:?}, now {:?}",
                at + 1,
                expected.lines().nth(at).unwrap_or(""),
                ours.lines().nth(at).unwrap_or("")
            ));
        }
    }
    assert!(differ.is_empty(), "IL goldens differ (CUFRONT_BLESS=1 rewrites them):\n  {}", differ.join("\n  "));
}

#[test]
fn a_dump_is_the_same_on_every_run_and_for_one_entity() {
    let Some(cuda) = cuda_headers() else { return };
    let case = cases().into_iter().find(|c| c.ends_with("classes.cu")).expect("classes.cu");
    assert_eq!(dump(&case, &cuda, &[]), dump(&case, &cuda, &[]));
    let one = dump(&case, &cuda, &["--entity", "Derived::value"]);
    assert!(one.starts_with("\nfile-scope routine@"), "{one}");
    assert_eq!(one.lines().filter(|l| l.starts_with("file-scope routine@")).count(), 1, "{one}");
}

/// The entries a dump displays and the ones it mentions (`kind@id`).
fn displayed_and_mentioned(text: &str) -> (std::collections::BTreeSet<String>, std::collections::BTreeSet<String>) {
    let mut displayed = std::collections::BTreeSet::new();
    let mut mentioned = std::collections::BTreeSet::new();
    for line in text.lines() {
        // An entry's header is a line of its own: `file-scope kind@id`.
        if let Some(entry) = line.strip_prefix("file-scope ").or_else(|| line.strip_prefix("func-scope ")) {
            if entry.contains('@') && !entry.contains(' ') {
                displayed.insert(entry.to_string());
                continue;
            }
        }
        for (at, _) in line.match_indices("-scope ") {
            let after = &line[at + "-scope ".len()..];
            let end = after.find(|c: char| c == ':' || c.is_whitespace()).unwrap_or(after.len());
            if after[..end].contains('@') {
                mentioned.insert(after[..end].to_string());
            }
        }
    }
    (displayed, mentioned)
}

/// A real unit of the fetched corpus, whole (`--all`: its system headers and the CUDA
/// toolkit's too): the dump completes, is the same on every run, and is closed — every entry
/// it mentions, it displays.
#[test]
fn a_whole_real_unit_is_displayed_closed_and_the_same_every_time() {
    let corpus = cufront_engine::batch::corpus_dir();
    let Ok(tus) = std::fs::read_to_string(corpus.join("tus.jsonl")) else {
        assert!(!in_ci(), "CI must fetch the corpus (corpus/fetch.sh)");
        eprintln!("skipped: no corpus at {} (run corpus/fetch.sh)", corpus.display());
        return;
    };
    let tu = tus
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .find(|t| t["tu"] == "examples/sin.cu")
        .expect("cudarc's examples/sin.cu in the corpus");
    let args: Vec<String> =
        tu["args"].as_array().into_iter().flatten().filter_map(|a| a.as_str().map(String::from)).collect();
    let run = || {
        let out = Command::new(env!("CARGO_BIN_EXE_cufront"))
            .args(["il", "--all", "--embedded-host"])
            .arg(tu["file"].as_str().unwrap_or_default())
            .arg("--cuda-path")
            .arg(corpus.join("cuda-headers"))
            .args(&args)
            .current_dir(tu["directory"].as_str().unwrap_or("."))
            .output()
            .expect("cufront runs");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).expect("UTF-8")
    };
    let first = run();
    assert!(first == run(), "two runs' dumps differ");
    let (displayed, mentioned) = displayed_and_mentioned(&first);
    let missing: Vec<&String> = mentioned.difference(&displayed).take(20).collect();
    eprintln!(
        "examples/sin.cu --all: {} lines, {} entries displayed, {} mentioned",
        first.lines().count(),
        displayed.len(),
        mentioned.len()
    );
    assert!(missing.is_empty(), "mentioned, not displayed: {missing:?}");
    // Every entry kind the display has appears in a real unit.
    for kind in [
        "routine@",
        "variable@",
        "field@",
        "type@",
        "namespace@",
        "scope@",
        "expr-node@",
        "statement@",
        "constant@",
        "class-type-supplement@",
        "base-class@",
        "source-file@",
        "seq-number-lookup-entry@",
    ] {
        assert!(displayed.iter().any(|d| d.starts_with(kind)), "no {kind} entry");
    }
}

/// The goldens show every kind of entry, type, scope, statement, expression, operator and
/// constant the display writes for what the parser produces (`enk_concept_id`, for a
/// concept's name the parser resolved, no case produces yet).
#[test]
fn the_goldens_cover_every_kind_the_display_writes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/il/expected");
    let mut all = String::new();
    for e in std::fs::read_dir(&dir).expect("expected/").flatten() {
        let p = e.path();
        if p.to_string_lossy().ends_with(".il") && !p.to_string_lossy().ends_with(".oracle.il") {
            all.push_str(&std::fs::read_to_string(&p).expect("golden"));
        }
    }
    let entries = [
        "namespace@",
        "type@",
        "constant@",
        "variable@",
        "field@",
        "routine@",
        "template-parameter@",
        "template@",
        "using-declaration@",
        "class-type-supplement@",
        "base-class@",
        "label@",
        "scope@",
        "expr-node@",
        "statement@",
        "source-file@",
        "seq-number-lookup-entry@",
    ];
    let kinds = [
        "tk_void",
        "tk_integer",
        "tk_float",
        "tk_nullptr",
        "tk_typeref",
        "tk_pointer",
        "tk_ptr_to_member",
        "tk_array",
        "tk_routine",
        "tk_class",
        "tk_struct",
        "tk_union",
        "tk_template_param",
        "tk_vector",
        "sck_file",
        "sck_namespace",
        "sck_class_struct_union",
        "sck_enum",
        "sck_template_declaration",
        "sck_function",
        "sck_func_prototype",
        "sck_block",
        "stmk_expr",
        "stmk_if",
        "stmk_constexpr_if",
        "stmk_if_consteval",
        "stmk_if_not_consteval",
        "stmk_while",
        "stmk_end_test_while",
        "stmk_for",
        "stmk_range_based_for",
        "stmk_switch",
        "stmk_switch_case",
        "stmk_label",
        "stmk_goto",
        "stmk_assigned_goto",
        "stmk_return",
        "stmk_block",
        "stmk_decl",
        "stmk_asm",
        "stmk_try_block",
        "stmk_unread",
        "stmk_empty",
        "enk_constant",
        "enk_this",
        "enk_variable",
        "enk_field",
        "enk_routine",
        "enk_operation",
        "enk_sizeof",
        "enk_alignof",
        "enk_throw",
        "enk_new_delete",
        "enk_sizeof_pack",
        "enk_pack_expansion",
        "enk_fold",
        "enk_builtin_operation",
        "enk_lambda",
        "enk_braced_init_list",
        "enk_tokens",
        "enk_unresolved_name",
        "ck_integer",
        "ck_float",
        "ck_string",
        "tpk_nontype",
        "templk_template_template_param",
        "templk_class",
        "templk_function",
        "templk_concept",
    ];
    let ops = [
        "eok_unary_plus",
        "eok_negate",
        "eok_not",
        "eok_complement",
        "eok_indirect",
        "eok_address_of",
        "eok_pre_incr",
        "eok_pre_decr",
        "eok_post_incr",
        "eok_post_decr",
        "eok_pm_field",
        "eok_pm_points_to_field",
        "eok_multiply",
        "eok_divide",
        "eok_remainder",
        "eok_add",
        "eok_subtract",
        "eok_shiftl",
        "eok_shiftr",
        "eok_spaceship",
        "eok_lt",
        "eok_gt",
        "eok_le",
        "eok_ge",
        "eok_eq",
        "eok_ne",
        "eok_and",
        "eok_xor",
        "eok_or",
        "eok_land",
        "eok_lor",
        "eok_assign",
        "eok_multiply_assign",
        "eok_divide_assign",
        "eok_remainder_assign",
        "eok_add_assign",
        "eok_subtract_assign",
        "eok_shiftl_assign",
        "eok_shiftr_assign",
        "eok_and_assign",
        "eok_xor_assign",
        "eok_or_assign",
        "eok_comma",
        "eok_call",
        "eok_subscript",
        "eok_dot_field",
        "eok_points_to_field",
        "eok_question",
        "eok_cast",
        "eok_dynamic_cast",
        "eok_noexcept",
        "is_static_cast",
        "is_functional_notation_cast",
        "is_const_cast",
        "is_reinterpret_cast",
        "is_kernel_launch",
    ];
    let missing: Vec<&str> = entries
        .iter()
        .copied()
        .filter(|e| !all.contains(&format!("scope {e}")))
        .chain(
            kinds
                .iter()
                .chain(ops.iter())
                .copied()
                .filter(|k| !all.lines().any(|l| l.ends_with(&format!(" {k}")) || l.starts_with(&format!("{k}:")))),
        )
        .collect();
    assert!(missing.is_empty(), "kinds no golden shows: {missing:?}");
}
