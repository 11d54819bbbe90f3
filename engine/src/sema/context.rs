//! What the checks share about a unit: which function each scope belongs to, and what that
//! function is for the CUDA checks (its execution space, whether it is a template or a
//! lambda, whether an exec-check pragma covers it: decided once per function); which
//! variables have an initializer.

use rustc_hash::{FxHashMap, FxHashSet};

use super::spaces::{merged_space, routine_space, Space};
use super::{Pass, Undecided, Unit};
use crate::il::{flag, EntityId, EntityKind, ExprId, Il, ScopeId, ScopeKind, TypeId};
use crate::intern::Sym;
use crate::lex::TokenKind;

/// The function a body belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Owner {
    None,
    Routine(EntityId),
    /// A lambda's body: its index in `Il::lambda_bodies`.
    Lambda(usize),
}

/// A function whose body is checked.
#[derive(Clone, Copy, Debug)]
pub(super) struct Caller {
    pub routine: EntityId,
    pub space: Space,
    /// A function template: the host pass checks its calls that do not depend on its
    /// parameters at its definition, the device pass at instantiations only.
    pub template: bool,
    /// The body is a lambda's in the routine's (its space, named `operator()`).
    pub lambda: bool,
    /// The exec-check pragma that covers the function.
    pub exec_check: ExecCheck,
}

/// Which exec-check pragma covers a function: `#pragma nv_exec_check_disable` or
/// `#pragma hd_warning_disable` before it, with no function body between.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ExecCheck {
    Enabled,
    /// `nv_exec_check_disable`.
    Disabled,
    /// `hd_warning_disable`.
    HdWarningsDisabled,
}

/// What a cross-space call's diagnostics keep under a caller's exec-check pragma.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CallReports {
    All,
    /// The call error goes; "identifier … is undefined in device code" stays.
    UndefinedOnly,
    Nothing,
}

impl Caller {
    /// What the exec-check pragmas leave of this caller's cross-space call diagnostics on
    /// `pass`, read off the oracle (case sema/call_exec_check_pragmas): they act on calls
    /// only, never on variable references, kernel calls without a configuration or the
    /// other checks of a body. `nv_exec_check_disable` silences a host or host-device
    /// caller's calls and a `__device__` caller's call error; `hd_warning_disable`
    /// silences the device pass's warning for a host-device caller; on a kernel neither
    /// does anything.
    pub fn call_reports(&self, pass: super::Pass) -> CallReports {
        match (self.exec_check, self.space) {
            (ExecCheck::Enabled, _) | (_, Space::Global) => CallReports::All,
            (ExecCheck::Disabled, Space::Device) => CallReports::UndefinedOnly,
            (ExecCheck::Disabled, _) => CallReports::Nothing,
            (ExecCheck::HdWarningsDisabled, Space::HostDevice) if pass == super::Pass::Device => CallReports::Nothing,
            (ExecCheck::HdWarningsDisabled, _) => CallReports::All,
        }
    }
}

