export declare const BUILD_INPUTS: string[];
export declare const STAMP_FILE: string;
export declare function sourceHash(root: string): string;
export declare function readStamp(root: string): string | null;
export declare function writeStamp(root: string): void;
export declare function buildIsCurrent(root: string): boolean;
