//! Every message the oracle printed on corpus/cases/cuda (one case per rule of
//! ../shared/oracle/NVCC-BEHAVIOUR.md) renders from its catalog entry, with the fill-ins
//! stated here, exactly as nvcc printed it; and the entry's numbers are the oracle's
//! (`rule` is EC<internal>, `number` the display number of a discretionary diagnostic).

mod support;

use std::collections::BTreeMap;
use std::path::Path;

use cufront_engine::diag::template::{expand, no_labels, Style};
use cufront_engine::diag::{Arg, EntitySummary, CATALOG};
use support::oracle_field;

fn s(x: &str) -> Arg {
    Arg::Str(x.into())
}

fn variable(name: &str) -> Arg {
    Arg::Entity(Box::new(EntitySummary { kind_label: "variable", name: name.into(), ..Default::default() }))
}

fn function(name: &str) -> Arg {
    Arg::Entity(Box::new(EntitySummary { kind_label: "function", name: name.into(), ..Default::default() }))
}

/// The fill-ins of each (case, rule) the oracle reported, as the semantic stage will supply them.
fn fill_ins(case: &str, rule: &str) -> Option<Vec<Arg>> {
    Some(match (case, rule) {
        ("var_reads", "EC137") => vec![],
        ("var_reads", "EC3675") => vec![s("dv")],
        ("managed_const", "EC177") => vec![variable("m")],
        ("local_shared_host" | "shared_init", "EC177") => vec![variable("s")],
        ("thread_local_dev", "EC177") => vec![variable("t")],
        ("attr_not_apply", "EC1835") => vec![s("__constant__")],
        ("member_space", "EC1835") => vec![s("__device__")],
        ("param_space", "EC1835") => vec![s("__shared__")],
        ("hd_overload", "EC3369") => {
            let f = EntitySummary { kind_label: "function", name: "f".into(), ..Default::default() };
            let at = cufront_engine::diag::Position { file: "hd_overload.cu".into(), line: 1 };
            vec![Arg::Entity(Box::new(f)), Arg::Position(at)]
        }
        ("hd_calls_host", "EC3595") => vec![s("hostf()"), s("hd")],
        ("constexpr_in_hd", "EC3597") => vec![s("g"), s("hd")],
        ("launch_from_device", "EC3607") => vec![],
        ("local_shared_host", "EC3610") => vec![s("__shared__")],
        ("member_space" | "static_member_space", "EC3612") => vec![],
        ("redecl_merge", "EC3619") => vec![s("f")],
        ("host_redecl_global", "EC3622") => vec![s("k")],
        ("redecl_merge2", "EC3623") => vec![s("f")],
        ("extern_device", "EC3628") => vec![s("ev")],
        ("global_ellipsis", "EC3630") | ("global_return", "EC3632") | ("global_auto", "EC3633") => vec![],
        ("shared_init", "EC3637") => vec![],
        ("exception_dev", "EC3644") | ("dynamic_init_device", "EC3645") => vec![],
        ("host_global_in_device", "EC3652") => vec![s("hv")],
        ("host_global_in_device", "EC3678") => vec![s("hv")],
        ("managed_const", "EC3693") | ("thread_local_dev", "EC3698") => vec![],
        ("global_member", "EC3815") | ("grid_constant_host", "EC3829") => vec![],
        ("set_not_used", "EC550") => vec![variable("a")],
        ("missing_return", "EC940") => vec![function("f")],
        _ => return None,
    })
}

#[test]
fn every_oracle_message_renders_from_the_catalog() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/cuda/expected");
    let mut checked = BTreeMap::new();
    let mut entries: Vec<_> = std::fs::read_dir(&dir).expect("expected/").filter_map(Result::ok).collect();
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let case = e.path().file_stem().and_then(|s| s.to_str()).expect("name").to_string();
        for line in std::fs::read_to_string(e.path()).expect("jsonl").lines() {
            let rule = oracle_field(line, "rule").expect("front-end diagnostics have a rule");
            let message = oracle_field(line, "message").expect("message");
            let internal: u32 = rule.trim_start_matches("EC").parse().expect("EC<n>");
            let entry = CATALOG
                .iter()
                .find(|e| e.internal == internal)
                .unwrap_or_else(|| panic!("{case}: {rule} ({message}) is not in the catalog"));
            if let Some(number) = oracle_field(line, "number") {
                assert_eq!(entry.display.map(|d| d.to_string()), Some(number), "{case}: {rule}'s display number");
            }
            let args = fill_ins(&case, &rule).unwrap_or_else(|| panic!("{case}: no fill-ins stated for {rule}"));
            let style = Style { current_file: &format!("{case}.cu"), labels: &no_labels, color: false };
            assert_eq!(expand(entry.template, &args, &style).as_deref(), Ok(message.as_str()), "{case}: {rule}");
            checked.insert(rule, case.clone());
        }
    }
    // The 28 distinct rules of corpus/cases/cuda; more cases only add to them.
    assert!(checked.len() >= 28, "distinct rules checked: {}", checked.len());
}
