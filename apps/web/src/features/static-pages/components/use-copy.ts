import { messageList, useTranslation } from '../../../lib/i18n.ts';

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
  useTranslation(); // renders again if the catalogue changes
  return messageList<T>(key);
}
