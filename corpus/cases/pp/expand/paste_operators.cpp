// Token pasting punctuators into longer punctuators.
#define cat(a, b) a ## b
cat(<, <) cat(<, =) cat(<<, =) cat(<, <=) cat(>, >=)
cat(-, >) cat(->, *) cat(+, +) cat(-, -) cat(&, &) cat(|, |) cat(:, :)
cat(., *) cat(#, #) cat(%:, %:) cat(<, :) cat(%, >) cat(!, =) cat(^, =)
cat(+, =) cat(=, =) cat(*, =) cat(/, =) cat(%, =) cat(|, =) cat(&, =)
