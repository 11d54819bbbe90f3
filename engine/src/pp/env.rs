//! nvcc's preprocessing environments, as data the preprocessor consumes.
//!
//! nvcc preprocesses a `.cu` file more than once, each time by running the host compiler
//! (`gcc -E -x c++`): one *host pass* and one *device pass* per virtual architecture, the
//! device passes adding `-D__CUDA_ARCH__=N`. Everything that differs between passes is on
//! those gcc command lines, and `nvcc --dryrun` prints them; this module reproduces them from
//! nvcc's own flags ([`NvccOptions`]) without running nvcc, and turns them into what the
//! preprocessor needs ([`PassEnv`], then [`PassEnv::to_options`]):
//!
//! - the `<built-in>` buffer: the host compiler's predefined macros ([`HostCompiler`]: probed
//!   from `g++ -dM -E` and cached, or taken from tables of g++ 12.2 embedded from `env/`);
//! - the `<command-line>` buffer: every `-D`/`-U` in the order gcc processes them, nvcc's own
//!   (`__CUDACC__`, `__CUDA_ARCH_LIST__`, ...) interleaved with the user's exactly where nvcc
//!   puts them;
//! - the forced includes (`-include cuda_runtime.h` first) and the include search chains,
//!   with the CUDA toolkit's directories ([`find_cuda`]) where nvcc puts them.
//!
//! What nvcc 13.5's `--dryrun` showed, flag by flag, is recorded in
//! `corpus/cases/pp/nvcc-dryrun.txt`, which the tests compare against.

use std::collections::HashMap;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::pp::unit::{Options, SearchDir};

/// `g++ -dM -E -x c++ -nostdinc` of g++ 12.2 x86-64 Linux with no `-std` (gnu++17), sorted.
const GNUXX17: &str = include_str!("env/gnu++17.txt");
/// Per `-std` mode, the macros that differ from [`GNUXX17`].
const STD_DELTAS: &str = include_str!("env/std-deltas.txt");
/// Per host-compiler flag (`-O2`, `-fno-exceptions`, ...), the macros that differ.
const FLAG_DELTAS: &str = include_str!("env/flag-deltas.txt");
/// g++ 12.2's default include directories with their traits.
const SEARCH_DIRS: &str = include_str!("env/search-dirs.txt");
/// Our stand-in for `cuda_runtime.h` when no toolkit is found.
const CUDA_RUNTIME_MIN: &str = include_str!("env/cuda_runtime_min.h");

/// The name [`PassEnv::includes`] gives the embedded `cuda_runtime.h` when no toolkit was
/// found. The angle brackets make it impossible as a real relative path, so the preprocessor
/// can recognise it and read [`embedded_cuda_runtime`] instead of the file system.
pub const EMBEDDED_CUDA_RUNTIME: &str = "<cufront>/cuda_runtime.h";

/// The nvcc whose behaviour this module reproduces (major, minor, build): its version macros
/// when the toolkit's own version is unknown.
pub const NVCC_VERSION: (u32, u32, u32) = (13, 5, 37);

/// The virtual architecture nvcc 13.5 compiles for when given none (`compute_75`).
const DEFAULT_ARCH: u32 = 75;
/// What `-arch=all` and `-arch=all-major` mean in nvcc 13.5 (`nvcc --list-gpu-arch`).
const ALL_ARCHS: &[u32] = &[75, 80, 86, 87, 88, 89, 90, 100, 103, 107, 110, 120, 121];
const ALL_MAJOR_ARCHS: &[u32] = &[75, 80, 90, 100, 110, 120];

/// The text of cufront's own minimal `cuda_runtime.h` (see [`EMBEDDED_CUDA_RUNTIME`]).
pub fn embedded_cuda_runtime() -> &'static str {
    CUDA_RUNTIME_MIN
}

// ---------------------------------------------------------------------------------------
// Language standard
// ---------------------------------------------------------------------------------------

/// A C++ standard, as g++ names them (aliases such as `c++1z` fold into these).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CxxStd {
    Cxx03,
    Cxx11,
    Cxx14,
    /// g++ 12's default.
    #[default]
    Cxx17,
    Cxx20,
    Cxx23,
}

impl CxxStd {
    /// The standard's `__cplusplus` value (EDG's std_version).
    pub fn cplusplus(self) -> u32 {
        match self {
            CxxStd::Cxx03 => 199711,
            CxxStd::Cxx11 => 201103,
            CxxStd::Cxx14 => 201402,
            CxxStd::Cxx17 => 201703,
            CxxStd::Cxx20 => 202002,
            CxxStd::Cxx23 => 202302,
        }
    }
}

/// A `-std=` mode: the standard, and whether GNU extensions are on (`gnu++17`) or off
/// (`c++17`, which also defines `__STRICT_ANSI__`). nvcc only accepts and forwards the strict
/// spellings (`-std=c++17`); the GNU modes arrive as g++'s default (gnu++17, when no `-std` is
/// given) or through `-Xcompiler -std=gnu++NN`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LangStd {
    pub std: CxxStd,
    pub gnu: bool,
}

impl LangStd {
    /// g++ 12's default, what a gcc given no `-std` uses.
    pub const GCC_DEFAULT: LangStd = LangStd { std: CxxStd::Cxx17, gnu: true };

    /// Parses a `-std=` value as g++ 12 accepts it (`c++17`, `gnu++1z`, `c++98`, ...).
    pub fn parse(s: &str) -> Option<LangStd> {
        let (gnu, year) =
            if let Some(y) = s.strip_prefix("gnu++") { (true, y) } else { (false, s.strip_prefix("c++")?) };
        let std = match year {
            "98" | "03" => CxxStd::Cxx03,
            "11" | "0x" => CxxStd::Cxx11,
            "14" | "1y" => CxxStd::Cxx14,
            "17" | "1z" => CxxStd::Cxx17,
            "20" | "2a" => CxxStd::Cxx20,
            "23" | "2b" => CxxStd::Cxx23,
            _ => return None,
        };
        Some(LangStd { std, gnu })
    }

    /// The canonical `-std=` value: `c++17`, `gnu++03`, ...
    pub fn name(&self) -> String {
        let year = match self.std {
            CxxStd::Cxx03 => "03",
            CxxStd::Cxx11 => "11",
            CxxStd::Cxx14 => "14",
            CxxStd::Cxx17 => "17",
            CxxStd::Cxx20 => "20",
            CxxStd::Cxx23 => "23",
        };
        format!("{}++{year}", if self.gnu { "gnu" } else { "c" })
    }
}

// ---------------------------------------------------------------------------------------
// Host compiler
// ---------------------------------------------------------------------------------------

/// Where a [`HostCompiler`]'s answer came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostSource {
    /// Running this compiler just now.
    Probed(PathBuf),
    /// A cache file written by an earlier probe of the same compiler (path, mtime, size) with
    /// the same `-std` and flags.
    Cached(PathBuf),
    /// The tables of g++ 12.2 x86-64 Linux built into cufront.
    Embedded,
}

/// What the host compiler contributes to a preprocessing run, for one `-std` and set of
/// macro-affecting flags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostCompiler {
    /// The `<built-in>` buffer: one `#define NAME BODY` line per predefined macro. Excludes
    /// the macros of `stdc-predef.h`, which g++ includes implicitly (the preprocessor does so
    /// too, see [`Options::stdc_predef`]).
    pub predefined: String,
    /// The compiler's default `#include "..."` directories (none for g++ on Linux).
    pub quote_dirs: Vec<SearchDir>,
    /// The compiler's default `#include <...>` directories, in search order.
    pub bracket_dirs: Vec<SearchDir>,
    /// The `-std` this answer is for (`None`: the compiler's default).
    pub std: Option<LangStd>,
    /// The macro-affecting flags this answer is for (see [`NvccOptions::host_flags`]).
    pub flags: Vec<String>,
    pub source: HostSource,
    /// Why a probe was not used, or which flags the embedded tables could not model.
    pub notes: Vec<String>,
}

/// The host compiler's environment for `std` and `flags`. With `probe`, runs
/// `$CUFRONT_HOST_CXX` (default `g++`) found on `PATH`, once per compiler version, `-std` and
/// flags (the answer is cached under `$XDG_CACHE_HOME/cufront/` or `~/.cache/cufront/`);
/// without it, or if anything fails, answers from the embedded g++ 12.2 tables. Never fails.
///
/// `flags` matter because nvcc forwards some to gcc (`-O3` defines `__OPTIMIZE__`,
/// `-Xcompiler -fno-exceptions` removes `__EXCEPTIONS`); those that cannot change macros
/// (`-Wall`, `-g`) are dropped, so they do not multiply cache entries.
pub fn host_compiler(std: Option<LangStd>, flags: &[String], probe: bool) -> HostCompiler {
    let program = std::env::var_os("CUFRONT_HOST_CXX").filter(|p| !p.is_empty()).unwrap_or_else(|| "g++".into());
    host_compiler_for(Path::new(&program), std, flags, probe)
}

/// [`host_compiler`] with an explicit compiler (nvcc's `-ccbin`).
fn host_compiler_for(program: &Path, std: Option<LangStd>, flags: &[String], probe: bool) -> HostCompiler {
    if !probe {
        return embedded_host(std, flags);
    }
    let cache = default_cache_dir();
    match probe_host(program, std, flags, cache.as_deref()) {
        Ok(host) => host,
        Err(why) => {
            let mut host = embedded_host(std, flags);
            host.notes.insert(0, format!("host compiler not probed ({why}); using the embedded g++ 12.2 tables"));
            host
        }
    }
}

