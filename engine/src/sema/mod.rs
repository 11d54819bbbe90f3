//! Semantics: the rules nvcc's front ends enforce on a parsed unit, in their words.
//!
//! So far the CUDA rules that follow from declarations and from who uses whom, and the
//! generic warnings nvcc prints by default: what the checks share about the unit
//! (`context`), the execution space of every routine (`spaces`), the rules of declarations
//! (`decls`, seed 004's decl_routine and variable_declaration), the one symbol-reference
//! recorder (`refs`, seed 002's record_symbol_reference_full) with its cross-space checks
//! and the uses it hands to the cross-reference log, variables nothing uses or reads before
//! setting (`unused`), returns of non-void functions (`returns`), expressions that are valid
//! but suspicious (`effects`: no effect, `=` for `==`, pointless comparisons, constant
//! conversions and shifts), pragmas cicc does not know in device code (`pragmas`), and
//! EDG's renderings of names (`names`).
//! Each check reports only what the IL proves: where lookup, overloads, templates or a
//! name's rendering are not certain, it stays silent and counts why in [`SemaStats`].

mod constant;
mod context;
mod decls;
mod deprecated;
mod effects;
mod instances;
pub mod linkage;
mod lowering;
mod modes;
pub(crate) mod names;
mod operators;
mod pragmas;
mod refs;
mod returns;
mod spaces;
mod unused;

use crate::diag::{Collect, DiagSink};
use crate::il::Il;
use crate::parse::Tokens;
use crate::pp::env::FrontEndRules;
use crate::xref::Recorded;

/// The nvcc pass a unit is checked for: the host pass (cudafe++, no `__CUDA_ARCH__`) or the
/// device pass (cicc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    Host,
    Device,
}

/// Why a check stayed silent (`--stats`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undecided {
    /// The name has overloads (or other functions of its name elsewhere): overload
    /// resolution or argument-dependent lookup would pick.
    Overloaded,
    /// In or about a template: checked at instantiation, which cufront does not do yet.
    Template,
    /// In a lambda's body.
    Lambda,
    /// Declarations of the entity disagree on its execution or memory space.
    MergedSpaces,
    /// A scope on the way has declarations the parser did not read.
    Unread,
    /// A member defined outside its class, a friend, an `extern "C"` function.
    Qualified,
    /// A member access (`s.f()`): needs the object's type.
    Member,
    /// A name nvcc's words would need that cufront cannot render with certainty yet.
    Unrendered,
    /// A use whose kind (read, write, reference binding) depends on types not known yet.
    Context,
    /// Under `#pragma nv_exec_check_disable` or `hd_warning_disable`.
    Pragma,
    /// A member of a class with bases that may override a virtual function of one (and be
    /// virtual without saying so): needs the bases' members.
    Override,
    /// A device pass's late diagnostic in a function cicc may not emit (inline, `static`,
    /// in an anonymous namespace) and no use of which from emitted code is certain.
    Emission,
    /// A construct the check does not model yet (e.g. `__maxnreg__` on a member).
    NotModelled,
    /// A type the check needs that was not worked out.
    UnknownType,
}

impl Undecided {
    pub const ALL: [Undecided; 14] = [
        Undecided::Overloaded,
        Undecided::Template,
        Undecided::Lambda,
        Undecided::MergedSpaces,
        Undecided::Unread,
        Undecided::Qualified,
        Undecided::Member,
        Undecided::Unrendered,
        Undecided::Context,
        Undecided::Pragma,
        Undecided::Override,
        Undecided::Emission,
        Undecided::NotModelled,
        Undecided::UnknownType,
    ];

    /// How `--stats` names it.
    pub fn label(self) -> &'static str {
        match self {
            Undecided::Overloaded => "overloaded",
            Undecided::Template => "in templates",
            Undecided::Lambda => "in lambdas",
            Undecided::MergedSpaces => "spaces merged by redeclaration",
            Undecided::Unread => "near unread declarations",
            Undecided::Qualified => "qualified, friend or extern \"C\"",
            Undecided::Member => "member accesses",
            Undecided::Unrendered => "names not rendered",
            Undecided::Context => "uses of unknown kind",
            Undecided::Pragma => "under exec-check pragmas",
            Undecided::Override => "members that may override",
            Undecided::Emission => "in device functions maybe not emitted",
            Undecided::NotModelled => "constructs not modelled",
            Undecided::UnknownType => "types not worked out",
        }
    }
}

/// What the checks saw and left undecided.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SemaStats {
    /// References to entities recorded in function bodies.
    pub references: u64,
    /// Cross-space and declaration checks decided (reported or proved valid).
    pub decided: u64,
    /// Checks left undecided, by [`Undecided`] (in `Undecided::ALL` order).
    pub undecided: [u64; Undecided::ALL.len()],
}

impl SemaStats {
    pub fn count(&mut self, why: Undecided) {
        self.undecided[why as usize] += 1;
    }

