//! The prescan's first pass: every bracket's partner, in one walk over the kind array.
//!
//! The parser jumps over what it does not need to read (function bodies in system headers,
//! attribute arguments, the operands of `sizeof` it only skips) by a bracket's partner, and
//! knows before it starts where the unit's brackets do not balance.

use crate::lex::TokenKind;

/// No partner: an unbalanced bracket, or not a bracket.
pub const NONE: u32 = u32::MAX;

/// The partners of a unit's brackets.
#[derive(Debug, Default)]
pub struct Brackets {
    /// For `(` `[` `{`: the index of the closer; for `)` `]` `}`: of the opener; else NONE.
    pub partner: Vec<u32>,
    /// Brackets without a partner, in token order.
    pub unbalanced: Vec<u32>,
}

/// The opener a closer closes.
fn opener_of(closer: TokenKind) -> TokenKind {
    match closer {
        TokenKind::RParen => TokenKind::LParen,
        TokenKind::RBracket => TokenKind::LBracket,
        _ => TokenKind::LBrace,
    }
}

impl Brackets {
    /// Pairs the brackets of `kinds`. A closer that does not match the innermost opener
    /// closes the nearest opener of its own kind when there is one inside the innermost
    /// open brace (the openers in between stay unbalanced), and is unbalanced otherwise;
    /// an opener never reaches across a `}` that is not its own.
    ///
    /// Linear in the tokens: besides the stack of open brackets, the positions in it of each
    /// kind of opener are kept on a stack of their own, so the nearest opener of a kind and
    /// the innermost open brace are at hand, and every opener is pushed and popped once.
    pub fn of(kinds: &[TokenKind]) -> Brackets {
        let mut partner = vec![NONE; kinds.len()];
        let mut unbalanced = Vec::new();
        let mut open: Vec<u32> = Vec::new();
        // For `(`, `[`, `{`: the positions in `open` of the openers of that kind.
        let mut of_kind: [Vec<u32>; 3] = Default::default();
        let slot = |k: TokenKind| match k {
            TokenKind::LParen | TokenKind::RParen => 0,
            TokenKind::LBracket | TokenKind::RBracket => 1,
            _ => 2,
        };
        for (i, &k) in kinds.iter().enumerate() {
            match k {
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => {
                    of_kind[slot(k)].push(open.len() as u32);
                    open.push(i as u32);
                }
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                    // Nearly every closer closes the innermost opener: paired at once. (It is
                    // the nearest opener of its kind, and no brace is open inside it.)
                    if let Some(&o) = open.last() {
                        if kinds[o as usize] == opener_of(k) {
                            open.pop();
                            of_kind[slot(k)].pop();
                            partner[o as usize] = i as u32;
                            partner[i] = o;
                            continue;
                        }
                    }
                    // The nearest opener this closer may close: not beyond an open brace
                    // unless the closer is a brace itself.
                    let nearest = of_kind[slot(k)].last().copied();
                    let innermost_brace = of_kind[2].last().copied();
                    let found = nearest.filter(|&at| k == TokenKind::RBrace || innermost_brace.is_none_or(|b| b < at));
                    match found {
                        Some(at) => {
                            let at = at as usize;
                            for &o in &open[at + 1..] {
                                unbalanced.push(o);
                            }
                            let o = open[at];
                            open.truncate(at);
                            for stack in &mut of_kind {
                                while stack.last().is_some_and(|&p| p as usize >= at) {
                                    stack.pop();
                                }
                            }
                            partner[o as usize] = i as u32;
                            partner[i] = o;
                        }
                        None => unbalanced.push(i as u32),
                    }
                }
                _ => {}
            }
        }
        unbalanced.extend(open);
        unbalanced.sort_unstable();
        Brackets { partner, unbalanced }
    }

    /// The partner of bracket `i`, if it has one.
    #[inline]
    pub fn partner(&self, i: usize) -> Option<usize> {
        self.partner.get(i).copied().filter(|&p| p != NONE).map(|p| p as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use TokenKind::*;

    #[test]
    fn pairs_nested_brackets() {
        let k = [LBrace, LParen, LBracket, RBracket, RParen, RBrace, Eof];
        let b = Brackets::of(&k);
        assert_eq!(b.partner(0), Some(5));
        assert_eq!(b.partner(1), Some(4));
        assert_eq!(b.partner(3), Some(2));
        assert!(b.unbalanced.is_empty());
    }

    #[test]
    fn an_unclosed_paren_does_not_swallow_the_brace() {
        // { ( } : the paren is unbalanced, the braces pair.
        let k = [LBrace, LParen, RBrace, Eof];
        let b = Brackets::of(&k);
        assert_eq!(b.partner(0), Some(2));
        assert_eq!(b.unbalanced, vec![1]);
    }

    #[test]
    fn a_stray_closer_is_unbalanced() {
        let k = [LParen, RParen, RParen, LBrace, Eof];
        let b = Brackets::of(&k);
        assert_eq!(b.partner(0), Some(1));
        assert_eq!(b.unbalanced, vec![2, 3]);
    }

    #[test]
    fn a_paren_does_not_close_across_a_brace() {
        // ( { ) } : the brace pair stands, the parens do not close across it.
        let k = [LParen, LBrace, RParen, RBrace, Eof];
        let b = Brackets::of(&k);
        assert_eq!(b.partner(1), Some(3));
        assert_eq!(b.unbalanced, vec![0, 2]);
    }

    /// The rule of `Brackets::of`, written as plainly as it reads: each closer looks down the
    /// open stack for the nearest opener of its kind, not past an open brace (unless it is a
    /// brace itself).
    fn plainly(kinds: &[TokenKind]) -> (Vec<u32>, Vec<u32>) {
        let mut partner = vec![NONE; kinds.len()];
        let mut unbalanced = Vec::new();
        let mut open: Vec<usize> = Vec::new();
        for (i, &k) in kinds.iter().enumerate() {
            match k {
                LParen | LBracket | LBrace => open.push(i),
                RParen | RBracket | RBrace => {
                    let mut found = None;
                    for (depth, &o) in open.iter().enumerate().rev() {
                        if kinds[o] == opener_of(k) {
                            found = Some(depth);
                            break;
                        }
                        if kinds[o] == LBrace {
                            break;
                        }
                    }
                    match found {
                        Some(depth) => {
                            unbalanced.extend(open.drain(depth + 1..).map(|o| o as u32));
                            let o = open[depth];
                            open.truncate(depth);
                            partner[o] = i as u32;
                            partner[i] = o as u32;
                        }
                        None => unbalanced.push(i as u32),
                    }
                }
                _ => {}
            }
        }
        unbalanced.extend(open.iter().map(|&o| o as u32));
        unbalanced.sort_unstable();
        (partner, unbalanced)
    }

    proptest::proptest! {
        #[test]
        fn pairs_as_the_rule_says(picks in proptest::collection::vec(0usize..7, 0..200)) {
            let alphabet = [LParen, RParen, LBracket, RBracket, LBrace, RBrace, Identifier];
            let kinds: Vec<TokenKind> = picks.iter().map(|&p| alphabet[p]).collect();
            let b = Brackets::of(&kinds);
            let (partner, unbalanced) = plainly(&kinds);
            proptest::prop_assert_eq!(b.partner, partner);
            proptest::prop_assert_eq!(b.unbalanced, unbalanced);
        }
    }
}