/// Runs `program` (a path, or a name looked up on `PATH`) for its predefined macros and include
/// directories, or reads them from `cache_dir` when an earlier run cached them for the same
/// compiler file (path, mtime, size), `-std` and flags. A cache file that cannot be read or
/// parsed is ignored and rewritten; a cache that cannot be written is not an error.
pub fn probe_host(
    program: &Path,
    std: Option<LangStd>,
    flags: &[String],
    cache_dir: Option<&Path>,
) -> Result<HostCompiler, String> {
    let resolved = find_program(program).ok_or_else(|| format!("`{}` not found", program.display()))?;
    let meta = std::fs::metadata(&resolved).map_err(|e| format!("{}: {e}", resolved.display()))?;
    let mtime =
        meta.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok()).map_or(0, |d| d.as_nanos());
    let flags: Vec<String> = flags.iter().filter(|f| affects_predefined(f)).cloned().collect();
    let header = cache_header(&resolved, mtime, meta.len(), std, &flags);
    let cache_file =
        cache_dir.map(|d| d.join(format!("host-{:016x}.txt", xxhash_rust::xxh3::xxh3_64(header.as_bytes()))));
    if let Some(file) = &cache_file {
        if let Some(mut host) = std::fs::read_to_string(file).ok().and_then(|text| parse_cache(&text, &header)) {
            host.std = std;
            host.flags = flags;
            host.source = HostSource::Cached(resolved);
            return Ok(host);
        }
    }
    let mut macros = Command::new(&resolved);
    macros.args(["-dM", "-E", "-x", "c++", "-nostdinc"]);
    if let Some(s) = std {
        macros.arg(format!("-std={}", s.name()));
    }
    let predefined = run(macros.args(&flags).arg("-"))?.0;
    if predefined.is_empty() || !predefined.lines().all(|l| l.starts_with("#define ")) {
        return Err(format!("`{} -dM -E` printed no macro definitions", resolved.display()));
    }
    let mut verbose = Command::new(&resolved);
    verbose.args(["-E", "-v", "-x", "c++"]).args(&flags).arg("-");
    let (quote_dirs, bracket_dirs) = parse_search_list(&run(&mut verbose)?.1)
        .ok_or_else(|| format!("`{} -E -v` printed no include search list", resolved.display()))?;
    let host = HostCompiler {
        predefined,
        quote_dirs,
        bracket_dirs,
        std,
        flags,
        source: HostSource::Probed(resolved),
        notes: Vec::new(),
    };
    if let (Some(dir), Some(file)) = (cache_dir, &cache_file) {
        write_cache(dir, file, &header, &host);
    }
    Ok(host)
}

/// The embedded g++ 12.2 answer for `std` and `flags`: gnu++17's table with the mode's delta
/// and each known flag's delta applied (for `-O`, only the last, as in gcc).
pub fn embedded_host(std: Option<LangStd>, flags: &[String]) -> HostCompiler {
    let mut notes = Vec::new();
    let mut table: HashMap<&str, &str> = GNUXX17.lines().filter_map(|l| Some((macro_name(l)?, l))).collect();
    let mode = std.unwrap_or(LangStd::GCC_DEFAULT);
    if mode != LangStd::GCC_DEFAULT {
        apply_delta(&mut table, section(STD_DELTAS, &mode.name()));
    }
    let last_o = flags.iter().rposition(|f| f.starts_with("-O"));
    for (i, flag) in flags.iter().enumerate() {
        if flag.starts_with("-O") && Some(i) != last_o {
            continue;
        }
        // gcc reads `-O` as `-O1` and any level above 3 as `-O3`.
        let key = match flag.strip_prefix("-O") {
            Some("") => "-O1",
            Some(n) if n.parse::<u32>().is_ok_and(|n| n > 3) => "-O3",
            _ => flag.as_str(),
        };
        match section(FLAG_DELTAS, key) {
            Some(delta) => apply_delta(&mut table, Some(delta)),
            None if affects_predefined(flag) => {
                notes.push(format!("host flag `{flag}` is not modelled by the embedded g++ 12.2 tables"))
            }
            None => {}
        }
    }
    let mut lines: Vec<&str> = table.into_values().collect();
    lines.sort_unstable();
    let mut predefined = String::with_capacity(lines.iter().map(|l| l.len() + 1).sum());
    for l in lines {
        predefined.push_str(l);
        predefined.push('\n');
    }
    let mut quote_dirs = Vec::new();
    let mut bracket_dirs = Vec::new();
    for line in SEARCH_DIRS.lines() {
        let mut cols = line.split('\t');
        let (Some(list), Some(path)) = (cols.next(), cols.next()) else { continue };
        let traits = cols.next().unwrap_or("");
        let dir = SearchDir { path: PathBuf::from(path), system: list == "bracket", extern_c: traits == "extern-c" };
        if list == "quote" {
            quote_dirs.push(dir);
        } else {
            bracket_dirs.push(dir);
        }
    }
    HostCompiler {
        predefined,
        quote_dirs,
        bracket_dirs,
        std,
        flags: flags.iter().filter(|f| affects_predefined(f)).cloned().collect(),
        source: HostSource::Embedded,
        notes,
    }
}

/// Whether a host-compiler flag can change the predefined macros or the default include
/// directories, so that it belongs in the probe (and its cache key). Flags that would make
/// the probe run foreign code or stop printing macros are left out.
fn affects_predefined(flag: &str) -> bool {
    let candidate = flag.starts_with("-O")
        || flag.starts_with("-f")
        || (flag.starts_with("-m") && flag != "-m64")
        || flag == "-ansi"
        || flag == "-pthread"
        || flag.starts_with("--sysroot=");
    let excluded = ["-fplugin", "-fdump", "-fdiagnostics", "-fmessage-length", "-fmax-errors", "-fpreprocessed"]
        .iter()
        .any(|p| flag.starts_with(p))
        || flag == "-fdirectives-only";
    candidate && !excluded
}

/// The name a `#define NAME...` line defines.
fn macro_name(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("#define ")?;
    let end = rest.find([' ', '(']).unwrap_or(rest.len());
    Some(&rest[..end])
}

/// The lines of `[name]`'s section of a delta file, if there is one.
fn section<'a>(file: &'a str, name: &str) -> Option<&'a str> {
    let head = format!("[{name}]\n");
    let start = if file.starts_with(&head) { head.len() } else { file.find(&format!("\n{head}"))? + 1 + head.len() };
    let rest = &file[start..];
    let end = if rest.starts_with('[') { 0 } else { rest.find("\n[").map_or(rest.len(), |i| i + 1) };
    Some(&rest[..end])
}

/// Applies a delta section: `-NAME` removes a macro, a `#define` line adds or replaces one.
fn apply_delta<'a>(table: &mut HashMap<&'a str, &'a str>, delta: Option<&'a str>) {
    for line in delta.unwrap_or("").lines() {
        if let Some(name) = line.strip_prefix('-') {
            table.remove(name);
        } else if let Some(name) = macro_name(line) {
            table.insert(name, line);
        }
    }
}

/// `program` itself if it names a path, else the first executable file of that name on `PATH`.
fn find_program(program: &Path) -> Option<PathBuf> {
    if program.components().count() > 1 {
        return program.is_file().then(|| program.to_path_buf());
    }
    std::env::split_paths(&std::env::var_os("PATH")?).map(|dir| dir.join(program)).find(|p| is_executable(p))
}

fn is_executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}

/// Runs a probe with empty input; its stdout and stderr when it exits successfully.
fn run(cmd: &mut Command) -> Result<(String, String), String> {
    let out = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("could not run {:?}: {e}", cmd.get_program()))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(format!("{:?} failed: {}", cmd.get_program(), err.lines().next().unwrap_or("")));
    }
    Ok((String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned()))
}

/// The quote and bracket lists of `g++ -E -v`'s stderr. The bracket directories are system
/// directories; which are implicitly `extern "C"` is not printed, so it is inferred as in
/// gcc's own table (`cppdefault.cc`): the C++ library's directories and /usr/local/include
/// are C++-aware, the others are not.
fn parse_search_list(stderr: &str) -> Option<(Vec<SearchDir>, Vec<SearchDir>)> {
    let mut quote = Vec::new();
    let mut bracket = Vec::new();
    let mut list = 0u8;
    let mut seen_bracket = false;
    for line in stderr.lines() {
        if line.starts_with("#include \"...\" search starts here:") {
            list = 1;
        } else if line.starts_with("#include <...> search starts here:") {
            list = 2;
            seen_bracket = true;
        } else if line.starts_with("End of search list") {
            list = 0;
        } else if list != 0 {
            // Directories are printed indented by one space; framework directories (macOS)
            // carry a suffix, which Linux never prints.
            let path = line.strip_prefix(' ').unwrap_or(line);
            if list == 1 {
                quote.push(SearchDir { path: PathBuf::from(path), system: false, extern_c: false });
            } else {
                bracket.push(system_dir(PathBuf::from(path)));
            }
        }
    }
    seen_bracket.then_some((quote, bracket))
}

fn system_dir(path: PathBuf) -> SearchDir {
    let s = path.to_string_lossy();
    let extern_c = !s.contains("/c++/") && !s.ends_with("/local/include");
    SearchDir { path, system: true, extern_c }
}

fn default_cache_dir() -> Option<PathBuf> {
    let base = match std::env::var_os("XDG_CACHE_HOME").filter(|v| !v.is_empty()) {
        Some(x) => PathBuf::from(x),
        None => PathBuf::from(std::env::var_os("HOME")?).join(".cache"),
    };
    Some(base.join("cufront"))
}

const CACHE_MAGIC: &str = "cufront host-compiler cache 1";

