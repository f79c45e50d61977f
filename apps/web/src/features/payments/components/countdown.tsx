import { useEffect, useState } from 'react';
import { toMyanmarDigits } from '@shop/shared/language';
import { useTranslation } from '../../../lib/i18n.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds left until `dueAt`, by the server's clock (`now` as answered, then this device's pace). */
export function useTimeLeft(dueAt: string | null, now: string): number | null {
  const [offset] = useState(() => Date.parse(now) - Date.now());
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (!dueAt) return;
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [dueAt]);
  return dueAt ? Math.max(0, Date.parse(dueAt) - (tick + offset)) : null;
}

/** "Time left to pay: 23:59:12" ("၂၃:၅၉:၁၂" in Burmese), ticking every second. */
export function Countdown({ left }: { left: number }) {
  const { t, language } = useTranslation();
  const seconds = Math.floor(left / 1000);
  const latin = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  const clock = language === 'my' ? toMyanmarDigits(latin) : latin;
  return (
    <p className="text-sm">
      {t('payment.timeLeft')}{' '}
      {/* The monospaced font has no Myanmar digits: Burmese readers get the text font's (tabular) ones. */}
      <span
        className={`${language === 'my' ? '' : 'font-mono '}text-lg font-bold tabular-nums`}
        data-testid="time-left"
        aria-live="off"
      >
        {clock}
      </span>
    </p>
  );
}
