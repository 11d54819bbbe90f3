#pragma once
struct once_type {
    int x;
};