/// The cache file's first lines: everything the answer depends on. A file whose header
/// differs (another compiler build, another mode, a hash collision) is not this answer.
fn cache_header(program: &Path, mtime: u128, size: u64, std: Option<LangStd>, flags: &[String]) -> String {
    let mut h = format!("{CACHE_MAGIC}\nprogram\t{}\nmtime\t{mtime}\nsize\t{size}\n", program.display());
    let _ = writeln!(h, "std\t{}", std.map_or_else(|| "default".to_string(), |s| s.name()));
    for f in flags {
        let _ = writeln!(h, "flag\t{f}");
    }
    h
}

fn parse_cache(text: &str, header: &str) -> Option<HostCompiler> {
    let body = text.strip_prefix(header)?;
    let body = body.strip_suffix("[end]\n")?;
    let rest = body.strip_prefix("[quote]\n")?;
    let (quote, rest) = rest.split_once("[bracket]\n")?;
    let (bracket, predefined) = rest.split_once("[predefined]\n")?;
    if !predefined.lines().all(|l| l.starts_with("#define ")) || predefined.is_empty() {
        return None;
    }
    let dirs = |text: &str, quote: bool| -> Option<Vec<SearchDir>> {
        text.lines()
            .map(|l| {
                let (path, traits) = l.split_once('\t')?;
                let system = !quote;
                Some(SearchDir { path: PathBuf::from(path), system, extern_c: system && traits == "extern-c" })
            })
            .collect()
    };
    Some(HostCompiler {
        predefined: predefined.to_string(),
        quote_dirs: dirs(quote, true)?,
        bracket_dirs: dirs(bracket, false)?,
        std: None,
        flags: Vec::new(),
        source: HostSource::Embedded,
        notes: Vec::new(),
    })
}

/// Writes the cache file through a temporary file and a rename, so that a concurrent reader
/// sees the old file, the new one or none, never half of one. Failures are ignored: the
/// cache only saves time.
fn write_cache(dir: &Path, file: &Path, header: &str, host: &HostCompiler) {
    let all_dirs = host.quote_dirs.iter().chain(&host.bracket_dirs);
    if all_dirs.clone().any(|d| d.path.to_string_lossy().contains(['\n', '\t'])) {
        return;
    }
    let mut text = String::from(header);
    text.push_str("[quote]\n");
    for d in &host.quote_dirs {
        let _ = writeln!(text, "{}\t", d.path.display());
    }
    text.push_str("[bracket]\n");
    for d in &host.bracket_dirs {
        let _ = writeln!(text, "{}\t{}", d.path.display(), if d.extern_c { "extern-c" } else { "" });
    }
    text.push_str("[predefined]\n");
    text.push_str(&host.predefined);
    if !host.predefined.ends_with('\n') {
        text.push('\n');
    }
    text.push_str("[end]\n");
    if std::fs::create_dir_all(dir).is_err() {
        return;
    }
    let tmp = file.with_extension(format!("tmp{}", std::process::id()));
    if std::fs::write(&tmp, text).is_ok() && std::fs::rename(&tmp, file).is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
}

// ---------------------------------------------------------------------------------------
// CUDA toolkit
// ---------------------------------------------------------------------------------------

/// How a [`CudaToolkit`] was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CudaSource {
    /// `--cuda-path`.
    Explicit,
    CudaHome,
    CudaPath,
    /// An `nvcc` on `PATH` (its real location).
    NvccOnPath(PathBuf),
    /// `/usr/local/cuda`, where installers put it.
    DefaultInstall,
    /// NVIDIA's PyPI wheels in this site-packages directory.
    PythonWheels(PathBuf),
    /// The headers `corpus/fetch.sh` unpacks into cufront's corpus cache.
    CorpusCache,
    /// Built by the caller.
    Other,
}

/// The CUDA toolkit's headers, as nvcc adds them to both passes: nvcc.profile's `INCLUDES`
/// (as `-I`, after the user's `-I`) and `SYSTEM_INCLUDES` (as `-isystem`, after the user's;
/// CUDA 13 puts CCCL there). Lists rather than single directories because the older PyPI
/// wheels spread the toolkit's headers over several packages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CudaToolkit {
    /// The directory that was found (for messages).
    pub root: PathBuf,
    /// `-I` directories, in order; one of them holds `cuda_runtime.h`.
    pub include_dirs: Vec<PathBuf>,
    /// `-isystem` directories, in order.
    pub system_include_dirs: Vec<PathBuf>,
    /// (major, minor, build) of the toolkit, when known: nvcc's version macros.
    pub version: Option<(u32, u32, u32)>,
    pub source: CudaSource,
}

/// Finds the CUDA headers: `explicit` (`--cuda-path`; when given, nothing else is tried, so
/// a wrong path is not silently replaced by another toolkit), then `$CUDA_HOME`, `$CUDA_PATH`,
/// `nvcc` on `PATH`, `/usr/local/cuda`, NVIDIA's PyPI wheels in a Python environment
/// (`$VIRTUAL_ENV`, `$CONDA_PREFIX`, `~/.local`, `/usr/local`, `/usr`, then the oracle's venv
/// `${CUFRONT_ORACLE:-~/.cache/cufront-oracle}`), and last the corpus cache
/// `${CUFRONT_CORPUS:-~/.cache/cufront-corpus}/cuda-headers`. A candidate counts only if
/// its include directories hold `cuda_runtime.h`.
pub fn find_cuda(explicit: Option<&Path>) -> Option<CudaToolkit> {
    find_cuda_with(explicit, &|name| std::env::var_os(name))
}

/// [`find_cuda`] reading environment variables through `var` (for tests).
pub fn find_cuda_with(explicit: Option<&Path>, var: &dyn Fn(&str) -> Option<OsString>) -> Option<CudaToolkit> {
    let var = |name: &str| var(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    if let Some(p) = explicit {
        return toolkit_at(p, CudaSource::Explicit);
    }
    let from_env = [("CUDA_HOME", CudaSource::CudaHome), ("CUDA_PATH", CudaSource::CudaPath)];
    for (name, source) in from_env {
        if let Some(tk) = var(name).and_then(|p| toolkit_at(&p, source)) {
            return Some(tk);
        }
    }
    if let Some(path) = var("PATH") {
        for dir in std::env::split_paths(&path) {
            let nvcc = dir.join("nvcc");
            if !is_executable(&nvcc) {
                continue;
            }
            // nvcc finds its profile next to its real location, symlinks resolved.
            let real = std::fs::canonicalize(&nvcc).unwrap_or(nvcc);
            let Some(bin) = real.parent() else { continue };
            if let Some(tk) = toolkit_from_bin(bin, CudaSource::NvccOnPath(real.clone())) {
                return Some(tk);
            }
        }
    }
    if let Some(tk) = toolkit_at(Path::new("/usr/local/cuda"), CudaSource::DefaultInstall) {
        return Some(tk);
    }
    let home = var("HOME");
    let mut prefixes: Vec<PathBuf> = Vec::new();
    prefixes.extend(var("VIRTUAL_ENV"));
    prefixes.extend(var("CONDA_PREFIX"));
    prefixes.extend(home.as_ref().map(|h| h.join(".local")));
    prefixes.push(PathBuf::from("/usr/local"));
    prefixes.push(PathBuf::from("/usr"));
    prefixes.extend(var("CUFRONT_ORACLE").or_else(|| home.as_ref().map(|h| h.join(".cache/cufront-oracle"))));
    for prefix in &prefixes {
        for site in site_packages(prefix) {
            if let Some(tk) = toolkit_in_site_packages(&site) {
                return Some(tk);
            }
        }
    }
    let corpus = var("CUFRONT_CORPUS").or_else(|| home.as_ref().map(|h| h.join(".cache/cufront-corpus")))?;
    toolkit_at(&corpus.join("cuda-headers"), CudaSource::CorpusCache)
}

/// A toolkit rooted at `root`: one with `bin/nvcc.profile` as that nvcc would see it, else
/// `root/include` (with `include/cccl` as a system directory when present), else `root`
/// itself as the include directory.
fn toolkit_at(root: &Path, source: CudaSource) -> Option<CudaToolkit> {
    let bin = root.join("bin");
    if bin.join("nvcc.profile").is_file() {
        if let Some(tk) = toolkit_from_bin(&bin, source.clone()) {
            return Some(CudaToolkit { root: root.to_path_buf(), ..tk });
        }
    }
    let include = root.join("include");
    let include = if include.join("cuda_runtime.h").is_file() { include } else { root.to_path_buf() };
    if !include.join("cuda_runtime.h").is_file() {
        return None;
    }
    let cccl = include.join("cccl");
    let system_include_dirs = if cccl.is_dir() { vec![cccl] } else { Vec::new() };
    let version = toolkit_version(root, std::slice::from_ref(&include));
    Some(CudaToolkit { root: root.to_path_buf(), include_dirs: vec![include], system_include_dirs, version, source })
}

/// The toolkit an nvcc in `bin` uses: its `nvcc.profile`'s `INCLUDES` and `SYSTEM_INCLUDES`
/// with `$(TOP)` = `bin/..` spelled as nvcc spells it (the `..` stays: it appears in line
/// markers and `__FILE__`), or `bin/../include` when there is no profile.
fn toolkit_from_bin(bin: &Path, source: CudaSource) -> Option<CudaToolkit> {
    let top = bin.join("..");
    let (mut include_dirs, mut system_include_dirs) = (Vec::new(), Vec::new());
    if let Ok(profile) = std::fs::read_to_string(bin.join("nvcc.profile")) {
        let (inc, sys) = parse_nvcc_profile(&profile, bin);
        include_dirs = inc;
        system_include_dirs = sys;
    }
    if include_dirs.is_empty() {
        include_dirs.push(top.join("include"));
        let cccl = top.join("include").join("cccl");
        if cccl.is_dir() {
            system_include_dirs.push(cccl);
        }
    }
    if !include_dirs.iter().any(|d| d.join("cuda_runtime.h").is_file()) {
        return None;
    }
    let version = toolkit_version(&top, &include_dirs);
    Some(CudaToolkit { root: top, include_dirs, system_include_dirs, version, source })
}

/// The `-I` and `-isystem` directories of an `nvcc.profile` (`NAME = value`, `+=`, `=+`
/// lines; `$(NAME)` references to `_HERE_`, `TOP`, `_SPACE_` and earlier variables).
fn parse_nvcc_profile(text: &str, bin: &Path) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let mut vars: HashMap<String, String> = HashMap::new();
    vars.insert("_HERE_".into(), bin.to_string_lossy().into_owned());
    vars.insert("_SPACE_".into(), " ".into());
    vars.insert("TOP".into(), bin.join("..").to_string_lossy().into_owned());
    let expand = |v: &str, vars: &HashMap<String, String>| -> String {
        let mut out = String::new();
        let mut rest = v;
        while let Some(i) = rest.find("$(") {
            out.push_str(&rest[..i]);
            let after = &rest[i + 2..];
            match after.find(')') {
                Some(j) => {
                    out.push_str(vars.get(&after[..j]).map_or("", String::as_str));
                    rest = &after[j + 1..];
                }
                None => {
                    out.push_str(&rest[i..]);
                    rest = "";
                }
            }
        }
        out.push_str(rest);
        out
    };
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('#') {
            continue;
        }
        let Some(eq) = line.find('=') else { continue };
        let (name, op_value) = line.split_at(eq);
        let (name, append) = match name.trim_end().strip_suffix('+') {
            Some(n) => (n.trim(), true),
            None => (name.trim(), false),
        };
        let (value, prepend) = match op_value[1..].strip_prefix('+') {
            Some(v) => (v, true),
            None => (&op_value[1..], false),
        };
        if name.is_empty() || name.contains(char::is_whitespace) {
            continue;
        }
        let value = expand(value.trim(), &vars);
        let old = vars.get(name).cloned().unwrap_or_default();
        let new = match (append, prepend) {
            (true, _) => format!("{old} {value}"),
            (_, true) => format!("{value} {old}"),
            _ => value,
        };
        vars.insert(name.to_string(), new);
    }
    let words = |name: &str| shell_words(vars.get(name).map_or("", String::as_str));
    let mut include_dirs = Vec::new();
    let mut system_include_dirs = Vec::new();
    for list in ["INCLUDES", "SYSTEM_INCLUDES"] {
        let w = words(list);
        let mut i = 0;
        while i < w.len() {
            if let Some(d) = w[i].strip_prefix("-I").filter(|d| !d.is_empty()) {
                include_dirs.push(PathBuf::from(d));
            } else if w[i] == "-isystem" {
                if let Some(d) = w.get(i + 1) {
                    system_include_dirs.push(PathBuf::from(d));
                    i += 1;
                }
            }
            i += 1;
        }
    }
    (include_dirs, system_include_dirs)
}

