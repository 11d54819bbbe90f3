//! nvcc's preprocessing environments (engine/src/pp/env.rs) against what nvcc and g++ do.
//!
//! - corpus/cases/pp/nvcc-dryrun.txt holds the gcc -E command lines the real nvcc 13.5 prints
//!   with `--dryrun` for 50-odd flag combinations (written by nvcc-dryrun.sh next to it); each
//!   line is read here as gcc reads it, and must give the pass [`NvccOptions`] computes: the
//!   same `-D`/`-U` sequence, forced includes, search chains, `-std`, `__CUDA_ARCH__`, and
//!   number and order of device passes. No nvcc is needed.
//! - The embedded g++ 12.2 tables must equal `g++ -dM -E` and `g++ -E -v` when that g++ is
//!   installed (skipped, with the reason printed, when it is not).

use std::path::{Path, PathBuf};
use std::process::Command;

use cufront_engine::pp::env::{
    embedded_cuda_runtime, embedded_host, find_cuda_with, probe_host, Arch, CudaSource, CudaToolkit, CxxStd,
    HostSource, LangStd, NvccOptions, PassEnv, EMBEDDED_CUDA_RUNTIME,
};
use cufront_engine::pp::SearchDir;

fn skip(reason: &str) {
    eprintln!("skipped: {reason}");
}

/// One case of nvcc-dryrun.txt.
#[derive(Debug, Default)]
struct Case {
    name: String,
    args: Vec<String>,
    host: Vec<String>,
    device: Vec<String>,
    nvcc: Vec<String>,
}

fn dryrun_cases() -> Vec<Case> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/cases/pp/nvcc-dryrun.txt");
    let text = std::fs::read_to_string(&path).expect("corpus/cases/pp/nvcc-dryrun.txt");
    let mut cases = Vec::new();
    let mut cur: Option<Case> = None;
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("case ") {
            cur = Some(Case { name: name.to_string(), ..Case::default() });
        } else if line == "end" {
            cases.extend(cur.take());
        } else if let Some(c) = cur.as_mut() {
            if line == "arg" {
                c.args.push(String::new());
            } else if let Some(a) = line.strip_prefix("arg ") {
                c.args.push(a.to_string());
            } else if let Some(l) = line.strip_prefix("host ") {
                c.host.push(l.to_string());
            } else if let Some(l) = line.strip_prefix("device ") {
                c.device.push(l.to_string());
            } else if let Some(l) = line.strip_prefix("nvcc ") {
                c.nvcc.push(l.to_string());
            }
        }
    }
    cases
}

/// The shell's word splitting and quote removal, which nvcc's command lines go through.
fn shell_split(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                }
                in_word = false;
            }
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => {
                            let n = chars.next().unwrap_or('\\');
                            if !matches!(n, '"' | '\\' | '$' | '`') {
                                cur.push('\\');
                            }
                            cur.push(n);
                        }
                        _ => cur.push(c),
                    }
                }
            }
            '\'' => {
                in_word = true;
                for c in chars.by_ref() {
                    if c == '\'' {
                        break;
                    }
                    cur.push(c);
                }
            }
            '\\' => {
                in_word = true;
                cur.extend(chars.next());
            }
            _ => {
                in_word = true;
                cur.push(c);
            }
        }
    }
    if in_word {
        words.push(cur);
    }
    words
}

/// What gcc makes of a command line, in the terms of [`PassEnv`].
#[derive(Debug, Default, PartialEq)]
struct Gcc {
    std: Option<LangStd>,
    arch: Option<u32>,
    command_line: String,
    includes: Vec<PathBuf>,
    imacros: Vec<PathBuf>,
    quote: Vec<PathBuf>,
    bracket: Vec<PathBuf>,
    system: Vec<PathBuf>,
    after: Vec<PathBuf>,
    /// Flags that change predefined macros (-O, -f, -m other than -m64).
    flags: Vec<String>,
}

