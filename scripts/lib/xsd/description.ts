export function describeType(..._a: unknown[]): string { return ''; }
