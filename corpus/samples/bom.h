// A file that starts with a UTF-8 byte order mark.
#pragma once
#include <cstdint>

struct BomHeader {
    std::uint32_t magic = 0xFEFF;   // the BOM is white space at offset 0 only
    const char* name = "bom é";
};
