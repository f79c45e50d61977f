import { LANGUAGES, type Language } from '@shop/shared/language';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { chooseLanguage } from '../../lib/language.ts';
import { useAuthToken } from '../../lib/use-auth-token.ts';
import { useWaitingForApp } from '../../lib/use-hydrated.ts';
import { LanguageName } from './language-name.tsx';

type LanguageSwitchProps = {
  /** `dark` on the footer's ink background. */
  tone?: 'light' | 'dark';
  className?: string;
};

/**
 * "English / မြန်မာ": each language named in itself, the one shown pressed. The page stays where it
 * is and renders again in the other language; a signed-in customer's account remembers it too.
 */
export function LanguageSwitch({ tone = 'light', className = '' }: LanguageSwitchProps) {
  const { t, language } = useTranslation();
  const token = useAuthToken();
  const toast = useToast();
  // The page changes language once its code runs (a page drawn on the server, on its way).
  const waiting = useWaitingForApp();

  const choose = (next: Language) => {
    if (next === language) return;
    chooseLanguage(next).catch(() => toast.show(t('errors.generic'), 'error'));
    // The account's copy is saved by code that loads on the first switch, not with every page.
    if (token)
      import('../../features/auth/api/save-language.ts')
        .then(({ saveLanguage }) => saveLanguage(next))
        .catch((error: unknown) => toast.show(errorMessage(error), 'error'));
  };

  const idle = `border-transparent ${tone === 'dark' ? 'text-white/75 hover:text-white' : 'text-muted hover:text-ink'}`;
  const pressed = `border-current ${tone === 'dark' ? 'text-white' : 'text-ink'}`;
  const divider = tone === 'dark' ? 'text-white/40' : 'text-line';
  return (
    <div role="group" aria-label={t('language.label')} className={`flex items-center text-sm ${className}`}>
      {LANGUAGES.map((option, index) => (
        <span key={option} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className={`px-1 ${divider}`}>
              /
            </span>
          )}
          <button
            type="button"
            lang={option}
            aria-pressed={option === language}
            aria-disabled={waiting}
            onClick={() => choose(option)}
            className="inline-flex min-h-11 items-center px-2 font-semibold transition-colors"
          >
            <span className={`border-b-2 py-0.5 ${option === language ? pressed : idle}`}>
              <LanguageName language={option} />
            </span>
          </button>
        </span>
      ))}
    </div>
  );
}