/// The toolkit's version: `version.json`'s nvcc (or cudart) version when there is one, else
/// `CUDART_VERSION` from `cuda_runtime_api.h`, whose build number is unknown (0) unless it is
/// the nvcc this module models.
fn toolkit_version(root: &Path, include_dirs: &[PathBuf]) -> Option<(u32, u32, u32)> {
    let parse3 = |s: &str| -> Option<(u32, u32, u32)> {
        let mut it = s.split('.').map(|p| p.parse::<u32>().ok());
        Some((it.next()??, it.next()??, it.next().flatten().unwrap_or(0)))
    };
    if let Ok(text) = std::fs::read_to_string(root.join("version.json")) {
        if let Ok(json) = serde_json::from_str::<serde_json::Value>(&text) {
            for key in ["cuda_nvcc", "cuda_cudart"] {
                if let Some(v) = json.get(key).and_then(|c| c.get("version")).and_then(|v| v.as_str()).and_then(parse3)
                {
                    return Some(v);
                }
            }
        }
    }
    for dir in include_dirs {
        let Ok(text) = std::fs::read_to_string(dir.join("cuda_runtime_api.h")) else { continue };
        for line in text.lines() {
            let Some(rest) = line.trim_start().strip_prefix("#define CUDART_VERSION") else { continue };
            let Ok(v) = rest.trim().parse::<u32>() else { continue };
            let (major, minor) = (v / 1000, v % 1000 / 10);
            let build = if (major, minor) == (NVCC_VERSION.0, NVCC_VERSION.1) { NVCC_VERSION.2 } else { 0 };
            return Some((major, minor, build));
        }
    }
    None
}

/// `prefix/lib/python3.*/{site,dist}-packages`, newest Python first.
fn site_packages(prefix: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(prefix.join("lib")) else { return Vec::new() };
    let mut pythons: Vec<(u32, PathBuf)> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let minor = name.strip_prefix("python3.")?.parse::<u32>().ok()?;
            Some((minor, e.path()))
        })
        .collect();
    pythons.sort_by_key(|p| std::cmp::Reverse(p.0));
    let mut out = Vec::new();
    for (_, p) in pythons {
        out.push(p.join("site-packages"));
        out.push(p.join("dist-packages"));
    }
    out.push(prefix.join("lib/python3/dist-packages"));
    out.into_iter().filter(|p| p.join("nvidia").is_dir()).collect()
}

/// NVIDIA's wheels in a site-packages directory: CUDA 13's single tree `nvidia/cuNN` (newest
/// first), or the older one-package-per-component layout (`nvidia/cuda_runtime/include`, with
/// `cuda_nvcc` and `cuda_cccl` headers beside it when installed).
fn toolkit_in_site_packages(site: &Path) -> Option<CudaToolkit> {
    let nvidia = site.join("nvidia");
    let source = CudaSource::PythonWheels(site.to_path_buf());
    let mut trees: Vec<(u32, PathBuf)> = std::fs::read_dir(&nvidia)
        .ok()?
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let n = e.file_name().to_string_lossy().strip_prefix("cu")?.parse::<u32>().ok()?;
            Some((n, e.path()))
        })
        .collect();
    trees.sort_by_key(|t| std::cmp::Reverse(t.0));
    for (_, tree) in trees {
        if let Some(tk) = toolkit_at(&tree, source.clone()) {
            return Some(tk);
        }
    }
    let runtime = nvidia.join("cuda_runtime/include");
    if !runtime.join("cuda_runtime.h").is_file() {
        return None;
    }
    let mut include_dirs = vec![runtime];
    include_dirs
        .extend(["cuda_nvcc/include", "cuda_cccl/include"].iter().map(|d| nvidia.join(d)).filter(|d| d.is_dir()));
    let version = toolkit_version(&nvidia.join("cuda_runtime"), &include_dirs);
    Some(CudaToolkit { root: nvidia, include_dirs, system_include_dirs: Vec::new(), version, source })
}

// ---------------------------------------------------------------------------------------
// nvcc's flags
// ---------------------------------------------------------------------------------------

/// A `-D` or `-U`, as given (`NAME`, `NAME=BODY`, `F(x)=x`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MacroArg {
    Define(String),
    Undefine(String),
}

impl MacroArg {
    /// The line gcc's `<command-line>` buffer gets: for `-D`, the first `=` becomes a space,
    /// and a definition without one gets the body `1`.
    pub fn directive(&self) -> String {
        match self {
            MacroArg::Define(d) => match d.split_once('=') {
                Some((name, body)) => format!("#define {name} {body}\n"),
                None => format!("#define {d} 1\n"),
            },
            MacroArg::Undefine(u) => format!("#undef {u}\n"),
        }
    }
}

/// A virtual GPU architecture: `compute_90` is `{ number: 90, suffix: None }`, `compute_90a`
/// has suffix `Some('a')` (architecture-specific), `compute_100f` `Some('f')` (family-specific).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arch {
    pub number: u32,
    pub suffix: Option<char>,
}

impl Arch {
    /// Parses `sm_90a`, `compute_80`, `lto_86` (the real-architecture prefixes name the
    /// virtual one with the same number).
    pub fn parse(s: &str) -> Option<Arch> {
        let rest = s.strip_prefix("sm_").or_else(|| s.strip_prefix("compute_")).or_else(|| s.strip_prefix("lto_"))?;
        let (digits, suffix) = match rest.strip_suffix(['a', 'f']) {
            Some(d) => (d, rest.chars().last()),
            None => (rest, None),
        };
        let number = digits.parse::<u32>().ok().filter(|n| *n > 0 && !digits.starts_with('+'))?;
        Some(Arch { number, suffix })
    }

    /// `__CUDA_ARCH__`'s value: 900 for compute_90 and compute_90a.
    pub fn value(&self) -> u32 {
        self.number * 10
    }

    /// The `-D` nvcc gives a device pass for this architecture, after `__CUDA_ARCH__`.
    fn feature_defines(&self) -> Vec<String> {
        let v = self.value();
        match self.suffix {
            Some('a') => vec![
                format!("__CUDA_ARCH_FEAT_SM{}_ALL", self.number),
                format!("__CUDA_ARCH_SPECIFIC__={v}"),
                format!("__CUDA_ARCH_FAMILY_SPECIFIC__={v}"),
            ],
            Some('f') => vec![format!("__CUDA_ARCH_FAMILY_SPECIFIC__={v}")],
            _ => Vec::new(),
        }
    }
}