pub(super) struct Facts {
    /// Per scope: the body it is in.
    owners: Vec<Owner>,
    /// Per scope: it or a scope around it has declarations the parser did not read.
    unread: Vec<bool>,
    callers: FxHashMap<EntityId, Result<Caller, Undecided>>,
    /// The tokens before which `#pragma nv_exec_check_disable` or `hd_warning_disable`
    /// stand, and the first tokens of function bodies, in order.
    exec_check_pragmas: Vec<(u32, ExecCheck)>,
    body_opens: Vec<u32>,
    /// The variables declared with an initializer.
    pub initialized: FxHashSet<EntityId>,
    /// How the recorder saw each local variable and parameter used (indexed by entity).
    pub local_uses: Vec<LocalUses>,
    /// Function templates certainly instantiated: called or launched by their name, which
    /// names no other function, from the body of a function that is no template's.
    pub instantiated: FxHashSet<EntityId>,
    /// Function templates, not inline, of a name an explicit instantiation declaration
    /// (`extern template`) names: that instance is another unit's, so whether this unit
    /// instantiates the template is not certain (an inline one's instances are still made).
    instantiated_elsewhere: FxHashSet<EntityId>,
    /// Per name: the one function it names in the unit, or why there is not one.
    function_names: FxHashMap<Sym, Named>,
    /// Each function body's last token.
    body_ends: FxHashMap<EntityId, u32>,
    /// The device pass's uses of functions the recorder is sure of, outside unevaluated
    /// operands: (the function whose body uses, the function used). What lowering.rs
    /// follows from the functions cicc emits.
    pub device_uses: Vec<(EntityId, EntityId)>,
    /// Namespace-scope variables defined again, each with its first definition
    /// ([`super::decls::redefined_variables`]): EC3369 for decls.rs, no #177 for unused.rs.
    pub redefined: Vec<(EntityId, EntityId)>,
    /// The entities declared directly in each class scope, in order (the IL keeps no member
    /// lists): gathered in one walk over the unit's entities at the first question.
    class_members: std::cell::OnceCell<FxHashMap<ScopeId, Vec<EntityId>>>,
}

/// What a name denotes among the unit's functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Named {
    /// One function (its declarations): its scope and type.
    Only(ScopeId, TypeId),
    /// Several functions, or one that is also a friend, or a using-declaration of
    /// something else.
    Several(Undecided),
}

/// What the uses of a local variable were (one per entity of the unit: kept small).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct LocalUses {
    /// References recorded.
    pub count: u32,
    /// Assigned (`x = …`).
    pub set: bool,
    /// Used otherwise than assigned or discarded (`(void)x`).
    pub used: bool,
    /// The two earliest evaluated references, by position (what #549 reads): their kinds
    /// (`None`: no such reference), tokens, and the earliest's value end when it is an
    /// assignment ([`LocalUses::earliest`]).
    early_kind: [EarlyTag; 2],
    early_at: [u32; 2],
    value_end: u32,
}

/// One of a local's earliest evaluated references.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct EarlyUse {
    /// The name's token.
    pub at: u32,
    pub kind: EarlyKind,
}

/// What an early reference did to the local, as far as "used before its value is set"
/// (#549) asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum EarlyKind {
    /// Its value was read (`x`, `x + 1`, `x++`, `x += 1`, `a[0]`, `s.f` of a scalar field), in
    /// the function's own body (not a lambda's).
    Read,
    /// It was assigned by a built-in `=` whose value ends at token `value_end`, in the
    /// function's own body.
    Assigned { value_end: u32 },
    /// Anything else: its address taken, bound to a reference, used where cufront does not
    /// know how, or in a lambda.
    Other,
}

/// [`EarlyKind`] without its token, as [`LocalUses`] packs it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum EarlyTag {
    #[default]
    None,
    Read,
    Assigned,
    Other,
}

impl LocalUses {
    /// Keeps reference `u` if it is among the two earliest seen.
    pub fn note_early(&mut self, u: EarlyUse) {
        let tag = match u.kind {
            EarlyKind::Read => EarlyTag::Read,
            EarlyKind::Assigned { .. } => EarlyTag::Assigned,
            EarlyKind::Other => EarlyTag::Other,
        };
        let first_seen = self.early_kind[0] != EarlyTag::None;
        if first_seen && u.at >= self.early_at[0] {
            if self.early_kind[1] == EarlyTag::None || u.at < self.early_at[1] {
                (self.early_kind[1], self.early_at[1]) = (tag, u.at);
            }
            return;
        }
        (self.early_kind[1], self.early_at[1]) = (self.early_kind[0], self.early_at[0]);
        (self.early_kind[0], self.early_at[0]) = (tag, u.at);
        if let EarlyKind::Assigned { value_end } = u.kind {
            self.value_end = value_end;
        }
    }