    pub fn add(&mut self, other: &SemaStats) {
        self.references += other.references;
        self.decided += other.decided;
        for (sum, n) in self.undecided.iter_mut().zip(other.undecided) {
            *sum += n;
        }
    }

    /// Checks left undecided, for any reason.
    pub fn undecided_total(&self) -> u64 {
        self.undecided.iter().sum()
    }
}

/// What one check needs: the unit, the pass and the front end's flags.
pub(crate) struct Unit<'u> {
    pub tokens: &'u Tokens,
    pub il: &'u Il,
    pub pass: Pass,
    pub rules: FrontEndRules,
}

impl Unit<'_> {
    /// A diagnostic at token `at` of the unit: where it is, the line nvcc prints, and the
    /// token it is ordered by.
    pub fn report<'s, 'h>(
        &self,
        sink: &'s mut DiagSink<'h>,
        id: crate::diag::DiagId,
        at: u32,
    ) -> crate::diag::DiagnosticBuilder<'s, 'h> {
        let t = self.tokens;
        let i = at as usize;
        sink.report(id, t.at.get(i).copied()).printed(t.printed(i)).token(at)
    }
}

/// What checking a unit found besides its diagnostics.
#[derive(Debug, Default)]
pub struct Checked {
    pub stats: SemaStats,
    /// Every use the recorder saw, when asked for (the cross-reference log's).
    pub references: Vec<Recorded>,
}

/// Every declaration, for the cross-reference log, with the function it is in (a
/// parameter's: the function it belongs to).
fn record_declarations(unit: &Unit<'_>, facts: &context::Facts, log: &mut Vec<Recorded>) {
    let il = unit.il;
    let mut prototypes = rustc_hash::FxHashMap::default();
    for (i, ent) in il.entities.iter().enumerate() {
        if ent.kind == crate::il::EntityKind::Routine && !ent.inner.is_none() {
            prototypes.insert(ent.inner, crate::il::EntityId(i as u32));
        }
    }
    for (i, ent) in il.entities.iter().enumerate() {
        let e = crate::il::EntityId(i as u32);
        let Some(kind) = crate::xref::declaration_kind(il, e) else { continue };
        let routine = match prototypes.get(&ent.parent) {
            Some(&r) => r,
            None => facts.routine_at(unit, ent.parent),
        };
        log.push(Recorded { token: ent.token, kind, entity: e, routine, certain: true });
    }
}

/// Checks a parsed unit for `pass`, reporting through `sink` in the order of the tokens the
/// diagnostics are about (the order EDG, checking as it parses, reports them in); with
/// `xref`, keeps every use recorded.
pub fn check_unit(
    tokens: &Tokens,
    il: &Il,
    pass: Pass,
    rules: FrontEndRules,
    xref: bool,
    sink: &mut DiagSink<'_>,
) -> Checked {
    let unit = Unit { tokens, il, pass, rules };
    let mut checked = Checked::default();
    let mut found = Collect::default();
    let mut instances = Collect::default();
    let placements;
    {
        let mut local = DiagSink::new().for_passes(sink.passes()).with(&mut found);
        let mut facts = context::Facts::new(&unit);
        decls::check_declarations(&unit, &mut facts, &mut local, &mut checked.stats);
        if xref {
            record_declarations(&unit, &facts, &mut checked.references);
        }
        let log = if xref { Some(&mut checked.references) } else { None };
        refs::check_references(&unit, &mut facts, log, &mut local, &mut checked.stats);
        unused::check_unused(&unit, &facts, &mut local, &mut checked.stats);
        returns::check_returns(&unit, &mut facts, &mut local, &mut checked.stats);
        effects::check_no_effect(&unit, &facts, &mut local, &mut checked.stats);
        modes::check_language_mode(&unit, &mut local);
        pragmas::check_device_pragmas(&unit, &mut local, &mut checked.stats);
        pragmas::check_messages(&unit, &mut local, &mut checked.stats);
        // What cicc lowers (device pass): its late diagnostics and instances come from there.
        let emitted = match pass {
            Pass::Device => lowering::Emitted::new(&unit, &facts),
            Pass::Host => lowering::Emitted::default(),
        };
        emitted.keep_emitted(il, &mut found.diagnostics, &mut checked.stats);
        let mut local = DiagSink::new().for_passes(sink.passes()).with(&mut instances);
        placements = instances::check_instances(&unit, &mut facts, &emitted, &mut local, &mut checked.stats);
    }
    // The instances' diagnostics where cicc's lowering finds them (instances.rs), the others
    // where their tokens are.
    let mut ordered: Vec<(Option<u32>, crate::diag::Diagnostic)> =
        found.diagnostics.into_iter().map(|d| (d.token, d)).collect();
    ordered.extend(placements.into_iter().map(Some).zip(instances.diagnostics));
    ordered.sort_by_key(|(at, _)| *at);
    ordered.into_iter().for_each(|(_, d)| sink.forward(d));
    checked
}
