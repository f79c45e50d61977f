/** Types for `myanmar-tools` 1.1.3 (Google's Zawgyi detector and converter), which ships none. */
declare module 'myanmar-tools' {
  interface ZawgyiDetector {
    /** 0–1: how likely the text is Zawgyi; -Infinity when it has no Myanmar character. */
    getZawgyiProbability(text: string, verbose?: boolean): number;
  }
  interface ZawgyiConverter {
    zawgyiToUnicode(text: string): string;
    unicodeToZawgyi(text: string): string;
    normalizeZawgyi(text: string): string;
  }
  /** A CommonJS module: Node's ESM sees only its default export. */
  const myanmarTools: {
    ZawgyiDetector: new () => ZawgyiDetector;
    ZawgyiConverter: new () => ZawgyiConverter;
  };
  export default myanmarTools;
}
