export declare function compressAssets(dir: string): { file: string; raw: number; compressed: number }[];
