%:include <vector>
%:include <string>
// Digraphs, alternative tokens and the <:: rule.
%:define PASTE(a, b) a %:%: b
%:define QUOTE(a) %:a

namespace ns <%
struct S <% int v<:4:>; %>;
%>

std::vector<::std::string> names;            // `<` then `::`, not `<:` `:`
std::vector<::ns::S> things;
int arr<:3:> = <% 1, 2, 3 %>;
template <class T> struct Box <% T t; %>;
Box<::ns::S> box;

int use(int x, int y) <%
    int PASTE(va, lue) = arr<:0:>;
    if (x and y or not x) value += 1;
    if (x bitand y bitor compl x) value ^= 2;
    value and_eq 3; value or_eq 4; value xor_eq 5;
    if (x not_eq y) return value xor 1;
    auto lam = <:&:>(int q) <% return q; %>;
    return lam(value);
%>

// <::> is `<:` `:>`; <::: is `<:` `::`.
#define EMPTY_SUBSCRIPT(a) a<::>
#define ODD(a) a<:::x:>

int index_global() <% return arr<:::ns::S{}.v<:0:>:>; %>