impl std::fmt::Display for Arch {
    /// `compute_90a`, as nvcc names a virtual architecture.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "compute_{}", self.number)?;
        match self.suffix {
            Some(c) => write!(f, "{c}"),
            None => Ok(()),
        }
    }
}

/// What an nvcc command line says about preprocessing. Built by [`NvccOptions::from_args`];
/// the fields keep the flags in command-line order, the methods answer nvcc's derived
/// questions (architectures, the effective `-std`, the passes).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NvccOptions {
    /// `-std=c++NN` as nvcc forwards it (`None`: not given, or ignored as nvcc ignores it).
    pub std: Option<LangStd>,
    /// `-arch`'s value (the last one wins).
    pub arch: Option<String>,
    /// The virtual architecture of each `-gencode`, in order.
    pub gencode: Vec<Arch>,
    /// `-D`/`-U`, in order.
    pub macros: Vec<MacroArg>,
    /// `-I`, in order.
    pub include_dirs: Vec<PathBuf>,
    /// `-isystem`, in order.
    pub system_include_dirs: Vec<PathBuf>,
    /// `-include`, in order.
    pub pre_includes: Vec<PathBuf>,
    /// The host compiler's arguments that nvcc places together after its own `-D`s: from
    /// `-Xcompiler` (split as the shell nvcc runs gcc through splits them), `-w`, forwarded
    /// unknown options, and the gcc options nvcc itself rejects but cufront accepts
    /// (`-iquote`, `-idirafter`, `-imacros`), in order.
    pub host_args: Vec<String>,
    /// `-O<n>`'s level (the last one wins); nvcc forwards it to gcc unless it is 0.
    pub opt_level: Option<String>,
    pub relaxed_constexpr: bool,
    pub extended_lambda: bool,
    /// `-rdc=true`, `-dc`, `-dlto`.
    pub rdc: bool,
    /// `-ewp` (extensible whole program).
    pub ewp: bool,
    /// `-G`.
    pub device_debug: bool,
    /// `-use_fast_math`: nothing in the gcc passes (only cicc's `-ftz` and friends).
    pub fast_math: bool,
    /// `--default-stream per-thread`.
    pub per_thread_stream: bool,
    pub allow_unsupported_compiler: bool,
    /// `--forward-unknown-to-host-compiler`.
    pub forward_unknown: bool,
    /// `-Xcudafe` arguments, in order (for the front end, not the preprocessor).
    pub xcudafe: Vec<String>,
    /// `--cuda-path` (cufront's own, as clang's; nvcc has none).
    pub cuda_path: Option<PathBuf>,
    /// `-ccbin`: the host compiler nvcc would run.
    pub ccbin: Option<PathBuf>,
    /// Arguments that are not options: the input files.
    pub inputs: Vec<PathBuf>,
}

/// How an nvcc option takes its argument.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Arity {
    /// No argument.
    None,
    /// One argument: `-o x`, `-o=x`, `--output-file x`.
    One,
    /// One argument that may also be attached: `-DX`, `-Ia`, `-O3`, `-lfoo`.
    Attached,
}

/// nvcc 13.5's options this parser knows: (short, long, arity). Preprocessing-relevant ones
/// are handled by name in [`NvccOptions::apply`]; the rest are known only so that their
/// argument is not mistaken for an input file and no note is given.
const OPTIONS: &[(&str, &str, Arity)] = &[
    ("D", "define-macro", Arity::Attached),
    ("U", "undefine-macro", Arity::Attached),
    ("I", "include-path", Arity::Attached),
    ("isystem", "system-include", Arity::One),
    ("include", "pre-include", Arity::One),
    ("std", "std", Arity::One),
    ("arch", "gpu-architecture", Arity::One),
    ("code", "gpu-code", Arity::One),
    ("gencode", "generate-code", Arity::One),
    ("Xcompiler", "compiler-options", Arity::One),
    ("Xcudafe", "cudafe-options", Arity::One),
    ("Xcicc", "cicc-options", Arity::One),
    ("ccbin", "compiler-bindir", Arity::One),
    ("O", "optimize", Arity::Attached),
    ("rdc", "relocatable-device-code", Arity::One),
    ("dc", "device-c", Arity::None),
    ("dw", "device-w", Arity::None),
    ("dlto", "dlink-time-opt", Arity::None),
    ("ewp", "extensible-whole-program", Arity::None),
    ("G", "device-debug", Arity::None),
    ("expt-relaxed-constexpr", "expt-relaxed-constexpr", Arity::None),
    ("extended-lambda", "extended-lambda", Arity::None),
    ("expt-extended-lambda", "expt-extended-lambda", Arity::None),
    ("use_fast_math", "use_fast_math", Arity::None),
    ("default-stream", "default-stream", Arity::One),
    ("allow-unsupported-compiler", "allow-unsupported-compiler", Arity::None),
    ("forward-unknown-to-host-compiler", "forward-unknown-to-host-compiler", Arity::None),
    ("forward-unknown-opts", "forward-unknown-opts", Arity::None),
    ("m64", "m64", Arity::None),
    ("cuda-path", "cuda-path", Arity::One),
    // Known, without effect on the gcc -E passes.
    ("o", "output-file", Arity::One),
    ("x", "x", Arity::One),
    ("c", "compile", Arity::None),
    ("E", "preprocess", Arity::None),
    ("M", "generate-dependencies", Arity::None),
    ("MM", "generate-nonsystem-dependencies", Arity::None),
    ("MD", "generate-dependencies-with-compile", Arity::None),
    ("MMD", "generate-nonsystem-dependencies-with-compile", Arity::None),
    ("MF", "dependency-output", Arity::One),
    ("MT", "dependency-target-name", Arity::One),
    ("MP", "generate-dependency-targets", Arity::None),
    ("cuda", "cuda", Arity::None),
    ("ptx", "ptx", Arity::None),
    ("cubin", "cubin", Arity::None),
    ("fatbin", "fatbin", Arity::None),
    ("lib", "lib", Arity::None),
    ("link", "link", Arity::None),
    ("dlink", "device-link", Arity::None),
    ("shared", "shared", Arity::None),
    ("g", "debug", Arity::None),
    ("lineinfo", "generate-line-info", Arity::None),
    ("pg", "profile", Arity::None),
    ("w", "disable-warnings", Arity::None),
    ("v", "verbose", Arity::None),
    ("dryrun", "dryrun", Arity::None),
    ("keep", "keep", Arity::None),
    ("keep-dir", "keep-dir", Arity::One),
    ("odir", "output-directory", Arity::One),
    ("objtemp", "objdir-as-tempdir", Arity::None),
    ("l", "library", Arity::Attached),
    ("L", "library-path", Arity::Attached),
    ("cudart", "cudart", Arity::One),
    ("cudadevrt", "cudadevrt", Arity::One),
    ("Xptxas", "ptxas-options", Arity::One),
    ("Xnvlink", "nvlink-options", Arity::One),
    ("Xlinker", "linker-options", Arity::One),
    ("Xarchive", "archive-options", Arity::One),
    ("maxrregcount", "maxrregcount", Arity::One),
    ("t", "threads", Arity::One),
    ("split-compile", "split-compile", Arity::One),
    ("ftz", "ftz", Arity::One),
    ("prec-div", "prec-div", Arity::One),
    ("prec-sqrt", "prec-sqrt", Arity::One),
    ("fmad", "fmad", Arity::One),
    ("dopt", "dopt", Arity::One),
    ("restrict", "restrict", Arity::None),
    ("res-usage", "resource-usage", Arity::None),
    ("Werror", "Werror", Arity::One),
    ("diag-suppress", "diag-suppress", Arity::One),
    ("diag-error", "diag-error", Arity::One),
    ("diag-warn", "diag-warn", Arity::One),
    ("time", "time", Arity::One),
    ("static-global-template-stub", "static-global-template-stub", Arity::One),
    ("device-entity-has-hidden-visibility", "device-entity-has-hidden-visibility", Arity::One),
    ("keep-device-functions", "keep-device-functions", Arity::None),
    ("extra-device-vectorization", "extra-device-vectorization", Arity::None),
    ("Wno-deprecated-gpu-targets", "Wno-deprecated-gpu-targets", Arity::None),
    ("Wno-deprecated-declarations", "Wno-deprecated-declarations", Arity::None),
    ("Wreorder", "Wreorder", Arity::None),
    ("Wdefault-stream-launch", "Wdefault-stream-launch", Arity::None),
    ("Wmissing-launch-bounds", "Wmissing-launch-bounds", Arity::None),
    ("Wext-lambda-captures-this", "Wext-lambda-captures-this", Arity::None),
];

/// gcc options nvcc rejects that cufront takes as if given through `-Xcompiler`.
const HOST_ONLY_OPTIONS: &[&str] = &["-iquote", "-idirafter", "-imacros"];

