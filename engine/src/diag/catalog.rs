//! The catalog: one entry per diagnostic cufront can emit, with nvcc's numbers, severity
//! and words. Every template here was taken from text the real nvcc printed (the oracle,
//! ../shared/oracle) and written in the EDG fill-in language of seed 000; the catalog test
//! checks that every template parses and uses only legal fill-ins.
//!
//! Numbers: `internal` is EDG's internal number, the SARIF ruleId `EC<n>`; `display` is the
//! number nvcc prints for a discretionary diagnostic (`warning #20012-D`). For classic EDG
//! diagnostics the two coincide; for CUDA ones display = internal + 16416 (EC3596 is
//! #20012-D). Diagnostics of nvcc's preprocessor (g++ -E) have neither.
//!
//! Tags: cudafe++ (CUDA 13.5) holds EDG's table of `{tag, internal number}` pairs, sorted by
//! tag, in its data; each tag here was read from it and then checked with the oracle: under
//! `#pragma nv_diag_suppress TAG` nvcc stops reporting the diagnostic and says nothing of an
//! "invalid error tag" (cases sema/suppress_by_tag*.cu).

use super::Severity;

/// Which tool of nvcc's pipeline reports a diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Origin {
    /// g++ -E, run by nvcc before each front end: its own words, no numbers.
    Preprocessor,
    /// The EDG front end (cudafe++ on the host pass, cicc on the device pass).
    FrontEnd,
}

/// One catalog entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub id: DiagId,
    pub origin: Origin,
    /// EDG's internal number (`EC<n>` in SARIF); 0 for the preprocessor's.
    pub internal: u32,
    /// The number nvcc displays, when it displays one (discretionary diagnostics only).
    pub display: Option<u32>,
    pub severity: Severity,
    /// The name usable in `--diag-suppress` and `#pragma nv_diag_suppress`, where nvcc has one.
    pub tag: Option<&'static str>,
    /// The message in the EDG fill-in language (seed 000).
    pub template: &'static str,
}

impl Entry {
    /// Discretionary diagnostics carry a display number and may be re-classified.
    pub fn is_discretionary(&self) -> bool {
        self.display.is_some()
    }
}

/// The offset between the internal and the displayed number of CUDA diagnostics.
pub const CUDA_DISPLAY_OFFSET: u32 = 16416;

macro_rules! catalog {
    ($($id:ident = $origin:ident, $internal:expr, $display:expr, $severity:ident, $tag:expr, $template:expr;)*) => {
        /// A diagnostic of the catalog.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[allow(non_camel_case_types)]
        pub enum DiagId { $($id),* }

        /// Every entry, in `DiagId` order.
        pub static CATALOG: &[Entry] = &[
            $(Entry {
                id: DiagId::$id,
                origin: Origin::$origin,
                internal: $internal,
                display: $display,
                severity: Severity::$severity,
                tag: $tag,
                template: $template,
            }),*
        ];
    };
}

