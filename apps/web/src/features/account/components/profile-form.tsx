import { toMyanmarDigits } from '@shop/shared/language';
import { digitsOnly } from '../../../lib/digits.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ProfileUpdateSchema,
  type Me,
  type ProfileReply,
  type ProfileUpdate,
  type ProfileUpdateInput,
} from '@shop/shared/account';
import type { ChangeEvent } from 'react';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AccountCard } from './account-page.tsx';
import '../../../locales/account.ts';

const FIELDS = ['name', 'displayName', 'phone'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is FieldName => (FIELDS as readonly string[]).includes(name ?? '');

/** Name, display name and phone (digits only); the email is shown, not edited. */
export function ProfileForm({ me, onSaved }: { me: Me; onSaved?: (user: ProfileReply['user']) => void }) {
  const { t, language } = useTranslation();
  // Digits as the reader writes them, in the box too; the shared rule reads either.
  const shown = (digits: string) => (language === 'my' ? toMyanmarDigits(digits) : digits);
  const toast = useToast();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useShopForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: { name: me.name, displayName: me.displayName ?? me.name, phone: shown(me.phone ?? '') },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (reply) => {
        toast.show(t('account.profileUpdated'), 'success');
        reset({
          name: reply.user.name,
          displayName: reply.user.displayName ?? '',
          phone: shown(reply.user.phone ?? ''),
        });
        onSaved?.(reply.user);
      },
      onError: (error) => {
        const answered = error instanceof ApiError && error.status > 0 && error.status < 500;
        if (answered && isField(error.field)) setError(error.field, { message: error.message }, { shouldFocus: true });
        else toast.show(answered ? error.message : t('account.profileFailed'), 'error');
      },
    }),
  );

  // The spec's one sentence for any empty field, said once above the form rather than under each.
  const fillRequired = t('account.fillRequired');
  const missing = FIELDS.some((name) => errors[name]?.message === fillRequired);
  const control = (name: FieldName) => {
    const error = errors[name]?.message;
    const ownError = error && error !== fillRequired ? error : undefined;
    const ids = [error ? (ownError ? `profile-${name}-error` : 'profile-missing') : '', hintId(name)];
    return {
      field: { id: `profile-${name}`, error: ownError },
      input: {
        id: `profile-${name}`,
        invalid: Boolean(error),
        'aria-required': true,
        'aria-describedby': ids.filter(Boolean).join(' ') || undefined,
        ...register(name),
      },
    };
  };
  const hintId = (name: FieldName) => (name === 'displayName' ? 'profile-displayName-hint' : '');
  const name = control('name');
  const displayName = control('displayName');
  const phone = control('phone');
  const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = shown(digitsOnly(event.target.value));
    return phone.input.onChange(event);
  };

  return (
    <AccountCard id="profile-heading" title={t('account.profileHeading')} lead={t('account.profileLead')}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="profile-heading" className="flex flex-col gap-5">
        {missing && (
          <p
            id="profile-missing"
            role="alert"
            className="rounded-md bg-danger/5 px-3 py-2 text-sm font-medium text-danger"
          >
            {fillRequired}
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...name.field} label={t('account.name')} required>
            <Input type="text" autoComplete="name" {...name.input} />
          </Field>
          <Field {...displayName.field} label={t('account.displayName')} hint={t('account.displayNameHint')} required>
            <Input type="text" autoComplete="nickname" {...displayName.input} />
          </Field>
          <Field {...phone.field} label={t('account.phone')} required>
            <Input type="tel" inputMode="numeric" autoComplete="tel" {...phone.input} onChange={keepDigits} />
          </Field>
          <Field id="profile-email" label={t('account.email')}>
            <Input id="profile-email" type="email" value={me.email} readOnly className="text-muted" />
          </Field>
        </div>
        <Button type="submit" busy={update.isPending} className="w-full sm:w-auto sm:self-start">
          {update.isPending ? t('account.savingProfile') : t('account.saveProfile')}
        </Button>
      </form>
    </AccountCard>
  );
}