impl NvccOptions {
    /// Parses nvcc's arguments (without the program name). Returns the options and notes on
    /// what was ignored or differs from nvcc (nvcc would reject some of it).
    pub fn from_args(args: &[String]) -> (NvccOptions, Vec<String>) {
        let mut o = NvccOptions::default();
        let mut notes = Vec::new();
        // nvcc reads this switch before the other options, wherever it stands.
        let forward_unknown = args.iter().any(|a| is_forward_unknown(a));
        let mut i = 0;
        while i < args.len() {
            let a = &args[i];
            i += 1;
            if a == "-" || !a.starts_with('-') {
                o.inputs.push(PathBuf::from(a));
                continue;
            }
            if let Some(&flag) = HOST_ONLY_OPTIONS.iter().find(|f| a.starts_with(**f)) {
                let value = if a.len() > flag.len() {
                    Some(a[flag.len()..].to_string())
                } else {
                    i += 1;
                    args.get(i - 1).cloned()
                };
                notes.push(format!("`{flag}` is a gcc option nvcc rejects; taken as `-Xcompiler {flag}`"));
                o.host_args.push(flag.to_string());
                o.host_args.extend(value);
                continue;
            }
            let Some((name, arity, inline)) = lookup_option(a) else {
                if forward_unknown {
                    o.host_args.push(a.clone());
                } else {
                    notes.push(format!("unknown option `{a}` ignored"));
                }
                continue;
            };
            let value = match (arity, inline) {
                (Arity::None, Some(v)) => {
                    notes.push(format!("option `{name}` takes no value; `{v}` ignored"));
                    None
                }
                (Arity::None, None) => None,
                (_, Some(v)) => Some(v),
                (_, None) => {
                    let v = args.get(i).cloned();
                    if v.is_none() {
                        notes.push(format!("option `{a}` needs a value"));
                    }
                    i += 1;
                    v
                }
            };
            o.apply(name, value, &mut notes);
        }
        (o, notes)
    }

    /// Records one recognised option (`name` is its short name).
    fn apply(&mut self, name: &str, value: Option<String>, notes: &mut Vec<String>) {
        let v = value.unwrap_or_default();
        match name {
            "D" => self.macros.extend(split_list(&v).into_iter().filter(|d| !d.is_empty()).map(MacroArg::Define)),
            "U" => self.macros.extend(split_list(&v).into_iter().filter(|d| !d.is_empty()).map(MacroArg::Undefine)),
            "I" => self.include_dirs.extend(split_list(&v).into_iter().filter(|d| !d.is_empty()).map(PathBuf::from)),
            "isystem" => {
                self.system_include_dirs.extend(split_list(&v).into_iter().filter(|d| !d.is_empty()).map(PathBuf::from))
            }
            "include" => {
                self.pre_includes.extend(split_list(&v).into_iter().filter(|d| !d.is_empty()).map(PathBuf::from))
            }
            "std" => match LangStd::parse(&v) {
                // nvcc 13.5 with g++ 12 warns that -std=c++23 is not supported with the
                // configured host compiler and drops it: gcc gets no -std at all.
                Some(s) if !s.gnu && s.std == CxxStd::Cxx23 => {
                    notes.push("nvcc ignores -std=c++23 with g++ 12 (gcc gets no -std)".into());
                    self.std = None;
                }
                Some(s) if matches!(v.as_str(), "c++03" | "c++11" | "c++14" | "c++17" | "c++20") => self.std = Some(s),
                _ => notes.push(format!("nvcc does not accept -std={v}; ignored")),
            },
            "arch" => {
                match v.as_str() {
                    "all" | "all-major" => {}
                    "native" => notes.push("-arch=native: no GPU is queried; the default compute_75 is used".into()),
                    _ => match Arch::parse(&v) {
                        None => notes.push(format!("-arch={v}: not an architecture; ignored")),
                        Some(a) => unsupported_arch_note(a, &v, notes),
                    },
                }
                self.arch = Some(v);
            }
            "code" => {}
            "gencode" => match gencode_arch(&v) {
                Some(a) => {
                    unsupported_arch_note(a, &v, notes);
                    self.gencode.push(a);
                }
                None => notes.push(format!("-gencode {v}: no arch=compute_NN; ignored")),
            },
            "Xcompiler" => self.host_args.extend(host_words(&v)),
            "Xcudafe" => self.xcudafe.extend(split_list(&v)),
            "ccbin" => self.ccbin = Some(PathBuf::from(v)),
            "O" => {
                if v.parse::<u32>().is_ok() {
                    self.opt_level = Some(v);
                } else {
                    notes.push(format!("nvcc does not accept -O{v}; ignored"));
                }
            }
            "rdc" => match v.as_str() {
                "true" => self.rdc = true,
                "false" => self.rdc = false,
                _ => notes.push(format!("-rdc={v}: expected true or false")),
            },
            "dc" | "dlto" => self.rdc = true,
            "dw" => self.rdc = false,
            "ewp" => self.ewp = true,
            "G" => self.device_debug = true,
            "expt-relaxed-constexpr" => self.relaxed_constexpr = true,
            "extended-lambda" | "expt-extended-lambda" => self.extended_lambda = true,
            "use_fast_math" => self.fast_math = true,
            "default-stream" => match v.as_str() {
                "per-thread" => self.per_thread_stream = true,
                "legacy" | "null" => self.per_thread_stream = false,
                _ => notes.push(format!("--default-stream {v}: expected legacy, null or per-thread")),
            },
            "allow-unsupported-compiler" => self.allow_unsupported_compiler = true,
            "forward-unknown-to-host-compiler" | "forward-unknown-opts" => self.forward_unknown = true,
            "cuda-path" => self.cuda_path = Some(PathBuf::from(v)),
            "w" => self.host_args.push("-w".into()),
            _ => {}
        }
    }

    /// The virtual architectures, one device pass each, in nvcc's order: `-arch`'s first
    /// (for `sm_90a` or `sm_100f`, the plain `compute_90`/`compute_100` and then the suffixed
    /// one), then each `-gencode`'s, without repeats; `compute_75` when neither is given.
    /// `-arch=native` finds no GPU here and falls back to the default, as nvcc does without one.
    pub fn virtual_archs(&self) -> Vec<Arch> {
        let mut out: Vec<Arch> = Vec::new();
        let plain = |number| Arch { number, suffix: None };
        match self.arch.as_deref() {
            Some("all") => out.extend(ALL_ARCHS.iter().map(|&n| plain(n))),
            Some("all-major") => out.extend(ALL_MAJOR_ARCHS.iter().map(|&n| plain(n))),
            Some(a) => {
                if let Some(arch) = Arch::parse(a) {
                    if arch.suffix.is_some() {
                        out.push(plain(arch.number));
                    }
                    out.push(arch);
                }
            }
            None => {}
        }
        for a in &self.gencode {
            if !out.contains(a) {
                out.push(*a);
            }
        }
        if out.is_empty() {
            out.push(plain(DEFAULT_ARCH));
        }
        out
    }

    /// `__CUDA_ARCH_LIST__`'s value: every virtual architecture's `__CUDA_ARCH__`, ascending,
    /// without repeats (`compute_90` and `compute_90a` are both 900).
    pub fn arch_list(&self) -> String {
        let mut values: Vec<u32> = self.virtual_archs().iter().map(Arch::value).collect();
        values.sort_unstable();
        values.dedup();
        values.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
    }

    /// The `-std` gcc ends up with: the last of nvcc's `-std=c++NN` (which comes first on
    /// gcc's command line) and the host arguments' `-std=`; `None` for gcc's default.
    pub fn host_std(&self) -> Option<LangStd> {
        let mut std = self.std;
        for a in &self.host_args {
            if let Some(s) = a.strip_prefix("-std=").and_then(LangStd::parse) {
                std = Some(s);
            }
        }
        std
    }

    /// The host-compiler flags that can change predefined macros, in gcc's order: the host
    /// arguments', then nvcc's `-O<n>` (which nvcc puts after them).
    pub fn host_flags(&self) -> Vec<String> {
        let mut flags: Vec<String> = self.host_args.iter().filter(|a| affects_predefined(a)).cloned().collect();
        if let Some(level) = self.opt_level.as_deref().filter(|l| *l != "0") {
            flags.push(format!("-O{level}"));
        }
        flags
    }

    /// The host compiler for these options (`-ccbin`'s if given, else as [`host_compiler`]).
    pub fn host_compiler(&self, probe: bool) -> HostCompiler {
        match &self.ccbin {
            // -ccbin names the compiler or the directory nvcc runs `gcc` from.
            Some(cc) if cc.is_dir() => host_compiler_for(&cc.join("gcc"), self.host_std(), &self.host_flags(), probe),
            Some(cc) => host_compiler_for(cc, self.host_std(), &self.host_flags(), probe),
            None => host_compiler(self.host_std(), &self.host_flags(), probe),
        }
    }

    /// The host pass's environment. `host` should be [`NvccOptions::host_compiler`]'s answer
    /// (its predefined macros must be for [`NvccOptions::host_std`] and
    /// [`NvccOptions::host_flags`]); without `cuda`, the embedded `cuda_runtime.h` is
    /// force-included instead of the toolkit's.
    pub fn host_pass(&self, host: &HostCompiler, cuda: Option<&CudaToolkit>) -> PassEnv {
        self.pass(host, cuda, None)
    }

    /// One environment per virtual architecture, in [`NvccOptions::virtual_archs`]'s order.
    pub fn device_passes(&self, host: &HostCompiler, cuda: Option<&CudaToolkit>) -> Vec<PassEnv> {
        self.virtual_archs().into_iter().map(|a| self.pass(host, cuda, Some(a))).collect()
    }