fn read_gcc(line: &str) -> Gcc {
    let words = shell_split(line);
    assert!(matches!(words[0].as_str(), "gcc" | "g++"), "{line}");
    let mut g = Gcc::default();
    let mut i = 1;
    while i < words.len() {
        let w = words[i].clone();
        i += 1;
        let mut value = |flag: &str| -> Option<String> {
            let rest = w.strip_prefix(flag)?;
            if rest.is_empty() {
                i += 1;
                words.get(i - 1).cloned()
            } else {
                Some(rest.to_string())
            }
        };
        if let Some(s) = w.strip_prefix("-std=") {
            g.std = Some(LangStd::parse(s).expect("gcc -std"));
        } else if w == "-E" || w == "-m64" || w == "-w" || w == "-g" || w == "-Werror" || w.starts_with("-W") {
        } else if w == "-x" {
            i += 1;
        } else if let Some(v) = value("-isystem") {
            g.system.push(v.into());
        } else if let Some(v) = value("-iquote") {
            g.quote.push(v.into());
        } else if let Some(v) = value("-idirafter") {
            g.after.push(v.into());
        } else if let Some(v) = value("-imacros") {
            g.imacros.push(v.into());
        } else if let Some(v) = value("-include") {
            g.includes.push(v.into());
        } else if let Some(v) = value("-I") {
            g.bracket.push(v.into());
        } else if let Some(v) = value("-D") {
            if let Some(a) = v.strip_prefix("__CUDA_ARCH__=") {
                g.arch = Some(a.parse().expect("__CUDA_ARCH__ value"));
            }
            // gcc: the first `=` becomes a space; no `=` means a body of 1.
            match v.split_once('=') {
                Some((n, b)) => g.command_line.push_str(&format!("#define {n} {b}\n")),
                None => g.command_line.push_str(&format!("#define {v} 1\n")),
            }
        } else if let Some(v) = value("-U") {
            g.command_line.push_str(&format!("#undef {v}\n"));
        } else if w.starts_with("-O") || w.starts_with("-f") || w.starts_with("-m") {
            g.flags.push(w);
        } else {
            assert!(!w.starts_with('-') && i == words.len(), "unexpected gcc argument `{w}` in {line}");
        }
    }
    g
}

fn fake_toolkit() -> CudaToolkit {
    CudaToolkit {
        root: PathBuf::from("$CUDA"),
        include_dirs: vec![PathBuf::from("$CUDA/include")],
        system_include_dirs: vec![PathBuf::from("$CUDA/include/cccl")],
        version: Some((13, 5, 37)),
        source: CudaSource::Other,
    }
}

/// The pass as gcc would read it: our [`PassEnv`] in [`Gcc`]'s terms, the compiler's default
/// directories taken off again.
fn as_gcc(env: &PassEnv, host_dirs: &[SearchDir], flags: Vec<String>) -> Gcc {
    let mut bracket = env.bracket_dirs.clone();
    let after_start = bracket.iter().position(|d| host_dirs.contains(d)).unwrap_or(bracket.len());
    let after: Vec<SearchDir> = bracket.split_off(after_start).into_iter().filter(|d| !host_dirs.contains(d)).collect();
    for d in after.iter().chain(bracket.iter().filter(|d| d.system)) {
        assert!(d.system && d.extern_c, "-isystem/-idirafter {d:?} should be a system, extern \"C\" directory");
    }
    for d in bracket.iter().filter(|d| !d.system) {
        assert!(!d.extern_c, "{d:?}");
    }
    Gcc {
        std: env.std,
        arch: env.arch,
        command_line: env.command_line.clone(),
        includes: env.includes.clone(),
        imacros: env.imacros.clone(),
        quote: env.quote_dirs.iter().map(|d| d.path.clone()).collect(),
        bracket: bracket.iter().filter(|d| !d.system).map(|d| d.path.clone()).collect(),
        system: bracket.iter().filter(|d| d.system).map(|d| d.path.clone()).collect(),
        after: after.iter().map(|d| d.path.clone()).collect(),
        flags,
    }
}

