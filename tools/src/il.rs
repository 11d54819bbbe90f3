//! `cufront il`: one unit through the preprocessor and the parser, and the IL it understood,
//! displayed as cudafe++'s `--il_display` displays its own (seed 001).

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use cufront_engine::batch::Columns;
use cufront_engine::diag::render::nvcc_text;
use cufront_engine::il::display::{display_to, Options};
use cufront_engine::source::FileId;

use crate::parse::{front_end, Unit};
use crate::preprocess::Mode;

/// What `cufront il` shows.
#[derive(Clone, Debug)]
pub struct Request {
    pub all: bool,
    pub entity: Option<String>,
}

pub fn run(file: PathBuf, args: &[String], mode: Mode, request: Request) -> io::Result<ExitCode> {
    let Unit { outcome, cache, pass, .. } = match front_end(&file, args, mode, Columns::Source) {
        Ok(u) => u,
        Err(code) => return Ok(code),
    };
    let name = file.file_name().map_or_else(|| file.display().to_string(), |n| n.to_string_lossy().into_owned());
    // The unit's diagnostics go to stderr: the IL is what was understood despite them.
    if !outcome.diagnostics.is_empty() {
        eprint!("{}", nvcc_text(&outcome.files, &outcome.diagnostics, &name, None));
    }
    let (Some(tokens), Some(parsed)) = (&outcome.tokens, &outcome.parsed) else {
        eprintln!("cufront: no IL: the preprocessor failed");
        return Ok(ExitCode::from(1));
    };
    // The CUDA toolkit's headers are left out as system headers are.
    let hidden_files = (0..outcome.files.len())
        .map(|i| {
            let path = outcome.files.get(FileId(i as u32)).path();
            pass.toolkit_dirs.iter().any(|d| path.starts_with(d))
        })
        .collect();
    let options = Options {
        all: request.all,
        entity: request.entity,
        primary: name,
        std_version: tokens.std.cplusplus(),
        hidden_files,
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    display_to(&parsed.il, tokens, cache.symbols(), &options, &mut out)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
