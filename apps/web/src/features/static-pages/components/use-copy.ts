import { useTranslation } from 'react-i18next';

export type CopySection = {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  paragraphsAfter?: string[];
};

/**
 * A list from the message catalogue (long page bodies are arrays in pages.json); an empty list
 * when the key is missing, so a page never breaks on a half-translated catalogue.
 */
export function useCopyList<T>(key: string): T[] {
  const { t } = useTranslation();
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}