    /// The two earliest evaluated references, by position. The second's value end is not
    /// kept: an assignment there reads as one ending at its own token.
    pub fn earliest(&self) -> [Option<EarlyUse>; 2] {
        let get = |k: usize, value_end: u32| {
            let kind = match self.early_kind[k] {
                EarlyTag::None => return None,
                EarlyTag::Read => EarlyKind::Read,
                EarlyTag::Assigned => EarlyKind::Assigned { value_end },
                EarlyTag::Other => EarlyKind::Other,
            };
            Some(EarlyUse { at: self.early_at[k], kind })
        };
        [get(0, self.value_end), get(1, self.early_at[1])]
    }
}

impl Facts {
    /// The entities declared directly in class scope `inner`, in declaration order.
    pub fn members(&self, il: &Il, inner: ScopeId) -> &[EntityId] {
        let by_class = self.class_members.get_or_init(|| {
            let mut by_class: FxHashMap<ScopeId, Vec<EntityId>> = FxHashMap::default();
            for (k, e) in il.entities.iter().enumerate() {
                if !e.parent.is_none() && il.scope(e.parent).kind == crate::il::ScopeKind::Class {
                    by_class.entry(e.parent).or_default().push(EntityId(k as u32));
                }
            }
            by_class
        });
        by_class.get(&inner).map(Vec::as_slice).unwrap_or_default()
    }
    /// The constructors declared in class scope `inner` (constructors are not in the symbol
    /// table: the class's members).
    pub fn constructors(&self, il: &Il, inner: ScopeId) -> Vec<EntityId> {
        self.members(il, inner).iter().copied().filter(|&m| il.entity(m).has(flag::CONSTRUCTOR)).collect()
    }

    pub fn new(unit: &Unit<'_>) -> Facts {
        let il = unit.il;
        let mut owners = vec![Owner::None; il.scopes.len()];
        for body in &il.bodies {
            if !body.routine.is_none() {
                if let Some(o) = owners.get_mut(il.stmt(body.block).scope.index()) {
                    *o = Owner::Routine(body.routine);
                }
            }
        }
        for (k, body) in il.lambda_bodies.iter().enumerate() {
            if let Some(o) = owners.get_mut(il.stmt(body.block).scope.index()) {
                *o = Owner::Lambda(k);
            }
        }
        let mut unread = vec![false; il.scopes.len()];
        // A scope's parent is opened before it.
        for s in 0..il.scopes.len() {
            let scope = &il.scopes[s];
            let parent = scope.parent;
            let from_parent = !parent.is_none() && parent.index() < s;
            if owners[s] == Owner::None && from_parent {
                owners[s] = owners[parent.index()];
            }
            unread[s] = scope.unread > 0 || (from_parent && unread[parent.index()]);
        }
        let exec_check_pragmas = unit
            .tokens
            .pragmas
            .iter()
            .filter_map(|p| {
                let word = p.text.split(|b| b.is_ascii_whitespace()).find(|w| !w.is_empty()).unwrap_or(&[]);
                match word {
                    b"nv_exec_check_disable" => Some((p.before, ExecCheck::Disabled)),
                    b"hd_warning_disable" => Some((p.before, ExecCheck::HdWarningsDisabled)),
                    _ => None,
                }
            })
            .collect();
        let mut body_opens: Vec<u32> = il.bodies.iter().map(|b| il.stmt(b.block).token).collect();
        body_opens.sort_unstable();
        let initialized = il.expr_roots.iter().map(|r| r.of).filter(|e| !e.is_none()).collect();
        let body_ends = il
            .bodies
            .iter()
            .filter(|b| !b.routine.is_none())
            .map(|b| (b.routine, il.stmt(b.block).end.saturating_sub(1)))
            .collect();
        let function_names = function_names(il);
        // Explicit instantiations instantiate the one function template of their name.
        let mut instantiated = FxHashSet::default();
        for &name in &il.explicit_instantiations {
            let Some(&sym) = unit.tokens.sym.get(name as usize) else { continue };
            let Some(&Named::Only(parent, ty)) = function_names.get(&sym) else { continue };
            instantiated.extend(il.named(sym).filter(|&e| {
                let x = il.entity(e);
                x.kind == EntityKind::Routine && x.has(flag::TEMPLATE) && x.parent == parent && x.ty == ty
            }));
        }
        let instantiated_elsewhere = il
            .instantiation_declarations
            .iter()
            .filter_map(|&name| unit.tokens.sym.get(name as usize))
            .flat_map(|&sym| il.named(sym))
            .filter(|&e| {
                let x = il.entity(e);
                x.kind == EntityKind::Routine && x.has(flag::TEMPLATE) && !x.has(flag::INLINE)
            })
            .collect();
        Facts {
            owners,
            unread,
            callers: FxHashMap::default(),
            exec_check_pragmas,
            body_opens,
            initialized,
            local_uses: vec![LocalUses::default(); il.entities.len()],
            instantiated,
            instantiated_elsewhere,
            function_names,
            body_ends,
            device_uses: Vec::new(),
            redefined: super::decls::redefined_variables(unit),
            class_members: std::cell::OnceCell::new(),
        }
    }