    /// Every `-D`/`-U` of a pass, in the order of nvcc's gcc command line.
    pub fn macro_args(&self, cuda: Option<&CudaToolkit>, arch: Option<Arch>) -> Vec<MacroArg> {
        let def = |s: &str| MacroArg::Define(s.to_string());
        let mut m = Vec::new();
        if self.allow_unsupported_compiler {
            m.push(def("__NV_NO_HOST_COMPILER_CHECK=1"));
        }
        if let Some(a) = arch {
            m.push(MacroArg::Define(format!("__CUDA_ARCH__={}", a.value())));
            m.extend(a.feature_defines().into_iter().map(MacroArg::Define));
        }
        m.push(MacroArg::Define(format!("__CUDA_ARCH_LIST__={}", self.arch_list())));
        if arch.is_some() {
            m.push(def("CUDA_DOUBLE_MATH_FUNCTIONS"));
        }
        m.push(def("__CUDACC__"));
        m.push(def("__NVCC__"));
        if self.rdc {
            m.push(def("__CUDACC_RDC__"));
        }
        if self.ewp {
            m.push(def("__CUDACC_EWP__"));
        }
        if self.device_debug {
            m.push(def("__CUDACC_DEBUG__"));
        }
        if self.extended_lambda {
            m.push(def("__CUDACC_EXTENDED_LAMBDA__"));
        }
        if self.relaxed_constexpr {
            m.push(def("__CUDACC_RELAXED_CONSTEXPR__"));
        }
        m.extend(self.host_gcc_args().macros);
        m.extend(self.macros.iter().cloned());
        let (major, minor, build) = cuda.and_then(|c| c.version).unwrap_or(NVCC_VERSION);
        m.push(MacroArg::Define(format!("__CUDACC_VER_MAJOR__={major}")));
        m.push(MacroArg::Define(format!("__CUDACC_VER_MINOR__={minor}")));
        m.push(MacroArg::Define(format!("__CUDACC_VER_BUILD__={build}")));
        m.push(MacroArg::Define(format!("__CUDA_API_VER_MAJOR__={major}")));
        m.push(MacroArg::Define(format!("__CUDA_API_VER_MINOR__={minor}")));
        if self.per_thread_stream {
            m.push(def("CUDA_API_PER_THREAD_DEFAULT_STREAM=1"));
        }
        m.push(def("__NVCC_DIAG_PRAGMA_SUPPORT__=1"));
        m.push(def("__CUDACC_DEVICE_ATOMIC_BUILTINS__=1"));
        m
    }

    /// The host arguments read as gcc reads them.
    fn host_gcc_args(&self) -> HostGccArgs {
        let mut h = HostGccArgs::default();
        let a = &self.host_args;
        let mut i = 0;
        while i < a.len() {
            let arg = &a[i];
            i += 1;
            let mut take = |flag: &str| -> Option<String> {
                let rest = arg.strip_prefix(flag)?;
                if !rest.is_empty() {
                    return Some(rest.to_string());
                }
                i += 1;
                Some(a.get(i - 1).cloned().unwrap_or_default())
            };
            // Longest prefixes first: `-isystem` before `-I`... (gcc's own table is sorted so).
            if let Some(v) = take("-isystem") {
                h.system.push(PathBuf::from(v));
            } else if let Some(v) = take("-iquote") {
                h.quote.push(PathBuf::from(v));
            } else if let Some(v) = take("-idirafter") {
                h.after.push(PathBuf::from(v));
            } else if let Some(v) = take("-imacros") {
                h.imacros.push(PathBuf::from(v));
            } else if let Some(v) = take("-include") {
                h.includes.push(PathBuf::from(v));
            } else if arg == "-nostdinc" {
                h.nostdinc = true;
            } else if arg == "-nostdinc++" {
                h.nostdinccxx = true;
            } else if let Some(v) = take("-D") {
                h.macros.push(MacroArg::Define(v));
            } else if let Some(v) = take("-U") {
                h.macros.push(MacroArg::Undefine(v));
            } else if let Some(v) = take("-I") {
                h.bracket.push(PathBuf::from(v));
            }
        }
        h
    }

    fn pass(&self, host: &HostCompiler, cuda: Option<&CudaToolkit>, arch: Option<Arch>) -> PassEnv {
        let h = self.host_gcc_args();
        let mut command_line = String::new();
        for m in self.macro_args(cuda, arch) {
            command_line.push_str(&m.directive());
        }
        let mut includes = h.includes.clone();
        includes.push(PathBuf::from(if cuda.is_some() { "cuda_runtime.h" } else { EMBEDDED_CUDA_RUNTIME }));
        includes.extend(self.pre_includes.iter().cloned());
        let user = |p: &PathBuf| SearchDir { path: p.clone(), system: false, extern_c: false };
        // gcc marks -isystem and -idirafter directories as not C++-aware: extern "C".
        let system = |p: &PathBuf| SearchDir { path: p.clone(), system: true, extern_c: true };
        let mut quote_dirs: Vec<SearchDir> = h.quote.iter().map(user).collect();
        if !h.nostdinc {
            quote_dirs.extend(host.quote_dirs.iter().cloned());
        }
        let mut bracket_dirs: Vec<SearchDir> = h.bracket.iter().map(user).collect();
        bracket_dirs.extend(self.include_dirs.iter().map(user));
        bracket_dirs.extend(cuda.iter().flat_map(|c| c.include_dirs.iter().map(user)));
        bracket_dirs.extend(h.system.iter().map(system));
        bracket_dirs.extend(self.system_include_dirs.iter().map(system));
        bracket_dirs.extend(cuda.iter().flat_map(|c| c.system_include_dirs.iter().map(system)));
        if !h.nostdinc {
            let cxx = |d: &&SearchDir| h.nostdinccxx && d.path.to_string_lossy().contains("/c++/");
            bracket_dirs.extend(host.bracket_dirs.iter().filter(|d| !cxx(d)).cloned());
        }
        bracket_dirs.extend(h.after.iter().map(system));
        PassEnv {
            arch: arch.map(|a| a.value()),
            virtual_arch: arch,
            std: self.host_std(),
            predefined: host.predefined.clone(),
            command_line,
            includes,
            imacros: h.imacros,
            quote_dirs,
            bracket_dirs,
            rules: FrontEndRules {
                relaxed_constexpr: self.relaxed_constexpr,
                extended_lambda: self.extended_lambda,
                rdc: self.rdc,
                arch: arch.map(|a| a.value()),
            },
            toolkit_dirs: cuda
                .map(|c| c.include_dirs.iter().chain(&c.system_include_dirs).cloned().collect())
                .unwrap_or_default(),
        }
    }
}

/// The preprocessing-relevant part of the host arguments.
#[derive(Default)]
struct HostGccArgs {
    macros: Vec<MacroArg>,
    quote: Vec<PathBuf>,
    bracket: Vec<PathBuf>,
    system: Vec<PathBuf>,
    after: Vec<PathBuf>,
    includes: Vec<PathBuf>,
    imacros: Vec<PathBuf>,
    nostdinc: bool,
    nostdinccxx: bool,
}

/// nvcc 13.5 rejects architectures it does not know (sm_70 and older, for one); cufront
/// keeps them and says so.
fn unsupported_arch_note(a: Arch, given: &str, notes: &mut Vec<String>) {
    if !ALL_ARCHS.contains(&a.number) || (a.suffix.is_some() && a.number < 90) {
        notes.push(format!("`{given}`: nvcc 13.5 does not support this architecture"));
    }
}

fn is_forward_unknown(a: &str) -> bool {
    matches!(a, "--forward-unknown-to-host-compiler" | "-forward-unknown-to-host-compiler" | "-forward-unknown-opts")
}

/// Finds an nvcc option: `-name`, `--long-name`, with `=value`, or a value attached to an
/// [`Arity::Attached`] short name (`-DX`). Returns the short name, the arity and the inline
/// value.
fn lookup_option(arg: &str) -> Option<(&'static str, Arity, Option<String>)> {
    let (body, long) = match arg.strip_prefix("--") {
        Some(b) => (b, true),
        None => (arg.strip_prefix('-')?, false),
    };
    let (name, inline) = match body.split_once('=') {
        Some((n, v)) => (n, Some(v.to_string())),
        None => (body, None),
    };
    // nvcc accepts every name with one dash or two.
    if let Some(&(short, _, arity)) = OPTIONS.iter().find(|(s, l, _)| *s == name || *l == name) {
        return Some((short, arity, inline));
    }
    OPTIONS
        .iter()
        .filter(|(_, _, arity)| *arity == Arity::Attached)
        .find(|(s, _, _)| body.starts_with(s) && body.len() > s.len() && !long)
        .map(|&(s, _, arity)| (s, arity, Some(body[s.len()..].to_string())))
}

/// The virtual architecture of a `-gencode` value (`arch=compute_80,code=[sm_80,compute_80]`).
fn gencode_arch(spec: &str) -> Option<Arch> {
    let arch = spec.split(',').find_map(|kv| kv.trim().strip_prefix("arch="))?;
    Arch::parse(arch)
}

/// nvcc's list-valued option: split at commas, `\,` standing for a comma.
fn split_list(v: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut chars = v.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&',') => {
                chars.next();
                if let Some(s) = out.last_mut() {
                    s.push(',');
                }
            }
            ',' => out.push(String::new()),
            _ => {
                if let Some(s) = out.last_mut() {
                    s.push(c);
                }
            }
        }
    }
    out
}

/// An `-Xcompiler` value as gcc receives it: nvcc splits it at commas, writes the pieces
/// unquoted into the command line it runs through the shell, so the shell's word splitting
/// and quote removal decide gcc's arguments.
fn host_words(v: &str) -> Vec<String> {
    shell_words(&split_list(v).join(" "))
}

