#ifndef GUARD_G_H
#define GUARD_G_H
guarded_body
#endif