    /// Whether scope `s`, or one around it, has declarations the parser did not read.
    pub fn unread(&self, s: ScopeId) -> bool {
        self.unread.get(s.index()).copied().unwrap_or(true)
    }

    /// Whether function template `t` is certainly instantiated in the unit, for the checks
    /// of its body made once whatever its instances.
    pub fn certainly_instantiated(&self, t: EntityId) -> bool {
        self.instantiated.contains(&t) && !self.instantiated_elsewhere.contains(&t)
    }

    /// Whether an explicit instantiation declaration may leave function template `t`'s
    /// instances to another unit.
    pub fn instantiated_elsewhere(&self, t: EntityId) -> bool {
        self.instantiated_elsewhere.contains(&t)
    }

    /// Whether `e` is the only function of its name in the unit (its redeclarations and
    /// using-declarations of it aside): then a call naming it calls it, whatever overload
    /// resolution and argument-dependent lookup would consider.
    pub fn only_function_named(&self, il: &Il, e: EntityId) -> Result<(), Undecided> {
        let ent = il.entity(e);
        match self.function_names.get(&ent.name) {
            Some(&Named::Only(parent, ty)) if parent == ent.parent && ty == ent.ty => Ok(()),
            Some(&Named::Several(why)) => Err(why),
            _ => Err(Undecided::Overloaded),
        }
    }

    /// The function a callee expression certainly names: a name of the only function of
    /// its name (not a template).
    pub fn certain_callee(&self, il: &Il, callee: ExprId) -> Option<EntityId> {
        let crate::il::ExprKind::Name(e) = il.expr(callee).kind else { return None };
        if e.is_none() || il.entity(e).kind != EntityKind::Routine || il.entity(e).has(flag::TEMPLATE) {
            return None;
        }
        self.only_function_named(il, e).ok()?;
        Some(e)
    }

    /// What scope `s` belongs to.
    pub fn owner(&self, s: ScopeId) -> Owner {
        self.owners.get(s.index()).copied().unwrap_or(Owner::None)
    }

    /// The last token of routine `r`'s body.
    pub fn body_end(&self, r: EntityId) -> Option<u32> {
        self.body_ends.get(&r).copied()
    }

