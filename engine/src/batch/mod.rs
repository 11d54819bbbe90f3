//! The batch engine: the units of a run (from a compilation database, in both of its
//! forms, as build systems write it for nvcc, clang or g++), each pass of each unit through
//! the pipeline on every core (`pass`, `run`), and their reports in a deterministic order.

use std::path::{Path, PathBuf};

pub mod cross;
pub mod merge;
pub mod pass;
pub mod run;

pub use pass::{run_pass, Columns, Outputs, PassOutcome};
pub use run::{Passes, Plan, RunStats, Unit, UnitReport};

/// Where `corpus/fetch.sh` puts the real code cufront is tested and measured on:
/// `$CUFRONT_CORPUS`, default `~/.cache/cufront-corpus`.
pub fn corpus_dir() -> PathBuf {
    std::env::var_os("CUFRONT_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(std::env::var_os("HOME").unwrap_or_default()).join(".cache/cufront-corpus"))
}

/// The `.cu` files under `paths`, in sorted order (files named directly are taken whatever
/// their extension). Directories are walked as ripgrep walks them: hidden files and what
/// `.gitignore`, `.ignore` and git's exclude files exclude are skipped (in a git repository
/// or not). `extensions` widens the selection (`cu` alone by default). Unreadable directories
/// are reported in the returned messages, not fatal.
pub fn discover(paths: &[PathBuf], extensions: &[&str]) -> (Vec<PathBuf>, Vec<String>) {
    let (mut found, mut problems) = (Vec::new(), Vec::new());
    for path in paths {
        if !path.is_dir() {
            found.push(path.clone());
            continue;
        }
        let walk = ignore::WalkBuilder::new(path).require_git(false).sort_by_file_path(Ord::cmp).build();
        let mut here = Vec::new();
        for entry in walk {
            match entry {
                Ok(e) if e.file_type().is_some_and(|t| t.is_file()) => {
                    let p = e.into_path();
                    if p.extension().and_then(|x| x.to_str()).is_some_and(|x| extensions.contains(&x)) {
                        here.push(p);
                    }
                }
                Ok(_) => {}
                Err(e) => problems.push(e.to_string()),
            }
        }
        here.sort();
        found.extend(here);
    }
    // `check .` names units as nvcc would be given them: `a.cu`, not `./a.cu`.
    let found = found.into_iter().map(|p| p.strip_prefix(".").map(Path::to_path_buf).unwrap_or(p)).collect();
    (found, problems)
}

/// `path` without its `.` components (`./a/./b.cu` is `a/b.cu`; `.` alone stays).
fn without_dots(path: &Path) -> PathBuf {
    let clean: PathBuf = path.components().filter(|c| *c != std::path::Component::CurDir).collect();
    if clean.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        clean
    }
}

/// One entry of a compilation database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileCommand {
    /// The directory the command runs in; relative paths in it are relative to this.
    pub directory: PathBuf,
    /// The unit's main file, made absolute against `directory`.
    pub file: PathBuf,
    /// The command's arguments without the program name.
    pub arguments: Vec<String>,
}

/// Reads a compilation database. Entries give their command as `arguments` (a list) or as
/// `command` (one string, split as a POSIX shell splits it). An entry without a file or a
/// command is an error naming its index; the order of the file is kept.
pub fn read_compile_commands(path: &Path) -> Result<Vec<CompileCommand>, String> {
    let text = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    parse_compile_commands(&text, path)
}

/// A compilation database's text, read as the file at `path` (relative directories are
/// relative to its directory); errors name `path`.
pub fn parse_compile_commands(text: &[u8], path: &Path) -> Result<Vec<CompileCommand>, String> {
    let json: serde_json::Value =
        serde_json::from_slice(text).map_err(|e| format!("{}: not a compilation database: {e}", path.display()))?;
    let Some(entries) = json.as_array() else {
        return Err(format!("{}: not a compilation database: the top level is not an array", path.display()));
    };
    let base = path.parent().unwrap_or(Path::new("."));
    let mut out = Vec::with_capacity(entries.len());
    for (i, e) in entries.iter().enumerate() {
        let bad = |what: &str| format!("{}: entry {i}: {what}", path.display());
        let directory = match e["directory"].as_str() {
            Some(d) => without_dots(&base.join(d)),
            None => return Err(bad("no \"directory\"")),
        };
        let Some(file) = e["file"].as_str() else { return Err(bad("no \"file\"")) };
        let mut words: Vec<String> = if let Some(a) = e["arguments"].as_array() {
            a.iter()
                .map(|w| w.as_str().map(str::to_string).ok_or_else(|| bad("an argument is not a string")))
                .collect::<Result<_, _>>()?
        } else if let Some(c) = e["command"].as_str() {
            crate::pp::env::shell_words(c)
        } else {
            return Err(bad("neither \"arguments\" nor \"command\""));
        };
        if words.is_empty() {
            return Err(bad("an empty command"));
        }
        words.remove(0);
        out.push(CompileCommand { file: without_dots(&directory.join(file)), directory, arguments: words });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_forms_and_errors() {
        let dir = std::env::temp_dir().join(format!("cufront-batch-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let db = dir.join("compile_commands.json");
        std::fs::write(
            &db,
            r#"[{"directory": "/src", "file": "a.cu", "arguments": ["nvcc", "-I", "inc", "-c", "a.cu"]},
                {"directory": "sub", "file": "/abs/b.cu", "command": "nvcc -DX='a b' -c \"b.cu\""}]"#,
        )
        .expect("write");
        let units = read_compile_commands(&db).expect("valid");
        assert_eq!(units[0].file, PathBuf::from("/src/a.cu"));
        assert_eq!(units[0].arguments, ["-I", "inc", "-c", "a.cu"]);
        assert_eq!(units[1].directory, dir.join("sub"));
        assert_eq!(units[1].file, PathBuf::from("/abs/b.cu"));
        assert_eq!(units[1].arguments, ["-DX=a b", "-c", "b.cu"]);
        std::fs::write(&db, r#"[{"directory": "/src", "arguments": ["nvcc"]}]"#).expect("write");
        assert!(read_compile_commands(&db).is_err_and(|e| e.ends_with("entry 0: no \"file\"")));
        std::fs::write(&db, "{}").expect("write");
        assert!(read_compile_commands(&db).is_err());
        std::fs::remove_dir_all(&dir).ok();
    }
}