#[test]
fn passes_match_nvcc_dryrun() {
    let cases = dryrun_cases();
    assert!(cases.len() >= 50, "only {} cases in nvcc-dryrun.txt", cases.len());
    let cuda = fake_toolkit();
    let mut failures = Vec::new();
    let mut compared = 0;
    for case in &cases {
        let (opts, _notes) = NvccOptions::from_args(&case.args);
        if case.nvcc.iter().any(|m| m.contains("fatal")) {
            assert!(case.host.is_empty() && case.device.is_empty(), "{}", case.name);
            continue;
        }
        let host = embedded_host(opts.host_std(), &opts.host_flags());
        let want_host: Vec<Gcc> = case.host.iter().map(|l| read_gcc(l)).collect();
        let want_device: Vec<Gcc> = case.device.iter().map(|l| read_gcc(l)).collect();
        let got_host = vec![as_gcc(&opts.host_pass(&host, Some(&cuda)), &host.bracket_dirs, opts.host_flags())];
        let got_device: Vec<Gcc> = opts
            .device_passes(&host, Some(&cuda))
            .iter()
            .map(|p| as_gcc(p, &host.bracket_dirs, opts.host_flags()))
            .collect();
        if got_host != want_host || got_device != want_device {
            failures.push(format!(
                "case {} {:?}\n  nvcc host:   {want_host:?}\n  ours host:   {got_host:?}\n  nvcc device: {want_device:?}\n  ours device: {got_device:?}",
                case.name, case.args
            ));
        }
        compared += 1;
    }
    assert!(failures.is_empty(), "{} of {compared} cases differ:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn nvcc_warnings_have_notes() {
    for case in dryrun_cases() {
        let (_, notes) = NvccOptions::from_args(&case.args);
        for m in &case.nvcc {
            let expected = m.contains("fatal") || m.contains("-std=c++23") || m.contains("native");
            if expected {
                assert!(!notes.is_empty(), "case {}: nvcc says `{m}`, we have no note", case.name);
            }
        }
    }
}

#[test]
fn option_forms() {
    let args = |s: &[&str]| s.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let (o, notes) = NvccOptions::from_args(&args(&[
        "-std",
        "c++14",
        "k.cu",
        "--bogus",
        "-iquote",
        "q",
        "-Xcudafe",
        "--diag_suppress=1,--display_error_number",
        "--cuda-path=/opt/cuda",
        "-ccbin",
        "/usr/bin/g++",
    ]));
    assert_eq!(o.std, Some(LangStd { std: CxxStd::Cxx14, gnu: false }));
    assert_eq!(o.inputs, vec![PathBuf::from("k.cu")]);
    assert_eq!(o.host_args, args(&["-iquote", "q"]));
    assert_eq!(o.xcudafe, args(&["--diag_suppress=1", "--display_error_number"]));
    assert_eq!(o.cuda_path, Some(PathBuf::from("/opt/cuda")));
    assert_eq!(o.ccbin, Some(PathBuf::from("/usr/bin/g++")));
    assert!(notes.iter().any(|n| n.contains("--bogus")), "{notes:?}");
    assert!(notes.iter().any(|n| n.contains("-iquote")), "{notes:?}");

    let (o, notes) =
        NvccOptions::from_args(&args(&["-std=gnu++17", "-arch=sm_90a", "-gencode", "arch=compute_100f,code=sm_100f"]));
    assert_eq!(o.std, None);
    assert!(notes.iter().any(|n| n.contains("gnu++17")));
    let archs = o.virtual_archs();
    assert_eq!(
        archs,
        vec![
            Arch { number: 90, suffix: None },
            Arch { number: 90, suffix: Some('a') },
            Arch { number: 100, suffix: Some('f') }
        ]
    );
    assert_eq!(o.arch_list(), "900,1000");

    // Missing values do not panic.
    for a in ["-D", "-I", "-std", "-arch", "-Xcompiler", "-include", "-O", "-gencode", "-iquote"] {
        let _ = NvccOptions::from_args(&args(&[a]));
    }
}

#[test]
fn no_toolkit_means_the_embedded_header() {
    let (o, _) = NvccOptions::from_args(&["-include".to_string(), "pre.h".to_string()]);
    let host = embedded_host(None, &[]);
    let env = o.host_pass(&host, None);
    assert_eq!(env.includes, vec![PathBuf::from(EMBEDDED_CUDA_RUNTIME), PathBuf::from("pre.h")]);
    assert!(env.command_line.contains("#define __CUDACC_VER_MAJOR__ 13\n"));
    assert!(embedded_cuda_runtime().contains("__global__"));
    assert!(embedded_cuda_runtime().lines().count() < 200);
}

// ---------------------------------------------------------------------------------------
// Against g++
// ---------------------------------------------------------------------------------------

/// Why the embedded tables cannot be compared with the installed g++, if they cannot.
fn gxx_12_2_missing() -> Option<String> {
    match Command::new("g++").arg("-dumpfullversion").output() {
        Ok(out) if out.status.success() => {
            let v = String::from_utf8_lossy(&out.stdout).trim().to_string();
            let x86 = Command::new("g++")
                .arg("-dumpmachine")
                .output()
                .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).starts_with("x86_64-") && o.status.success());
            (v != "12.2.0" || !x86).then(|| format!("g++ is {v}, the tables describe 12.2.0 x86-64"))
        }
        _ => Some("no g++ on PATH".into()),
    }
}

