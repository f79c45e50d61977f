// Types of scripts/myanmar-font.mjs, for the test that imports it (apps/web/src/locales/myanmar-font.test.ts).
export declare const ROOT: string;
export declare const WEIGHTS: number[];
export declare function fontsourceFile(weight: number, ext?: 'woff' | 'woff2'): string;
export declare function isMyanmar(codePoint: number): boolean;
export declare const TEXT_SOURCES: string[];
export declare function shopTextFiles(): string[];
export declare function shopCodePoints(files?: string[]): number[];
export declare const FORMAT_CHARACTERS: number[];
export declare function unicodeRange(codePoints: number[]): string;
export declare function woffToSfnt(woff: Uint8Array): Uint8Array;
export declare function sfntToWoff2(sfnt: Uint8Array): Uint8Array;
export declare function subsetFont(sfnt: Uint8Array, codePoints: number[]): Promise<Uint8Array>;
export declare function fontCodePoints(sfnt: Uint8Array): Promise<number[]>;
