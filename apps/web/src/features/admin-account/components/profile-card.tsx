import { digitsOnly } from '../../../lib/digits.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminProfileUpdateSchema,
  type Me,
  type ProfileReply,
  type AdminProfileUpdate,
  type AdminProfileUpdateInput,
} from '@shop/shared/account';
import type { ChangeEvent } from 'react';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Panel } from '../../../components/ui/panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useUpdateAdminProfile } from '../api/account.ts';

const FIELDS = ['name', 'displayName', 'phone'] as const;
type Name = (typeof FIELDS)[number];

/** The admin's own name, display name and phone (the email is shown, not edited). */
export function ProfileCard({ me, onSaved }: { me: Me; onSaved: (user: ProfileReply['user']) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateAdminProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<AdminProfileUpdateInput, unknown, AdminProfileUpdate>({
    resolver: zodResolver(AdminProfileUpdateSchema),
    defaultValues: { name: me.name, displayName: me.displayName ?? me.name, phone: me.phone ?? '' },
  });
  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (reply) => {
        toast.show(reply.message, 'success');
        onSaved(reply.user);
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (field && (FIELDS as readonly string[]).includes(field)) setError(field as Name, { message: error.message });
        else toast.show(errorMessage(error), 'error');
      },
    }),
  );
  const control = (name: Name) => ({
    id: `admin-profile-${name}`,
    invalid: Boolean(errors[name]),
    'aria-required': name !== 'phone',
    'aria-describedby': describedBy(`admin-profile-${name}`, { error: errors[name]?.message }),
    ...register(name),
  });
  const phone = control('phone');
  return (
    <Panel id="admin-profile" title={t('admin.account.profileHeading')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="admin-profile-name" label={t('admin.account.name')} error={errors.name?.message} required>
            <Input autoComplete="name" {...control('name')} />
          </Field>
          <Field
            id="admin-profile-displayName"
            label={t('admin.account.displayName')}
            error={errors.displayName?.message}
            required
          >
            <Input autoComplete="nickname" {...control('displayName')} />
          </Field>
          <Field id="admin-profile-phone" label={t('admin.account.phone')} error={errors.phone?.message}>
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              {...phone}
              onChange={(e: ChangeEvent<HTMLInputElement>) => {
                e.target.value = digitsOnly(e.target.value);
                return phone.onChange(e);
              }}
            />
          </Field>
          <Field id="admin-profile-email" label={t('admin.account.email')}>
            <Input id="admin-profile-email" value={me.email} readOnly className="text-muted" />
          </Field>
        </div>
        <Button type="submit" busy={update.isPending} className="self-start">
          {t('admin.account.saveProfile')}
        </Button>
      </form>
    </Panel>
  );
}