    /// The function whose body holds scope `s` (a lambda's: the function around it);
    /// `EntityId::NONE` outside functions.
    pub fn routine_at(&self, unit: &Unit<'_>, s: ScopeId) -> EntityId {
        let mut owner = self.owners.get(s.index()).copied().unwrap_or(Owner::None);
        for _ in 0..64 {
            match owner {
                Owner::Routine(r) => return r,
                Owner::None => return EntityId::NONE,
                Owner::Lambda(k) => {
                    let block = unit.il.stmt(unit.il.lambda_bodies[k].block);
                    let outer = unit.il.scope(block.scope).parent;
                    owner = self.owners.get(outer.index()).copied().unwrap_or(Owner::None);
                }
            }
        }
        EntityId::NONE
    }

    /// The function whose body holds scope `s`, as a caller; why not, where it is not one
    /// the checks can decide (initializers outside functions and default arguments are not
    /// checked yet).
    pub fn caller_at(&mut self, unit: &Unit<'_>, s: ScopeId) -> Result<Caller, Undecided> {
        match self.owners.get(s.index()).copied().unwrap_or(Owner::None) {
            Owner::Routine(routine) => self.caller(unit, routine),
            Owner::Lambda(k) => self.lambda_caller(unit, k),
            Owner::None => Err(Undecided::Context),
        }
    }

    /// What a caller is, once per routine.
    pub fn caller(&mut self, unit: &Unit<'_>, routine: EntityId) -> Result<Caller, Undecided> {
        if let Some(&c) = self.callers.get(&routine) {
            return c;
        }
        let c = self.find_caller(unit, routine);
        self.callers.insert(routine, c);
        c
    }

    /// A lambda's body as a caller: a lambda without execution space annotations has its
    /// enclosing function's (the host pass names it `operator()`).
    fn lambda_caller(&mut self, unit: &Unit<'_>, k: usize) -> Result<Caller, Undecided> {
        let il = unit.il;
        let body = il.lambda_bodies[k];
        let block = il.stmt(body.block);
        let outer = il.scope(block.scope).parent;
        let Some(Owner::Routine(routine)) = self.owners.get(outer.index()).copied() else {
            return Err(Undecided::Lambda);
        };
        let (from, open) = (il.expr(body.lambda).token as usize, block.token as usize);
        let annotated = (from..open.min(unit.tokens.len()))
            .any(|i| unit.tokens.kind[i] == TokenKind::Identifier && unit.tokens.spelling(i) == b"__attribute__");
        if annotated || unit.pass == Pass::Device {
            return Err(Undecided::Lambda);
        }
        let c = self.caller(unit, routine)?;
        // Whether a pragma before the function covers its lambdas is not known.
        if c.exec_check != ExecCheck::Enabled {
            return Err(Undecided::Pragma);
        }
        Ok(Caller { lambda: true, ..c })
    }

    fn find_caller(&self, unit: &Unit<'_>, routine: EntityId) -> Result<Caller, Undecided> {
        let il = unit.il;
        let ent = il.entity(routine);
        if ent.has(flag::SPECIALIZATION) || in_template(unit, ent.parent) {
            return Err(Undecided::Template);
        }
        if ent.has(flag::FRIEND) {
            return Err(Undecided::Qualified);
        }
        // With --expt-relaxed-constexpr a constexpr function runs on both sides; without,
        // its rules are their own.
        if ent.has(flag::CONSTEXPR | flag::CONSTEVAL) {
            return Err(Undecided::MergedSpaces);
        }
        let space = match routine_space(il, routine) {
            // Its body sees what the declarations up to its definition merge to.
            // (Declarations after a body written in a class come after its class: no friend
            // redeclares a member of its own class, and a friend caller is not decided.)
            Err(Undecided::MergedSpaces) => merged_space(il, routine, unit.pass, ent.token + 1, true)?,
            space => space?,
        };
        let exec_check = self.exec_check(unit, routine);
        Ok(Caller { routine, space, template: ent.has(flag::TEMPLATE), lambda: false, exec_check })
    }

