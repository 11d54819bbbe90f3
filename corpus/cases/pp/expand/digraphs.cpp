// Digraphs: %:define, %:%: pasting, %: stringizing; output keeps the spelling.
%:define CAT(a, b) a %:%: b
%:define STR(x) %:x
CAT(x, y) STR(<: :> <% %> %: %:%:)
%:if 1
<:1:> <%2%> %:%:
%:endif
CAT(<, :) CAT(%:, %:) CAT(<, %) CAT(%, >)
%:define HASH %:
HASH HASH
<::a <::> <:::
a<::b
