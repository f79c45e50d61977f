/** Message catalogues compiled on import (apps/web/message-catalogues.ts). */
declare module '*.json?catalogue' {
  const catalogue: import('../message-catalogues.ts').CompiledCatalogue;
  export default catalogue;
}