/// POSIX shell word splitting and quote removal (no expansions): blanks separate words,
/// `'...'` is literal, `"..."` keeps blanks and honours `\"`, `\\`, `\$`, `` \` ``, and a
/// backslash outside quotes escapes the next character.
pub(crate) fn shell_words(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' | '\n' => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                    in_word = false;
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
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => match chars.next() {
                            Some(n @ ('"' | '\\' | '$' | '`')) => cur.push(n),
                            Some('\n') => {}
                            Some(n) => {
                                cur.push('\\');
                                cur.push(n);
                            }
                            None => cur.push('\\'),
                        },
                        _ => cur.push(c),
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(n) = chars.next() {
                    if n != '\n' {
                        cur.push(n);
                    }
                }
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

// ---------------------------------------------------------------------------------------
// A pass
// ---------------------------------------------------------------------------------------

/// One preprocessing run as nvcc's gcc performs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassEnv {
    /// `__CUDA_ARCH__`: `None` for the host pass.
    pub arch: Option<u32>,
    /// The device pass's virtual architecture (`compute_90a` and `compute_90` share 900).
    pub virtual_arch: Option<Arch>,
    /// The `-std` gcc runs with (`None`: its default, gnu++17 for g++ 12).
    pub std: Option<LangStd>,
    /// The `<built-in>` buffer: the host compiler's predefined macros.
    pub predefined: String,
    /// The `<command-line>` buffer: `#define`/`#undef` lines in the order gcc processes
    /// nvcc's `-D`/`-U`.
    pub command_line: String,
    /// `-include` files in order, as named (the preprocessor resolves them as gcc does: the
    /// working directory first, then the quote chain); [`EMBEDDED_CUDA_RUNTIME`] when no
    /// toolkit was found.
    pub includes: Vec<PathBuf>,
    /// `-imacros` files in order (gcc reads them all before the `-include` files).
    pub imacros: Vec<PathBuf>,
    /// `-iquote` directories, then the compiler's quote directories.
    pub quote_dirs: Vec<SearchDir>,
    /// `-I` (host arguments', the user's, the toolkit's), `-isystem` (likewise), the
    /// compiler's system directories, `-idirafter`: gcc's order, before it drops missing
    /// and duplicate directories ([`PassEnv::to_options`] does that).
    pub bracket_dirs: Vec<SearchDir>,
    /// What the pass's front end is told besides the preprocessed text.
    pub rules: FrontEndRules,
    /// The CUDA toolkit's header directories: not the user's code (the cross-reference log
    /// leaves them out).
    pub toolkit_dirs: Vec<PathBuf>,
}

/// The nvcc flags that change what its front ends accept (cudafe++'s and cicc's options,
/// not the preprocessor's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FrontEndRules {
    /// `--expt-relaxed-constexpr`: constexpr functions are callable from both sides.
    pub relaxed_constexpr: bool,
    /// `--extended-lambda`.
    pub extended_lambda: bool,
    /// `-rdc=true` (separate compilation): device code may launch kernels.
    pub rdc: bool,
    /// The device pass's `__CUDA_ARCH__` (cicc's `-arch`): what the GPU has decides, e.g.,
    /// whether thread block clusters may be asked for. `None` on the host pass.
    pub arch: Option<u32>,
}

impl PassEnv {
    /// The same pass run from `dir` by a process whose working directory is elsewhere (a
    /// batch run): relative search directories become `dir/…`, and so do the `-include` and
    /// `-imacros` files found there (gcc looks in the working directory first).
    pub fn rooted_at(mut self, dir: &Path) -> PassEnv {
        if dir == Path::new(".") || dir.as_os_str().is_empty() {
            // Relative to the current directory already: names stay as written (nvcc
            // prints `inc/a.cuh`, not `./inc/a.cuh`).
            return self;
        }
        for d in self.quote_dirs.iter_mut().chain(self.bracket_dirs.iter_mut()) {
            if d.path.is_relative() {
                d.path = dir.join(&d.path);
            }
        }
        for f in self.includes.iter_mut().chain(self.imacros.iter_mut()) {
            if f.is_relative() && dir.join(&*f).is_file() {
                *f = dir.join(&*f);
            }
        }
        self
    }

    /// The preprocessor's options for this pass. The search chains are merged as gcc merges
    /// them (`incpath.cc`), which needs the file system: directories that do not exist or are
    /// not directories are dropped, a system directory repeated keeps its first place, a
    /// non-system directory that is also a system one is dropped, and a chain's last
    /// directory is dropped when the next chain starts with it.
    pub fn to_options(&self) -> Options {
        let std = self.std.unwrap_or(LangStd::GCC_DEFAULT);
        let system: Vec<SearchDir> = self.bracket_dirs.iter().filter(|d| d.system).cloned().collect();
        let bracket: Vec<SearchDir> = self.bracket_dirs.iter().filter(|d| !d.system).cloned().collect();
        let system = remove_duplicates(system, &[], None);
        let bracket = remove_duplicates(bracket, &system, system.first());
        let join = bracket.first().or(system.first());
        let quote = remove_duplicates(self.quote_dirs.clone(), &system, join);
        let mut bracket_dirs = bracket;
        bracket_dirs.extend(system);
        Options {
            quote_dirs: quote,
            bracket_dirs,
            predefined: self.predefined.clone(),
            command_line: self.command_line.clone(),
            imacros: self.imacros.clone(),
            includes: self.includes.clone(),
            stdc_predef: true,
            strict_iso: !std.gnu,
            spaceship: std.std >= CxxStd::Cxx20,
            date_time: None,
            max_include_depth: 200,
            max_output_tokens: None,
            virtual_files: Default::default(),
        }
    }
}

/// A directory's identity for gcc's duplicate test: device and inode where there are such.
#[derive(PartialEq, Eq)]
struct DirId(u64, u64, PathBuf);

fn dir_id(path: &Path) -> Option<DirId> {
    let meta = std::fs::metadata(path).ok().filter(|m| m.is_dir())?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        Some(DirId(meta.dev(), meta.ino(), PathBuf::new()))
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        Some(DirId(0, 0, std::fs::canonicalize(path).ok()?))
    }
}

/// gcc's `remove_duplicates` for one chain.
fn remove_duplicates(chain: Vec<SearchDir>, system: &[SearchDir], join: Option<&SearchDir>) -> Vec<SearchDir> {
    let system_ids: Vec<DirId> = system.iter().filter_map(|d| dir_id(&d.path)).collect();
    let join_id = join.and_then(|d| dir_id(&d.path));
    let mut kept: Vec<(SearchDir, DirId)> = Vec::new();
    let n = chain.len();
    for (i, dir) in chain.into_iter().enumerate() {
        let Some(id) = dir_id(&dir.path) else { continue };
        if system_ids.contains(&id) || kept.iter().any(|(_, k)| *k == id) {
            continue;
        }
        if i + 1 == n && join_id.as_ref() == Some(&id) {
            continue;
        }
        kept.push((dir, id));
    }
    kept.into_iter().map(|(d, _)| d).collect()
}

/// A pass given as the preprocessor's own command line (`g++ -E` flags, as nvcc runs it and
/// `--dryrun` shows it): `-std=`, `-I`/`-isystem`/`-iquote`/`-idirafter` (with the directory
/// attached or next), `-D`/`-U`, `-include`/`-imacros`, and the flags that change predefined
/// macros (`-O2`, `-fno-exceptions` …). `-E`, `-x c++`, `-m64`, `-o FILE` and warning flags
/// change nothing here; anything else is returned as a note. `host` answers for the
/// predefined macros and system directories (see [`host_compiler`]).
pub fn gcc_pass(args: &[String], probe: bool) -> (PassEnv, Vec<String>) {
    let mut notes = Vec::new();
    let mut std = None;
    let (mut quote, mut user, mut system, mut after) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (mut includes, mut imacros, mut macro_flags) = (Vec::new(), Vec::new(), Vec::new());
    let mut command_line = String::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        // Flags with a value, attached (`-Idir`) or in the next argument (`-I dir`).
        let with_value = ["-isystem", "-iquote", "-idirafter", "-imacros", "-include", "-I", "-D", "-U", "-o", "-x"];
        if let Some(flag) = with_value.iter().find(|f| a.starts_with(**f)) {
            let value = if a.len() > flag.len() {
                Some(a[flag.len()..].to_string())
            } else {
                i += 1;
                args.get(i).cloned()
            };
            let Some(v) = value else {
                notes.push(format!("{flag} without a value ignored"));
                break;
            };
            let dir = |p: &str, system: bool| SearchDir { path: PathBuf::from(p), system, extern_c: system };
            match *flag {
                "-I" => user.push(dir(&v, false)),
                "-isystem" => system.push(dir(&v, true)),
                "-iquote" => quote.push(dir(&v, false)),
                "-idirafter" => after.push(dir(&v, true)),
                "-include" => includes.push(PathBuf::from(v)),
                "-imacros" => imacros.push(PathBuf::from(v)),
                "-D" => command_line.push_str(&MacroArg::Define(v).directive()),
                "-U" => command_line.push_str(&MacroArg::Undefine(v).directive()),
                _ => {} // -o FILE, -x LANGUAGE
            }
        } else if let Some(s) = a.strip_prefix("-std=") {
            match LangStd::parse(s) {
                Some(l) => std = Some(l),
                None => notes.push(format!("unknown -std={s} ignored")),
            }
        } else if affects_predefined(a) {
            macro_flags.push(a.to_string());
        } else if !(a == "-E" || a == "-m64" || a == "-P" || a.starts_with("-W") || a == "-w" || !a.starts_with('-')) {
            notes.push(format!("{a} ignored"));
        }
        i += 1;
    }
    let host = host_compiler(std, &macro_flags, probe);
    notes.extend(host.notes.iter().cloned());
    quote.extend(host.quote_dirs.iter().cloned());
    let mut bracket_dirs = user;
    bracket_dirs.extend(system);
    bracket_dirs.extend(host.bracket_dirs.iter().cloned());
    bracket_dirs.extend(after);
    let pass = PassEnv {
        arch: None,
        virtual_arch: None,
        std,
        predefined: host.predefined,
        command_line,
        includes,
        imacros,
        quote_dirs: quote,
        bracket_dirs,
        rules: FrontEndRules::default(),
        toolkit_dirs: Vec::new(),
    };
    (pass, notes)
}
