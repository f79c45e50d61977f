import { useState } from 'react';
import { Input, type InputProps } from './input.tsx';

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Names of the eye button in its two states ("Show password" / "Hide password"). */
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show/hide button (a toggle: `aria-pressed` says whether it is shown). */
export function PasswordInput({ showLabel, hideLabel, className = '', ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={`pr-12 ${className}`} {...rest} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        aria-label={showLabel}
        title={visible ? hideLabel : showLabel}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-muted hover:text-ink"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M3 3l18 18" />}
        </svg>
      </button>
    </div>
  );
}
