// #warning: a warning; the output is unaffected.
before
#warning this is a warning
#warning "quoted warning"
#  warning indented   with    spaces
#warning
after
