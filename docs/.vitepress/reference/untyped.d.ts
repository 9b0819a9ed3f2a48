// Stands in for the packages' dependencies other than Vue while the reference is generated (see
// checker.ts): what the pages show is read from the packages' own sources.
declare const untyped: unknown
export = untyped