catalog! {
    // ---- g++ -E (nvcc's preprocessor), observed in corpus/cases/lex/expected -----------------
    UnterminatedComment = Preprocessor, 0, None, Error, None, "unterminated comment";
    MissingTerminatingQuote = Preprocessor, 0, None, Warning, None, "missing terminating %s character";
    UnterminatedRawString = Preprocessor, 0, None, Error, None, "unterminated raw string";
    RawDelimiterInvalidChar = Preprocessor, 0, None, Error, None, "invalid character '%s' in raw string delimiter";
    RawDelimiterNewline = Preprocessor, 0, None, Error, None, "invalid new-line in raw string delimiter";
    RawDelimiterTooLong = Preprocessor, 0, None, Error, None, "raw string delimiter longer than 16 characters";
    NulIgnored = Preprocessor, 0, None, Warning, None, "null character(s) ignored";
    NulInLiteral = Preprocessor, 0, None, Warning, None, "null character(s) preserved in literal";
    SpaceInSplice = Preprocessor, 0, None, Warning, None, "backslash and newline separated by space";
    AdjacentDigitSeparators = Preprocessor, 0, None, Error, None, "adjacent digit separators";
    IncludeNotFound = Preprocessor, 0, None, Catastrophic, None, "%s: No such file or directory";
    // #if expressions (g++ 12, observed with `g++ -E` on each case of engine/tests/pp_expr.rs)
    IfWithNoExpression = Preprocessor, 0, None, Error, None, "#if with no expression";
    DivisionByZeroInIf = Preprocessor, 0, None, Error, None, "division by zero in #if";
    IntegerOverflowInIf = Preprocessor, 0, None, Warning, None, "integer overflow in preprocessor expression";
    FloatingConstantInIf = Preprocessor, 0, None, Error, None, "floating constant in preprocessor expression";
    UserDefinedLiteralInIf = Preprocessor, 0, None, Error, None, "user-defined literal in preprocessor expression";
    InvalidOctalDigit = Preprocessor, 0, None, Error, None, "invalid digit \"%s\" in octal constant";
    ConstantTooLarge = Preprocessor, 0, None, Warning, None, "integer constant is too large for its type";
    ConstantSoLargeItIsUnsigned = Preprocessor, 0, None, Warning, None, "integer constant is so large that it is unsigned";
    MultiCharacterConstant = Preprocessor, 0, None, Warning, None, "multi-character character constant [-Wmultichar]";
    CharacterConstantTooLong = Preprocessor, 0, None, Warning, None, "character constant too long for its type";
    CharacterConstantTooLongError = Preprocessor, 0, None, Error, None, "character constant too long for its type";
    EmptyCharacterConstant = Preprocessor, 0, None, Error, None, "empty character constant";
    OctalEscapeOutOfRange = Preprocessor, 0, None, Warning, None, "octal escape sequence out of range";
    HexEscapeOutOfRange = Preprocessor, 0, None, Warning, None, "hex escape sequence out of range";
    MissingCloseParenInIf = Preprocessor, 0, None, Error, None, "missing ')' in expression";
    MissingOpenParenInIf = Preprocessor, 0, None, Error, None, "missing '(' in expression";
    MissingExpressionBetweenParens = Preprocessor, 0, None, Error, None, "missing expression between '(' and ')'";
    MissingBinaryOperator = Preprocessor, 0, None, Error, None, "missing binary operator before token \"%s\"";
    OperatorHasNoLeftOperand = Preprocessor, 0, None, Error, None, "operator '%s' has no left operand";
    OperatorHasNoRightOperand = Preprocessor, 0, None, Error, None, "operator '%s' has no right operand";
    QuestionWithoutColon = Preprocessor, 0, None, Error, None, "'?' without following ':'";
    TokenNotValidInIf = Preprocessor, 0, None, Error, None, "token \"%s\" is not valid in preprocessor expressions";
    // #define and #undef (g++ 12, engine/tests/pp_define.rs)
    NoMacroName = Preprocessor, 0, None, Error, None, "no macro name given in #%s directive";
    MacroNameNotIdentifier = Preprocessor, 0, None, Error, None, "macro names must be identifiers";
    DefinedAsMacroName = Preprocessor, 0, None, Error, None, "\"defined\" cannot be used as a macro name";
    ExpectedCloseParenBeforeEol = Preprocessor, 0, None, Error, None, "expected ')' before end of line";
    ExpectedCloseParenAfterEllipsis = Preprocessor, 0, None, Error, None, "expected ')' after \"...\"";
    DuplicateMacroParameter = Preprocessor, 0, None, Error, None, "duplicate macro parameter \"%s\"";
    ExpectedParameterName = Preprocessor, 0, None, Error, None, "expected parameter name, found \"%s\"";
    HashNotFollowedByParameter = Preprocessor, 0, None, Error, None, "'#' is not followed by a macro parameter";
    PasteAtEitherEnd = Preprocessor, 0, None, Error, None, "'##' cannot appear at either end of a macro expansion";
    VaArgsOutsideVariadic = Preprocessor, 0, None, Warning, None,
        "__VA_ARGS__ can only appear in the expansion of a C++11 variadic macro";
    VaOptOutsideVariadic = Preprocessor, 0, None, Warning, None,
        "__VA_OPT__ can only appear in the expansion of a C++20 variadic macro";
    UnterminatedVaOpt = Preprocessor, 0, None, Error, None, "unterminated __VA_OPT__";
    VaOptNested = Preprocessor, 0, None, Error, None, "__VA_OPT__ may not appear in a __VA_OPT__";
    PasteAtEitherEndOfVaOpt = Preprocessor, 0, None, Error, None, "'##' cannot appear at either end of __VA_OPT__";
    WhitespaceAfterMacroName = Preprocessor, 0, None, Warning, None, "ISO C++11 requires whitespace after the macro name";
    ExtraTokensAtEndOfDirective = Preprocessor, 0, None, Warning, None, "extra tokens at end of #%s directive";
    MacroRedefined = Preprocessor, 0, None, Warning, None, "\"%s\" redefined";
    PreviousDefinition = Preprocessor, 0, None, Note, None, "this is the location of the previous definition";
    UndefiningBuiltin = Preprocessor, 0, None, Warning, None, "undefining \"%s\"";
    // Macro expansion (g++ 12, corpus/cases/pp/expand)
    UnterminatedArgumentList = Preprocessor, 0, None, Error, None, "unterminated argument list invoking macro \"%s\"";
    MacroRequiresArguments = Preprocessor, 0, None, Error, None,
        "macro \"%s\" requires %d1 arguments, but only %d2 given";
    MacroPassedArguments = Preprocessor, 0, None, Error, None, "macro \"%s\" passed %d1 arguments, but takes just %d2";
    MacroDefinedHere = Preprocessor, 0, None, Note, None, "macro \"%s\" defined here";
    PasteInvalidToken = Preprocessor, 0, None, Error, None,
        "pasting \"%s1\" and \"%s2\" does not give a valid preprocessing token";
    InvalidStringLiteralFinalBackslash = Preprocessor, 0, None, Warning, None,
        "invalid string literal, ignoring final '\\'";
    LiteralSuffixMacro = Preprocessor, 0, None, Warning, None,
        "invalid suffix on literal; C++11 requires a space between literal and string macro [-Wliteral-suffix]";
    // cufront's own limit, where g++ would run out of stack.
    OutputTooLarge = Preprocessor, 0, None, Catastrophic, None,
        "preprocessed output exceeds %d tokens; preprocessing of this unit stops";
    MacroExpansionTooDeep = Preprocessor, 0, None, Catastrophic, None,
        "macro arguments nested more than 2000 deep; preprocessing of this unit stops";
    // cufront's budget of a pass (`check --unit-time/--unit-memory`): a runaway unit ends.
    PassOverTimeBudget = Preprocessor, 0, None, Catastrophic, None,
        "the %s pass ran past its time budget of %d s (--unit-time); the rest of this unit is not checked";
    PassOverMemoryBudget = Preprocessor, 0, None, Catastrophic, None,
        "the %s pass ran past its memory budget of %d MiB (--unit-memory); the rest of this unit is not checked";
    MacroArgumentsTooLarge = Preprocessor, 0, None, Catastrophic, None,
        "macro arguments being expanded exceed %d tokens; preprocessing of this unit stops";
    MissingOpenParenAfter = Preprocessor, 0, None, Error, None, "missing '(' after \"%s\"";
    MissingCloseParenAfter = Preprocessor, 0, None, Error, None, "missing ')' after \"%s\" operand";
    HasIncludeOutsideIf = Preprocessor, 0, None, Error, None, "\"%s\" used outside of preprocessing directive";
    // Directives
    InvalidDirective = Preprocessor, 0, None, Error, None, "invalid preprocessing directive #%s";
    MissingCloseParenAfterDefined = Preprocessor, 0, None, Error, None, "missing ')' after \"defined\"";
    DefinedRequiresIdentifier = Preprocessor, 0, None, Error, None, "operator \"defined\" requires an identifier";
    DirectiveWithoutIf = Preprocessor, 0, None, Error, None, "#%s without #if";
    DirectiveAfterElse = Preprocessor, 0, None, Error, None, "#%s after #else";
    // g++ prints this one as an error, with a line and no column.
    ConditionalBeganHere = Preprocessor, 0, None, Error, None, "the conditional began here";
    UnterminatedConditional = Preprocessor, 0, None, Error, None, "unterminated #%s";
    LineNotPositiveInteger = Preprocessor, 0, None, Error, None, "\"%s1\" after %s2 is not a positive integer";
    InvalidLineFilename = Preprocessor, 0, None, Error, None, "\"%s\" is not a valid filename";
    DeprecatedDirective = Preprocessor, 0, None, Warning, None, "#%s is a deprecated GCC extension [-Wdeprecated]";
    AssertionsDeprecated = Preprocessor, 0, None, Warning, None, "assertions are a deprecated extension [-Wdeprecated]";
    ExtraTokensEndifLabels = Preprocessor, 0, None, Warning, None,
        "extra tokens at end of #%s directive [-Wendif-labels]";
    ElifWithNoExpression = Preprocessor, 0, None, Error, None, "#elif with no expression";
    UnexpectedEofAfter = Preprocessor, 0, None, Error, None, "unexpected end of file after %s";
    LineNumberOutOfRange = Preprocessor, 0, None, Warning, None, "line number out of range";
    LinemarkerIncorrectNesting = Preprocessor, 0, None, Warning, None, "file \"%s\" linemarker ignored due to incorrect nesting";
    ErrorDirective = Preprocessor, 0, None, Error, None, "%s";
    WarningDirective = Preprocessor, 0, None, Warning, None, "%s [-Wcpp]";
    PragmaOnceInMainFile = Preprocessor, 0, None, Warning, None, "#pragma once in main file";
    SystemHeaderOutsideInclude = Preprocessor, 0, None, Warning, None,
        "#pragma system_header ignored outside include file";
    PragmaOperatorNeedsString = Preprocessor, 0, None, Error, None, "_Pragma takes a parenthesized string literal";
    MissingTerminatingGreater = Preprocessor, 0, None, Error, None, "missing terminating > character";
    IncludeExpectsFilename = Preprocessor, 0, None, Error, None, "#%s expects \"FILENAME\" or <FILENAME>";
    EmptyFilename = Preprocessor, 0, None, Error, None, "empty filename in #%s";
    IncludeNestedTooDeeply = Preprocessor, 0, None, Error, None,
        "#include nested depth %d1 exceeds maximum of %d2 (use -fmax-include-depth=DEPTH to increase the maximum)";
    IncludeNextInPrimary = Preprocessor, 0, None, Warning, None, "#include_next in primary source file";

    // ---- the EDG front end: lexical and syntax ------------------------------------------------
    UnrecognizedToken = FrontEnd, 7, None, Error, None, "unrecognized token";
    MissingClosingQuote = FrontEnd, 8, None, Error, None, "missing closing quote";
    IdentifierUndefined = FrontEnd, 20, None, Error, None, "identifier %sq is undefined";
    NamespaceQualifiedNameRequired = FrontEnd, 727, None, Error, None, "namespace-qualified name is required";
    // Syntax errors: EDG has one entry per expected token (corpus/cases/parse, the oracle).
    ExpectedRBracket = FrontEnd, 17, None, Error, None, "expected a \"]\"";
    ExpectedRParen = FrontEnd, 18, None, Error, None, "expected a \")\"";
    PragmaExtraText = FrontEnd, 14, None, Error, None, "extra text after expected end of preprocessing directive";
    ExpectedExpression = FrontEnd, 29, None, Error, None, "expected an expression";
    ExpectedIdentifier = FrontEnd, 40, None, Error, None, "expected an identifier";
    ExpectedColon = FrontEnd, 53, None, Error, None, "expected a \":\"";
    ExpectedSemicolon = FrontEnd, 65, None, Error, None, "expected a \";\"";
    ExpectedRBrace = FrontEnd, 67, None, Error, None, "expected a \"}\"";
    ExpectedTypeSpecifier = FrontEnd, 79, None, Error, None, "expected a type specifier";
    ExpectedLParen = FrontEnd, 125, None, Error, None, "expected a \"(\"";
    ExpectedLambdaBody = FrontEnd, 1758, None, Error, None, "expected a \"{\" introducing a lambda body";
    ExpectedStatement = FrontEnd, 127, None, Error, None, "expected a statement";
    ExpectedDeclaration = FrontEnd, 169, None, Error, None, "expected a declaration";
    // `k<<<>>>(…)`: the launch configuration is a call that takes at least a grid.
    TooFewArguments = FrontEnd, 165, None, Error, None, "too few arguments in function call";
    TooManyArguments = FrontEnd, 140, None, Error, None, "too many arguments in function call";
    OperandTypesIncompatible = FrontEnd, 42, None, Error, None, "operand types are incompatible (%t1 and %t2)";
    // `k<<<1, 32>(p);`: the configuration ends without its `>>>`.
    ExpectedLaunchClose = FrontEnd, 3636, None, Error, None, "expected a \">>>\"";
    InvalidRequiresClauseStart = FrontEnd, 3037, None, Error, None, "invalid start of expression in requires clause";
    ExpressionNotConstant = FrontEnd, 28, None, Error, None, "expression must have a constant value";
    MoreThanOneStorageClass = FrontEnd, 81, None, Error, None, "more than one storage class may not be specified";
    InvalidTypeSpecifierCombination = FrontEnd, 84, None, Error, None, "invalid combination of type specifiers";
    CaseOutsideSwitch = FrontEnd, 121, None, Error, None, "a case label may only be used within a switch";
    ExpectedOperator = FrontEnd, 297, None, Error, None, "expected an operator";
    ExpectedGreater = FrontEnd, 439, None, Error, None, "expected a \">\"";
    QualifiedNameRequired = FrontEnd, 937, None, Error, None, "a class or namespace qualified name is required";
    // The note under an unclosed bracket's error, at the bracket (`note #3196-D`).
    NoteToMatchThis = FrontEnd, 3196, Some(3196), Note, None, "to match this %sq";
    NulInStringOrCharConstant = FrontEnd, 1193, Some(1193), Warning, Some("null_char_in_string"),
        "null (zero) character in string or character constant";

    // ---- the EDG front end: declarations ---------------------------------------------------------
    // Tag confirmed with the oracle: `#pragma nv_diag_suppress declared_but_not_referenced`.
    IfConstevalNotStandard = FrontEnd, 3215, Some(3215), Warning, Some("if_consteval_nonstandard"),
        "\"if consteval\" and \"if not consteval\" are not standard in this mode";
    DeclaredButNeverReferenced = FrontEnd, 177, Some(177), Warning, Some("declared_but_not_referenced"),
        "%n was declared but never referenced";

    // ---- the EDG front end: `#pragma nv_diag_*` and `nv_diagnostic` (corpus/cases/diag) ---------
    // Problems in a pragma are warnings, reported by both passes.
    InvalidErrorNumber = FrontEnd, 1222, Some(1222), Warning, Some("invalid_error_number"), "invalid error number";
    // A name that is no diagnostic's tag (`EC177`).
    InvalidErrorTag = FrontEnd, 1223, Some(1223), Warning, Some("invalid_error_tag"), "invalid error tag";
    ExpectedErrorNumberOrTag = FrontEnd, 1224, Some(1224), Warning, Some("exp_error_argument"),
        "expected an error number or error tag";
    // In a pragma's list nvcc makes "expected a \",\"" a warning.
    PragmaExpectedComma = FrontEnd, 253, Some(253), Warning, Some("exp_comma"), "expected a \",\"";
    DiagnosticPragmaNeedsPushOrPop = FrontEnd, 3184, Some(3184), Warning, Some("exp_push_pop"),
        "#pragma diagnostic must have either 'push' or 'pop' argument";
    UnmatchedDiagnosticPop = FrontEnd, 3185, Some(3185), Warning, Some("no_corresponding_push"),
        "no '#pragma diagnostic push' was found to match this 'diagnostic pop'";
    DeletedFunctionReferenced = FrontEnd, 1776, None, Error, None, "%nd cannot be referenced -- it is a deleted function";
    AlreadyDefined = FrontEnd, 3369, None, Error, None, "%np has already been defined (previous definition %p)";
    MemberFunctionRedeclared = FrontEnd, 403, None, Error, None, "invalid redeclaration of member function %nod";
    AlreadyDeclaredInScope = FrontEnd, 101, None, Error, None, "%sq has already been declared in the current scope";
    RedeclaredConditionVariable = FrontEnd, 704, None, Error, None,
        "%sq, declared in condition, may not be redeclared in this scope";
    RedeclaredForInitVariable = FrontEnd, 779, None, Error, None,
        "%sq, declared in for-loop initialization, may not be redeclared in this scope";
    RedeclaredRangeForVariable = FrontEnd, 2801, None, Error, None,
        "%sq, declared as iterator of range-based \"for\" statement, may not be redeclared in this scope";
    // Tags confirmed with the oracle: nvcc's `-Werror deprecated-declarations` passes its front
    // ends `--diag_error deprecated_entity,deprecated_entity_with_custom_message`.
    DeclaredDeprecated = FrontEnd, 1215, Some(1215), Warning, Some("deprecated_entity"), "%n was declared deprecated";
    DeclaredDeprecatedWithMessage = FrontEnd, 1444, Some(1444), Warning, Some("deprecated_entity_with_custom_message"),
        "%n was declared deprecated (%sq)";
    NoteBecauseOfAttribute = FrontEnd, 3287, Some(3287), Note, None, "because of a %sq attribute";
    DiscardedNodiscardResult = FrontEnd, 2809, Some(2809), Warning, Some("nodiscard_routine"),
        "ignoring return value from routine declared with \"nodiscard\" attribute";
    DiscardedNodiscardResultWithMessage = FrontEnd, 3000, Some(3000), Warning, Some("nodiscard_routine_with_reason"),
        "ignoring return value from routine declared with \"nodiscard\" attribute (%sq)";
    DiscardedNodiscardType = FrontEnd, 2810, Some(2810), Warning, Some("nodiscard_return_type"),
        "ignoring return value type with \"nodiscard\" attribute";
    ResultOfCallNotUsed = FrontEnd, 1650, Some(1650), Warning, Some("call_result_should_be_used"),
        "result of call is not used";
    WarnUnusedResultOnVoid = FrontEnd, 1651, Some(1651), Warning, Some("warn_unused_result_with_void_return"),
        "attribute \"warn_unused_result\" is ignored for void return type";
    NodiscardOnVoidRoutine = FrontEnd, 2811, Some(2811), Warning, Some("nodiscard_doesnt_apply"),
        "the \"nodiscard\" attribute does not apply to destructors or routines with void return type";
    AttributesInFunctionDefinition = FrontEnd, 1113, None, Error, None,
        "attributes are not permitted in a function definition";

    // Observed on corpus/cases/cuda (../shared/oracle/NVCC-BEHAVIOUR.md's rules, one case each).
    ExpressionMustBeModifiableLvalue = FrontEnd, 137, None, Error, None, "expression must be a modifiable lvalue";
    IncompleteTypeNotAllowed = FrontEnd, 70, None, Error, None, "incomplete type %t is not allowed";
    ConstRequiresInitializer = FrontEnd, 257, None, Error, None, "const variable %sq requires an initializer";
    ConstexprMissingInitializer = FrontEnd, 2385, None, Error, None, "missing initializer for constexpr variable";
    // Tag confirmed with the oracle: `#pragma nv_diag_suppress expr_has_no_effect`.
    ExpressionHasNoEffect = FrontEnd, 174, Some(174), Warning, Some("expr_has_no_effect"), "expression has no effect";
    AssignmentWhereComparisonMeant = FrontEnd, 187, Some(187), Warning, Some("assign_where_compare_meant"),
        "use of \"=\" where \"==\" may have been intended";
    PointlessUnsignedComparison = FrontEnd, 186, Some(186), Warning, Some("unsigned_compare_with_zero"),
        "pointless comparison of unsigned integer with zero";
    DivisionByZero = FrontEnd, 39, Some(39), Warning, Some("divide_by_zero"), "division by zero";
    RemainderByZero = FrontEnd, 179, Some(179), Warning, Some("mod_by_zero"), "right operand of \"%%\" is zero";
    QualifierMeaninglessOnCast = FrontEnd, 191, Some(191), Warning, Some("cast_to_qualified_type"),
        "type qualifier is meaningless on cast type";
    ReturnQualifierMeaningless = FrontEnd, 815, Some(815), Warning, Some("useless_type_qualifier_on_return_type"),
        "type qualifier on return type is meaningless";
    UnrecognizedDevicePragma = FrontEnd, 3783, Some(3783 + CUDA_DISPLAY_OFFSET), Warning, Some("unrecognized_pragma_device_code"),
        "unrecognized #pragma in device code";
    PragmaMessage = FrontEnd, 3784, Some(3784 + CUDA_DISPLAY_OFFSET), Remark, Some("pragma_message"),
        "#pragma message: %s";
    MulticharacterLiteral = FrontEnd, 1422, Some(1422), Warning, Some("multi_char_literal"),
        "multicharacter character literal (potential portability problem)";
    TooManyCharacters = FrontEnd, 26, Some(26), Warning, Some("too_many_characters"),
        "too many characters in character constant";
    TooManyCharactersIgnored = FrontEnd, 1654, Some(1654), Warning, Some("leading_character_ignored_in_char_literal"),
        "too many characters in character literal -- extra leading characters ignored";
    PartiallyOverridden = FrontEnd, 611, Some(611), Warning, Some("partial_override"),
        "overloaded virtual function %sq1 is only partially overridden in class %sq2";
    HiddenVirtualOverload = FrontEnd, 997, Some(997), Warning, Some("virtual_function_decl_hidden"),
        "overloaded function %sq1 is hidden by %sq2 -- virtual function override intended?";
    ConversionChangesSign = FrontEnd, 68, Some(68), Warning, Some("integer_sign_change"),
        "integer conversion resulted in a change of sign";
    ConversionTruncates = FrontEnd, 69, Some(69), Warning, Some("integer_truncated"),
        "integer conversion resulted in truncation";
    ShiftCountTooLarge = FrontEnd, 63, Some(63), Warning, Some("shift_count_too_large"), "shift count is too large";
    ShiftCountNegative = FrontEnd, 62, Some(62), Warning, Some("negative_shift_count"), "shift count is negative";
    StringLiteralToCharPointer = FrontEnd, 2464, Some(2464), Warning, Some("deprecated_string_conv"),
        "conversion from a string literal to \"char *\" is deprecated";
    SetButNeverUsed = FrontEnd, 550, Some(550), Warning, Some("set_but_not_used"), "%n was set but never used";
    UsedBeforeSet = FrontEnd, 549, Some(549), Warning, Some("used_before_set"), "%n is used before its value is set";
    NonVoidShouldReturn = FrontEnd, 117, Some(117), Warning, Some("no_value_returned_in_non_void_function"),
        "non-void %n should return a value";
    MissingReturnStatement = FrontEnd, 940, Some(940), Warning, Some("implicit_return_from_non_void_function"),
        "missing return statement at end of non-void %n";
    AttributeDoesNotApply = FrontEnd, 1835, Some(1835), Warning, Some("wrong_entity_for_attribute"),
        "attribute %sq does not apply here";

    // ---- CUDA -------------------------------------------------------------------------------------
    CallDeviceFromHostDevice = FrontEnd, 3589, None, Error, None,
        "calling a __device__ function(%sq1) from a __host__ __device__ function(%sq2) is not allowed";
    CallDeviceFromHost = FrontEnd, 3591, None, Error, None,
        "calling a __device__ function(%sq1) from a __host__ function(%sq2) is not allowed";
    ExecutionSpaceIgnoredOnDefaulted = FrontEnd, 3596, Some(3596 + CUDA_DISPLAY_OFFSET), Warning, Some("esa_on_defaulted_function_ignored"),
        "%s1 annotation is ignored on a non-virtual function(%sq2) that is explicitly defaulted on its first declaration";
    CallConstexprHostFromDevice = FrontEnd, 3601, None, Error, None,
        "calling a constexpr __host__ function(%sq1) from a __device__ function(%sq2) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this (note: for a __tile__/__tile_global__ caller, the flag guarantees support only for calls that are required by language rules to be evaluated at compile time).";
    CallHostFromDevice = FrontEnd, 3600, None, Error, None,
        "calling a __host__ function(%sq1) from a __device__ function(%sq2) is not allowed";
    CallHostFromGlobal = FrontEnd, 3602, None, Error, None,
        "calling a __host__ function(%sq1) from a __global__ function(%sq2) is not allowed";
    CallConstexprHostFromGlobal = FrontEnd, 3603, None, Error, None,
        "calling a constexpr __host__ function(%sq1) from a __global__ function(%sq2) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this (note: for a __tile__/__tile_global__ caller, the flag guarantees support only for calls that are required by language rules to be evaluated at compile time).";
    UndefinedInDeviceCode = FrontEnd, 3652, None, Error, None, "identifier %sq is undefined in device code";
    // `-Werror cross-execution-space-call` is `--diag_error h_general_hd_illegal_call` (and
    // h_general_hd_illegal_call_generic, not in the catalog yet).
    CallHostFromHostDevice = FrontEnd, 3595, Some(3595 + CUDA_DISPLAY_OFFSET), Warning, Some("h_general_hd_illegal_call"),
        "calling a __host__ function(%sq1) from a __host__ __device__ function(%sq2) is not allowed";
    CallConstexprHostFromHostDevice = FrontEnd, 3597, Some(3597 + CUDA_DISPLAY_OFFSET), Warning, Some("h_general_hd_illegal_call_constexpr"),
        "calling a constexpr __host__ function(%sq1) from a __host__ __device__ function(%sq2) is not allowed. The experimental flag '--expt-relaxed-constexpr' can be used to allow this (note: for a __tile__/__tile_global__ caller, the flag guarantees support only for calls that are required by language rules to be evaluated at compile time).";
    KernelLaunchNeedsRdc = FrontEnd, 3607, None, Error, None,
        "kernel launch from __device__ or __global__ functions requires separate compilation mode";
    // %s1 is "a static" (`__shared__`) or "an automatic" (`__constant__`, `__device__`).
    MemorySpaceInHostFunction = FrontEnd, 3610, None, Error, None,
        "%s1 %sq2 variable declaration is not allowed inside a host function body";
    AutomaticMemorySpaceInDeviceFunction = FrontEnd, 3611, None, Error, None,
        "an automatic %sq variable declaration is not allowed inside a device function body";
    MemoryQualifierOnDataMember = FrontEnd, 3612, None, Error, None, "memory qualifier on data member is not allowed";
    GlobalRedeclaredWithoutGlobal = FrontEnd, 3614, None, Error, None,
        "a __global__ function(%sq) redeclared without __global__";
    DeviceRedeclaredHost = FrontEnd, 3619, Some(3619 + CUDA_DISPLAY_OFFSET), Warning, Some("device_function_redeclared_with_host"),
        "a __device__ function(%sq) redeclared with __host__, hence treated as a __host__ __device__ function";
    DeviceRedeclaredHostDevice = FrontEnd, 3620, Some(3620 + CUDA_DISPLAY_OFFSET), Warning, Some("device_function_redeclared_with_host_device"),
        "a __device__ function(%sq) redeclared with __host__ __device__, hence treated as a __host__ __device__ function";
    DeviceRedeclaredWithoutDevice = FrontEnd, 3621, Some(3621 + CUDA_DISPLAY_OFFSET), Warning, Some("device_function_redeclared_without_device"),
        "a __device__ function(%sq) redeclared without __device__, hence treated as a __host__ __device__ function";
    HostRedeclaredGlobal = FrontEnd, 3622, None, Error, None, "a __host__ function(%sq) redeclared with __global__";
    HostRedeclaredDevice = FrontEnd, 3623, Some(3623 + CUDA_DISPLAY_OFFSET), Warning, Some("host_function_redeclared_with_device"),
        "a __host__ function(%sq) redeclared with __device__, hence treated as a __host__ __device__ function";
    HostRedeclaredHostDevice = FrontEnd, 3624, Some(3624 + CUDA_DISPLAY_OFFSET), Warning, Some("host_function_redeclared_with_host_device"),
        "a __host__ function(%sq) redeclared with __host__ __device__, hence treated as a __host__ __device__ function";
    ExternDeviceTreatedAsDefinition = FrontEnd, 3628, Some(3628 + CUDA_DISPLAY_OFFSET), Warning, Some("extern_entity_treated_as_static"),
        "extern declaration of the entity %s is treated as a static definition";
    GlobalWithEllipsis = FrontEnd, 3630, None, Error, None, "a __global__ function cannot have ellipsis";
    GlobalNonVoidReturn = FrontEnd, 3632, None, Error, None, "a __global__ function must have a void return type";
    GlobalDeducedReturn = FrontEnd, 3633, None, Error, None, "a __global__ function must not have a deduced return type";
    GlobalInlineIgnored = FrontEnd, 3634, Some(3634 + CUDA_DISPLAY_OFFSET), Warning, Some("global_function_inline"),
        "inline qualifier ignored for \"__global__\" function";
    // The trailing space is nvcc's.
    GlobalCallNotConfigured = FrontEnd, 3635, None, Error, None, "a __global__ function call must be configured";
    ConfiguredCallNotKernel = FrontEnd, 3635, None, Error, None, "a %s function call cannot be configured";
    LambdaAnnotationNeedsExtendedLambda = FrontEnd, 3739, None, Error, None,
        "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag";
    LambdaOperatorAnnotated = FrontEnd, 3748, None, Error, None,
        "The operator() function for a lambda cannot be explicitly annotated with execution space annotations (__host__/__device__/__global__), the annotations are derived from its closure class";
    SharedWithInitializer = FrontEnd, 3637, None, Error, None, "initializer not allowed for __shared__ variable ";
    DeviceExceptionHandling = FrontEnd, 3644, None, Error, None, "device code does not support exception handling";
    DeviceOperatorNotAllowed = FrontEnd, 3772, None, Error, None, "The operator '%s' is not allowed in device code";
    // %s1 is the variable's memory space: `__device__`, `__constant__` or `__managed__`.
    DeviceVariableDynamicInit = FrontEnd, 3645, None, Error, None,
        "dynamic initialization is not supported for a %s1 variable";
    // %s1 is the variable's memory space: `__device__`, `__constant__` or `__shared__`.
    DeviceVariableReadInHost = FrontEnd, 3675, Some(3675 + CUDA_DISPLAY_OFFSET), Warning, Some("device_var_read_in_host"),
        "a %s1 variable %sq2 cannot be directly read in a host function";
    DeviceVariableWrittenInHost = FrontEnd, 3676, Some(3676 + CUDA_DISPLAY_OFFSET), Warning, Some("device_var_written_in_host"),
        "a %s1 variable %sq2 cannot be directly written in a host function";
    DeviceVariableAddressInHost = FrontEnd, 3677, Some(3677 + CUDA_DISPLAY_OFFSET), Warning, Some("device_var_address_taken_in_host"),
        "address of a %s1 variable %sq2 cannot be directly taken in a host function";
    HostVariableReadInDevice = FrontEnd, 3678, Some(3678 + CUDA_DISPLAY_OFFSET), Warning, Some("host_var_read_in_device"),
        "a host variable %sq cannot be directly read in a __device__/__global__ function";
    HostVariableWrittenInDevice = FrontEnd, 3679, Some(3679 + CUDA_DISPLAY_OFFSET), Warning, Some("host_var_written_in_device"),
        "a host variable %sq cannot be directly written in a __device__/__global__ function";
    HostVariableAddressInDevice = FrontEnd, 3680, Some(3680 + CUDA_DISPLAY_OFFSET), Warning, Some("host_var_address_taken_in_device"),
        "address of a host variable %sq cannot be directly taken in a __device__/__global__ function";
    ManagedConst = FrontEnd, 3693, None, Error, None, "a __managed__ variable cannot have a const qualified type";
    ThreadLocalInDevice = FrontEnd, 3698, None, Error, None,
        "cannot use thread_local specifier for variable declarations in device code";
    GlobalConstexpr = FrontEnd, 3702, None, Error, None,
        "A __global__ function or function template cannot be marked constexpr";
    ManagedConstexpr = FrontEnd, 3704, None, Error, None, "A __managed__ variable cannot be marked constexpr";
    GlobalMemberFunction = FrontEnd, 3815, None, Error, None,
        "A __global__ function or function template cannot be a member function";
    GridConstantNotOnKernelParameter = FrontEnd, 3829, None, Error, None,
        "__grid_constant__ annotation is only allowed on a parameter of a __global__ function";
    GridConstantNotConst = FrontEnd, 3823, None, Error, None,
        "a parameter annotated with __grid_constant__ must have const-qualified type";
    GridConstantReference = FrontEnd, 3824, None, Error, None,
        "a parameter annotated with __grid_constant__ must not have reference type";
    LaunchBoundsNotOnKernel = FrontEnd, 3661, None, Error, None,
        "__launch_bounds__ is only allowed on a __global__ function";
    LaunchBoundsOnMember = FrontEnd, 3662, None, Error, None,
        "__launch_bounds__ is only allowed on a non-member function";
    MaxnregNotOnKernel = FrontEnd, 3842, None, Error, None, "__maxnreg__ is only allowed on a __global__ function";
    ClusterBlocksUnsupported = FrontEnd, 3831, None, Error, None,
        "cannot specify max blocks per cluster for this GPU architecture";
    ClusterDimsUnsupported = FrontEnd, 3814, None, Error, None,
        "__cluster_dims__ is not supported for this GPU architecture";
}