    /// The exec-check pragma that applies to the function: those before it with no function
    /// body between (with both, `nv_exec_check_disable`'s silence covers the other's).
    pub fn exec_check(&self, unit: &Unit<'_>, routine: EntityId) -> ExecCheck {
        let at = unit.il.entity(routine).token;
        // The body that opens last before the function: pragmas before it are another's.
        let bodies_before = self.body_opens.partition_point(|&b| b < at);
        let last_body = bodies_before.checked_sub(1).map(|k| self.body_opens[k]);
        let k = self.exec_check_pragmas.partition_point(|&(p, _)| p <= at);
        let mut found = ExecCheck::Enabled;
        for &(p, kind) in self.exec_check_pragmas[..k].iter().rev() {
            if last_body.is_some_and(|b| p <= b) {
                break;
            }
            if found != ExecCheck::Disabled {
                found = kind;
            }
        }
        found
    }
}

/// Whether scope `s` is in a template (a member of a class template, or inside a template
/// declaration's parameter scope: a lambda's body in a function template reaches the
/// template through scopes that name no entity).
pub(super) fn in_template(unit: &Unit<'_>, mut s: ScopeId) -> bool {
    let il = unit.il;
    while !s.is_none() {
        let scope = il.scope(s);
        if scope.kind == crate::il::ScopeKind::Template {
            return true;
        }
        if !scope.entity.is_none() && il.entity(scope.entity).has(flag::TEMPLATE | flag::SPECIALIZATION) {
            return true;
        }
        s = scope.parent;
    }
    false
}

/// The token up to which EDG has read the unit when it reads an expression at token `at` in
/// scope `s`: `at` itself, but in a member function defined in its class, the end of the
/// outermost class around it (its `}`), where EDG reads such bodies. `None` where a class
/// on the way has no known braces.
pub(super) fn read_through(il: &Il, mut s: ScopeId, at: u32) -> Option<u32> {
    let mut read = at;
    while !s.is_none() {
        let scope = il.scope(s);
        if scope.kind == crate::il::ScopeKind::Class {
            if scope.entity.is_none() {
                return None;
            }
            let (open, close) = il.entity(scope.entity).body;
            if close <= open {
                return None;
            }
            read = close;
        }
        s = scope.parent;
    }
    Some(read)
}

/// Whether scope `s` is in a class (a member function's body, read at the class's end).
pub(super) fn in_class(il: &Il, mut s: ScopeId) -> bool {
    while !s.is_none() {
        if il.scope(s).kind == crate::il::ScopeKind::Class {
            return true;
        }
        s = il.scope(s).parent;
    }
    false
}

/// Whether routine `r`'s body is ordinary code, which instantiates the templates it calls:
/// no template's, or an explicit specialization's (`template <>`) outside templates.
pub(super) fn ordinary_body(unit: &Unit<'_>, r: EntityId) -> bool {
    let il = unit.il;
    let ent = il.entity(r);
    let mut outer = ent.parent;
    if ent.has(flag::SPECIALIZATION) {
        if !ent.has(flag::EXPLICIT_SPECIALIZATION) {
            return false;
        }
        if il.scope(outer).kind == crate::il::ScopeKind::Template {
            outer = il.scope(outer).parent;
        }
    } else if ent.has(flag::TEMPLATE) {
        return false;
    }
    !in_template(unit, outer)
}

