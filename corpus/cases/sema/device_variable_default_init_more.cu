// More default constructions of device variables: constructors callable without arguments
// through default arguments, definitions out of the class, and classes without constructors
// whose bases' and fields' classes decide (recursively; arrays too). A constructor with
// parameters is never "empty", even defined without statements.
struct S { int a; S() : a(1) {} };
struct T { int a = 1; };
struct Y { Y(int = 0) {} };
struct Z { Z(int a = 0, int b = 1); };
struct Z2 { Z2(int a = 0); };
Z2::Z2(int a) {}
struct MM { int a; S s; };
struct MT { T t; };
struct MB : S {};
struct MA { S arr[2]; };
struct MN { MM m; };
struct OV { OV(); OV(int); };
OV::OV() {}
int counter;
struct OW { OW(); OW(int); };
OW::OW() { counter = 1; }
__device__ Y vy;
__device__ Z vz;
__device__ Z2 vz2;
__device__ MM vmm;
__device__ MT vmt;
__device__ MB vmb;
__device__ MA vma;
__device__ MN vmn;
__device__ OV vov;
__device__ OW vow;