impl DiagId {
    pub fn entry(self) -> &'static Entry {
        &CATALOG[self as usize]
    }
}

/// Whether nvcc has a diagnostic numbered `n`, as its pragmas take numbers: EDG's internal
/// numbers 1-4012 and the CUDA display numbers 20000-20428 (CUDA 13.5; the oracle answers
/// "invalid error number" for every other number from 0 to 39999).
pub fn is_nvcc_number(n: u32) -> bool {
    (1..=4012).contains(&n) || (20000..=20428).contains(&n)
}

/// Diagnostics the host pass's front end (cudafe++) keeps quiet unless a flag or a pragma
/// classifies them explicitly (`-diag-warn 177`, `#pragma nv_diag_warning 177`); the device
/// pass reports them by default. Observed with the oracle (corpus/cases/diag).
pub const HOST_QUIET: &[DiagId] = &[DiagId::DeclaredButNeverReferenced, DiagId::SetButNeverUsed];

/// Diagnostics cicc reports late, while lowering the unit after its front end: nvcc then
/// prints no source line or caret under them, and none at all when the device pass's front
/// end reported an error. Observed with the oracle (corpus/cases/cuda/expected/*.txt).
pub const DEVICE_LATE: &[DiagId] = &[
    DiagId::CallHostFromDevice,
    DiagId::CallHostFromHostDevice,
    DiagId::CallHostFromGlobal,
    DiagId::ExternDeviceTreatedAsDefinition,
    DiagId::UndefinedInDeviceCode,
];