fn gxx_macros(args: &[&str]) -> Vec<String> {
    let out = Command::new("g++")
        .args(["-dM", "-E", "-x", "c++", "-nostdinc"])
        .args(args)
        .arg("/dev/null")
        .output()
        .expect("g++");
    assert!(out.status.success());
    let mut lines: Vec<String> = String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect();
    lines.sort();
    lines
}

fn sorted_lines(s: &str) -> Vec<String> {
    let mut lines: Vec<String> = s.lines().map(str::to_string).collect();
    lines.sort();
    lines
}

#[test]
fn embedded_predefined_macros_match_gxx() {
    if let Some(reason) = gxx_12_2_missing() {
        return skip(&reason);
    }
    // gnu++17: g++'s default, what nvcc gets without -std.
    assert_eq!(sorted_lines(&embedded_host(None, &[]).predefined), gxx_macros(&[]));
    for std in ["c++03", "gnu++03", "c++11", "gnu++11", "c++14", "gnu++14", "c++17", "gnu++17", "c++20", "gnu++20"]
        .into_iter()
        .chain(["c++23", "gnu++23", "c++98", "gnu++2a"])
    {
        let flag = format!("-std={std}");
        let ours = embedded_host(Some(LangStd::parse(std).expect("std")), &[]);
        assert_eq!(sorted_lines(&ours.predefined), gxx_macros(&[&flag]), "{flag}");
    }
    let combos: &[&[&str]] =
        &[&["-O2"], &["-O3", "-O0"], &["-Os"], &["-O"], &["-O9"], &["-fno-exceptions", "-fno-rtti"], &["-fopenmp"]];
    for flags in combos {
        let owned: Vec<String> = flags.iter().map(|f| f.to_string()).collect();
        let ours = embedded_host(Some(LangStd { std: CxxStd::Cxx03, gnu: false }), &owned);
        let mut args = vec!["-std=c++03"];
        args.extend_from_slice(flags);
        assert_eq!(sorted_lines(&ours.predefined), gxx_macros(&args), "{flags:?}");
        assert!(ours.notes.is_empty(), "{:?}", ours.notes);
    }
    let odd = embedded_host(None, &["-march=native".to_string()]);
    assert!(odd.notes.iter().any(|n| n.contains("-march=native")));
}

#[test]
fn embedded_search_dirs_match_gxx() {
    if let Some(reason) = gxx_12_2_missing() {
        return skip(&reason);
    }
    let out = Command::new("g++").args(["-E", "-v", "-x", "c++", "/dev/null"]).output().expect("g++");
    let text = String::from_utf8_lossy(&out.stderr);
    let start = text.find("#include <...> search starts here:\n").expect("search list") + 35;
    let end = text[start..].find("End of search list.").expect("end of list") + start;
    let gxx: Vec<PathBuf> = text[start..end].lines().map(|l| PathBuf::from(l.trim())).collect();
    let ours = embedded_host(None, &[]);
    assert_eq!(ours.bracket_dirs.iter().map(|d| d.path.clone()).collect::<Vec<_>>(), gxx);
    assert!(ours.quote_dirs.is_empty());
    assert!(ours.bracket_dirs.iter().all(|d| d.system));
    // The line-marker flags g++ prints for headers from each directory: `3 4` marks the
    // implicitly extern "C" ones.
    let stddef = ours.bracket_dirs.iter().find(|d| d.path.join("stddef.h").is_file()).expect("stddef.h");
    assert!(stddef.extern_c);
    let vector = ours.bracket_dirs.iter().find(|d| d.path.join("vector").is_file()).expect("<vector>");
    assert!(!vector.extern_c);
}

