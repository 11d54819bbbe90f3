//! Fuzz target for what the batch engine reads besides sources: any bytes as a compilation
//! database (both entry forms, shell-split commands) and as shard outputs to merge. Errors
//! are messages, never panics; a merge is ordered and idempotent.
#![no_main]

use std::path::Path;

use cufront_engine::batch::merge::merge_json;
use cufront_engine::batch::parse_compile_commands;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = parse_compile_commands(data, Path::new("build/compile_commands.json"));
    let text = String::from_utf8_lossy(data);
    if let Ok(merged) = merge_json(text.lines()) {
        // Merging a merge changes nothing.
        assert_eq!(merge_json(merged.lines()).as_deref(), Ok(merged.as_str()));
    }
});