/// Diagnostics cicc reports as its front end finishes the unit, with their source lines, and
/// only when the front end reported no error before (the oracle: an unrelated error
/// elsewhere in the unit silences them, a warning does not; case
/// sema/device_variable_dynamic_init_silenced).
pub const DEVICE_AFTER_FRONT_END: &[DiagId] = &[DiagId::DeviceVariableDynamicInit];

/// The entry whose display number, internal number or tag is `key`: how nvcc users name a
/// diagnostic in `--diag-suppress` and `#pragma nv_diag_*` (the oracle rejects `EC177` there
/// with "invalid error tag").
pub fn find(key: &str) -> Option<&'static Entry> {
    let key = key.trim();
    match key.parse::<u32>() {
        Ok(n) => find_number(n),
        Err(_) => find_tag(key.as_bytes()),
    }
}

/// The front-end entry whose internal or display number is `n`.
pub fn find_number(n: u32) -> Option<&'static Entry> {
    CATALOG.iter().find(|e| e.origin == Origin::FrontEnd && (e.internal == n || e.display == Some(n)))
}

/// The entry whose tag is `name`.
pub fn find_tag(name: &[u8]) -> Option<&'static Entry> {
    CATALOG.iter().find(|e| e.tag.is_some_and(|t| t.as_bytes() == name))
}
