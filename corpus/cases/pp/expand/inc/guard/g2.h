// comment before the guard
#if !defined(GUARD_G2_H)
#define GUARD_G2_H
guarded2_body
#endif // GUARD_G2_H