/// Where local array `e`'s bound starts when it names a parameter of `routine` (`int
/// a[n]`, `int a[2 * n]`): a GNU variable-length array, never a constant expression. Only
/// where the name certainly is the parameter's, evaluated: not a member's (`S::n`, `s.n`),
/// not under `sizeof`, `alignof` or `decltype` (`float t[sizeof(in) / sizeof(in[0])]`), and
/// not where a local of the same name may hide it (`{ constexpr int n = 3; int d[n]; }`).
pub(super) fn variable_length_bound(unit: &Unit<'_>, e: EntityId, routine: EntityId) -> Option<usize> {
    use crate::parse::keyword::Kw;
    let (il, t) = (unit.il, unit.tokens);
    let open = il.entity(e).token as usize + 1;
    if t.kind.get(open) != Some(&TokenKind::LBracket) || routine.is_none() {
        return None;
    }
    let prototype = il.entity(routine).inner;
    // Whether scope `s` is in the routine's body (its blocks hang from the prototype).
    let in_routine = |mut s: ScopeId| {
        for _ in 0..4096 {
            if s == prototype {
                return true;
            }
            if s.is_none() || il.scope(s).kind != ScopeKind::Block {
                return false;
            }
            s = il.scope(s).parent;
        }
        false
    };
    let parameter = |sym| {
        let mut is_parameter = false;
        for d in il.named(sym).map(|p| il.entity(p)) {
            match (d.kind, d.parent == prototype) {
                (EntityKind::Parameter, true) => is_parameter = true,
                // A local of the name declared before may hide it.
                _ if (d.token as usize) < open && in_routine(d.parent) => return false,
                _ => {}
            }
        }
        is_parameter
    };
    let unevaluated = [
        Kw::Sizeof,
        Kw::Alignof,
        Kw::GnuAlignof,
        Kw::GnuAlignof2,
        Kw::CAlignof,
        Kw::Decltype,
        Kw::GnuDecltype,
        Kw::Noexcept,
        Kw::Typeid,
    ]
    .map(Kw::sym);
    // The bound's tokens, read twice rather than gathered (this runs for every local array).
    let bound =
        || (open + 1..t.kind.len()).take_while(|&i| !matches!(t.kind[i], TokenKind::RBracket | TokenKind::Semi));
    if bound().any(|i| unevaluated.contains(&t.sym[i])) {
        return None;
    }
    let member = |i: usize| {
        matches!(t.kind.get(i.wrapping_sub(1)), Some(TokenKind::ColonColon | TokenKind::Dot | TokenKind::Arrow))
    };
    let names_parameter = bound().any(|i| t.kind[i] == TokenKind::Identifier && !member(i) && parameter(t.sym[i]));
    names_parameter.then_some(open + 1)
}

/// Whether the device pass compiles a body (of `caller`) as device code: `Ok(true)` when it
/// certainly does.
pub(super) fn in_device_code(unit: &Unit<'_>, caller: &Result<Caller, Undecided>) -> Result<bool, Undecided> {
    if unit.pass != Pass::Device {
        return Ok(false);
    }
    match caller {
        Ok(c) if c.template => Err(Undecided::Template),
        Ok(c) => Ok(c.space.on_device()),
        Err(why) => Err(*why),
    }
}

/// What each name denotes among the unit's functions, in one pass over its entities (a
/// call's check asks it for every call).
fn function_names(il: &Il) -> FxHashMap<Sym, Named> {
    let mut names: FxHashMap<Sym, Named> = FxHashMap::default();
    for x in &il.entities {
        let (key, friend) = match x.kind {
            EntityKind::Routine => (Some((x.parent, x.ty)), x.has(flag::FRIEND)),
            // `using n::f;` of a function stands for that function.
            EntityKind::UsingDeclaration => match (!x.target.is_none()).then(|| il.entity(x.target)) {
                Some(t) if t.kind == EntityKind::Routine => (Some((t.parent, t.ty)), false),
                _ => (None, false),
            },
            _ => continue,
        };
        let next = match (names.get(&x.name).copied(), key) {
            (Some(Named::Several(Undecided::Overloaded)), _) | (_, None) => Named::Several(Undecided::Overloaded),
            (Some(Named::Only(p, t)), Some(k)) if (p, t) != k => Named::Several(Undecided::Overloaded),
            (Some(Named::Several(why)), _) => Named::Several(why),
            _ if friend => Named::Several(Undecided::Qualified),
            (_, Some((p, t))) => Named::Only(p, t),
        };
        names.insert(x.name, next);
    }
    names
}
