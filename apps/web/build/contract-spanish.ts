import type { Plugin } from 'vite';

const ID = 'virtual:contract-spanish';

/**
 * `virtual:contract-spanish`: the contract's English → Spanish messages as plain data, made at
 * build time. The web's Spanish chunk imports this instead of the contract's translator, which
 * reads every contract module whole and would pull all of them, untree-shaken, into the login
 * bundle (decision 021).
 */
export function contractSpanish(): Plugin {
  return {
    name: 'bloom-contract-spanish',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      const { spanishMessageTable } = await import('@bloom/contract');
      return `export default ${JSON.stringify(spanishMessageTable())};`;
    },
  };
}
