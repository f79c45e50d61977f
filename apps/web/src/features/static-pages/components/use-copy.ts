import { messageList, useTranslation, type Translate } from '../../../lib/i18n.ts';

export type CopySection = {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  paragraphsAfter?: string[];
};

/**
 * A list from the message catalogue (long page bodies are arrays in pages.json); an empty list
 * when the key is missing, so a page never breaks on a half-translated catalogue. A string
 * "@some.key" in the list stands for that message, so a text shown on several pages (the returns
 * policy) is written once.
 */
export function useCopyList<T>(key: string): T[] {
  const { t } = useTranslation(); // renders again if the catalogue changes
  return messageList<T>(key).map((entry) => resolveReferences(entry, t) as T);
}

function resolveReferences(value: unknown, t: Translate): unknown {
  if (typeof value === 'string') return value.startsWith('@') ? t(value.slice(1)) : value;
  if (Array.isArray(value)) return value.map((item) => resolveReferences(item, t));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveReferences(v, t)]));
  return value;
}
