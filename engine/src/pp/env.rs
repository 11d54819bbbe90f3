//! nvcc's two preprocessing environments (placeholder; being written).