#[test]
fn probe_is_cached_and_survives_a_corrupt_cache() {
    if Command::new("g++").arg("--version").output().is_err() {
        return skip("no g++ on PATH");
    }
    let dir = std::env::temp_dir().join(format!("cufront-pp-env-cache-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let std = Some(LangStd { std: CxxStd::Cxx20, gnu: false });
    let flags = vec!["-O2".to_string(), "-Wall".to_string()];
    let first = probe_host(Path::new("g++"), std, &flags, Some(&dir)).expect("probe");
    assert!(matches!(first.source, HostSource::Probed(_)), "{:?}", first.source);
    assert_eq!(first.flags, vec!["-O2".to_string()], "-Wall does not change macros");
    assert!(first.predefined.contains("#define __OPTIMIZE__ 1\n"));
    assert!(first.predefined.contains("#define __cplusplus 202002L\n"));
    let second = probe_host(Path::new("g++"), std, &flags, Some(&dir)).expect("cached");
    assert!(matches!(second.source, HostSource::Cached(_)), "{:?}", second.source);
    assert_eq!(
        (&first.predefined, &first.bracket_dirs, &first.quote_dirs),
        (&second.predefined, &second.bracket_dirs, &second.quote_dirs)
    );
    let files: Vec<PathBuf> =
        std::fs::read_dir(&dir).expect("cache dir").filter_map(|e| e.ok().map(|e| e.path())).collect();
    assert_eq!(files.len(), 1, "{files:?}");
    for garbage in ["", "cufront host-compiler cache 1\n", "\u{0}\u{1}not a cache"] {
        std::fs::write(&files[0], garbage).expect("corrupt the cache");
        let again = probe_host(Path::new("g++"), std, &flags, Some(&dir)).expect("reprobe");
        assert!(matches!(again.source, HostSource::Probed(_)));
        assert_eq!(again.predefined, first.predefined);
        let rewritten = probe_host(Path::new("g++"), std, &flags, Some(&dir)).expect("cached again");
        assert!(matches!(rewritten.source, HostSource::Cached(_)));
    }
    if gxx_12_2_missing().is_none() {
        assert_eq!(sorted_lines(&first.predefined), sorted_lines(&embedded_host(std, &flags).predefined));
        assert_eq!(first.bracket_dirs, embedded_host(std, &flags).bracket_dirs);
    }
    assert!(probe_host(Path::new("/nonexistent/g++"), None, &[], Some(&dir)).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn embedded_cuda_runtime_is_valid_cxx() {
    if Command::new("g++").arg("--version").output().is_err() {
        return skip("no g++ on PATH");
    }
    let dir = std::env::temp_dir().join(format!("cufront-pp-env-header-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let header = dir.join("cuda_runtime.h");
    std::fs::write(&header, embedded_cuda_runtime()).expect("header");
    let user = dir.join("use.cu");
    std::fs::write(
        &user,
        "__global__ void k(int *p, float *f) {\n  int i = threadIdx.x + blockIdx.x * blockDim.x;\n  \
         atomicAdd(p, i); atomicAdd(f, 1.0f); atomicCAS(p, 0, 1); atomicExch(f, 2.0f);\n  __syncthreads();\n}\n\
         int main() {\n  int *d; cudaMalloc(&d, 4); dim3 g(2), b(32, 2); uint3 u = g; (void)u;\n  \
         cudaMemcpy(d, d, 4, cudaMemcpyDeviceToDevice); cudaError_t e = cudaGetLastError(); (void)e;\n  \
         cudaStream_t s = 0; (void)s; cudaFree(d); return cudaDeviceSynchronize() == cudaSuccess ? 0 : warpSize;\n}\n",
    )
    .expect("user");
    for std in ["c++03", "c++11", "c++17", "c++20", "gnu++17"] {
        for cudacc in [true, false] {
            let mut cmd = Command::new("g++");
            cmd.args(["-fsyntax-only", "-Wno-attributes", "-x", "c++", &format!("-std={std}")]);
            if cudacc {
                cmd.arg("-D__CUDACC__");
            }
            let out = cmd.arg("-include").arg(&header).arg(&user).output().expect("g++");
            assert!(out.status.success(), "-std={std} cudacc={cudacc}: {}", String::from_utf8_lossy(&out.stderr));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------------------------------
// Finding the toolkit
// ---------------------------------------------------------------------------------------

fn touch(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
    std::fs::write(path, text).expect("write");
}

#[test]
fn toolkit_layouts() {
    let base = std::env::temp_dir().join(format!("cufront-pp-env-cuda-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    let empty_path = base.join("empty-path");
    std::fs::create_dir_all(&empty_path).expect("mkdir");
    let system_cuda = Path::new("/usr/local/cuda/include/cuda_runtime.h").is_file();
    let env = |pairs: Vec<(&'static str, PathBuf)>| {
        let path = empty_path.clone();
        move |name: &str| -> Option<std::ffi::OsString> {
            if name == "PATH" {
                return Some(path.clone().into_os_string());
            }
            pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| v.clone().into_os_string())
        }
    };

    // A classic install: include/ with the version in cuda_runtime_api.h.
    let classic = base.join("classic");
    touch(&classic.join("include/cuda_runtime.h"), "");
    touch(&classic.join("include/cuda_runtime_api.h"), "#define CUDART_VERSION 12040\n");
    let tk = find_cuda_with(None, &env(vec![("CUDA_HOME", classic.clone())])).expect("CUDA_HOME");
    assert_eq!(tk.source, CudaSource::CudaHome);
    assert_eq!(tk.include_dirs, vec![classic.join("include")]);
    assert!(tk.system_include_dirs.is_empty());
    assert_eq!(tk.version, Some((12, 4, 0)));
    let tk = find_cuda_with(None, &env(vec![("CUDA_PATH", classic.clone())])).expect("CUDA_PATH");
    assert_eq!(tk.source, CudaSource::CudaPath);

    // With nvcc and its profile: the paths are spelled as nvcc spells them, bin/.. included.
    let full = base.join("full");
    touch(&full.join("include/cuda_runtime.h"), "");
    touch(&full.join("include/cccl/cuda/std/version"), "");
    touch(
        &full.join("bin/nvcc.profile"),
        "\nTOP              = $(_HERE_)/..\n\nINCLUDES        +=  \"-I$(TOP)/include\" $(_SPACE_)\n\
         SYSTEM_INCLUDES +=  \"-isystem\" \"$(TOP)/include/cccl\" $(_SPACE_)\n",
    );
    touch(&full.join("version.json"), r#"{"cuda_nvcc": {"name": "CUDA NVCC", "version": "13.1.80"}}"#);
    let tk = find_cuda_with(Some(&full), &env(vec![])).expect("explicit");
    assert_eq!(tk.source, CudaSource::Explicit);
    assert_eq!(tk.include_dirs, vec![full.join("bin/../include")]);
    assert_eq!(tk.system_include_dirs, vec![full.join("bin/../include/cccl")]);
    assert_eq!(tk.version, Some((13, 1, 80)));
    // An explicit path that is no toolkit is not replaced by another one.
    assert!(find_cuda_with(Some(&base.join("nowhere")), &env(vec![("CUDA_HOME", classic.clone())])).is_none());
    // A stale $CUDA_HOME is skipped.
    let tk = find_cuda_with(None, &env(vec![("CUDA_HOME", base.join("nowhere")), ("CUDA_PATH", full.clone())]));
    assert_eq!(tk.map(|t| t.source), Some(CudaSource::CudaPath));

    if system_cuda {
        let _ = std::fs::remove_dir_all(&base);
        return skip("/usr/local/cuda exists: the wheel and corpus layouts come after it");
    }
    // CUDA 13's wheels: one nvidia/cu13 tree.
    let venv = base.join("venv");
    let site = venv.join("lib/python3.11/site-packages");
    touch(&site.join("nvidia/cu13/include/cuda_runtime.h"), "");
    touch(&site.join("nvidia/cu13/include/cccl/cub/cub.cuh"), "");
    let tk =
        find_cuda_with(None, &env(vec![("VIRTUAL_ENV", venv.clone()), ("HOME", base.join("home"))])).expect("wheels");
    assert_eq!(tk.source, CudaSource::PythonWheels(site.clone()));
    assert_eq!(tk.include_dirs, vec![site.join("nvidia/cu13/include")]);
    assert_eq!(tk.system_include_dirs, vec![site.join("nvidia/cu13/include/cccl")]);
    // The older wheels: a package per component.
    let old = base.join("old");
    let old_site = old.join("lib/python3.9/site-packages");
    touch(&old_site.join("nvidia/cuda_runtime/include/cuda_runtime.h"), "");
    touch(&old_site.join("nvidia/cuda_cccl/include/thrust/version.h"), "");
    let tk = find_cuda_with(None, &env(vec![("CONDA_PREFIX", old.clone()), ("HOME", base.join("home"))])).expect("old");
    assert_eq!(
        tk.include_dirs,
        vec![old_site.join("nvidia/cuda_runtime/include"), old_site.join("nvidia/cuda_cccl/include")]
    );
    // The corpus cache, last.
    let corpus = base.join("corpus");
    touch(&corpus.join("cuda-headers/include/cuda_runtime.h"), "");
    touch(&corpus.join("cuda-headers/include/cuda_runtime_api.h"), "#define CUDART_VERSION  13050\n");
    let tk = find_cuda_with(
        None,
        &env(vec![
            ("CUFRONT_CORPUS", corpus.clone()),
            ("CUFRONT_ORACLE", base.join("no-oracle")),
            ("HOME", base.join("home")),
        ]),
    );
    if let Some(tk) = tk {
        if tk.source == CudaSource::CorpusCache {
            assert_eq!(tk.include_dirs, vec![corpus.join("cuda-headers/include")]);
            assert_eq!(tk.version, Some((13, 5, 37)));
        } else {
            skip(&format!("a system Python environment has CUDA wheels: {:?}", tk.source));
        }
    }
    let _ = std::fs::remove_dir_all(&base);
}

/// On a machine with the oracle's toolkit and no other, the toolkit found is the one nvcc
/// uses, with nvcc's spelling of its directories.
#[test]
fn finds_the_oracle_toolkit_as_nvcc_spells_it() {
    let home = std::env::var_os("HOME").map(PathBuf::from).unwrap_or_default();
    let oracle = std::env::var_os("CUFRONT_ORACLE").map_or_else(|| home.join(".cache/cufront-oracle"), PathBuf::from);
    let Ok(root) = std::fs::read_to_string(oracle.join("toolkit-root")) else {
        return skip("no oracle toolkit (../shared/oracle/setup.sh)");
    };
    let others =
        ["CUDA_HOME", "CUDA_PATH", "VIRTUAL_ENV", "CONDA_PREFIX"].iter().any(|v| std::env::var_os(v).is_some())
            || Path::new("/usr/local/cuda").exists()
            || std::env::var_os("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("nvcc").is_file()));
    if others {
        return skip("another CUDA toolkit is configured");
    }
    let Some(tk) = find_cuda_with(None, &|n| std::env::var_os(n)) else { panic!("the oracle's toolkit is not found") };
    let bin = PathBuf::from(root.trim()).join("bin/..");
    assert!(matches!(tk.source, CudaSource::PythonWheels(_)), "{:?}", tk.source);
    assert_eq!(tk.include_dirs, vec![bin.join("include")]);
    assert_eq!(tk.system_include_dirs, vec![bin.join("include/cccl")]);
    assert_eq!(tk.version, Some((13, 5, 37)));
}

// ---------------------------------------------------------------------------------------
// The search chains gcc searches
// ---------------------------------------------------------------------------------------

#[test]
fn search_chains_merge_as_gcc_merges_them() {
    let base = std::env::temp_dir().join(format!("cufront-pp-env-dirs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    for d in ["a", "b", "s", "t"] {
        std::fs::create_dir_all(base.join(d)).expect("mkdir");
    }
    touch(&base.join("file"), "");
    let user = |d: &str| SearchDir { path: base.join(d), system: false, extern_c: false };
    let sys = |d: &str| SearchDir { path: base.join(d), system: true, extern_c: true };
    let env = PassEnv {
        arch: None,
        virtual_arch: None,
        std: Some(LangStd { std: CxxStd::Cxx20, gnu: false }),
        predefined: "#define __GNUC__ 12\n".into(),
        command_line: "#define X 1\n".into(),
        includes: vec![PathBuf::from("cuda_runtime.h")],
        imacros: Vec::new(),
        // `b` as the quote chain's last directory is dropped: the bracket chain starts with it.
        quote_dirs: vec![user("a"), user("missing"), user("a"), user("s"), user("b")],
        bracket_dirs: vec![user("b"), user("file"), user("b"), user("s"), user("a"), sys("s"), sys("t"), sys("s")],
        rules: Default::default(),
        toolkit_dirs: Vec::new(),
    };
    let o = env.to_options();
    assert_eq!(o.quote_dirs, vec![user("a")]);
    assert_eq!(o.bracket_dirs, vec![user("b"), user("a"), sys("s"), sys("t")]);
    assert!(o.strict_iso && o.spaceship && o.stdc_predef);
    assert_eq!(o.includes, env.includes);
    let _ = std::fs::remove_dir_all(&base);
}
