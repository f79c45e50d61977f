import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { ColourInputSchema, type ColourFields, type ColourInput } from '@shop/shared/colours';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Swatch } from '../../../components/ui/swatch.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useShopForm } from '../../../lib/use-shop-form.ts';
import { useColourChange } from '../api/palette.ts';

const FIELDS = ['name', 'nameMy', 'swatch'] as const;
type FieldName = (typeof FIELDS)[number];

type Props = {
  /** The colour being changed; none for a new one. */
  colourKey?: string;
  initial?: ColourInput;
  /** The form's ids start with it (several forms share the screen). */
  idPrefix: string;
  onDone?: () => void;
  onCancel?: () => void;
};

/**
 * A palette colour's English and Burmese names and its swatch (a colour well beside the typed
 * `#rrggbb`): adds a colour, or renames and recolours one. The server's refusal (a taken name)
 * is shown at its field.
 */
export function ColourForm({ colourKey, initial, idPrefix, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const { save } = useColourChange();
  const blank = { name: '', nameMy: '', swatch: '#000000' };
  const { register, handleSubmit, setError, setValue, reset, control, formState } = useShopForm<
    ColourInput,
    unknown,
    ColourFields
  >({ resolver: zodResolver(ColourInputSchema), defaultValues: initial ?? blank });
  const errors = formState.errors;
  const swatch = useWatch({ control, name: 'swatch' }) ?? '';
  const validSwatch = /^#[0-9a-f]{6}$/i.test(swatch.trim()) ? swatch.trim().toLowerCase() : null;

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { key: colourKey ?? null, input },
      {
        onSuccess: () => {
          toast.show(t(colourKey ? 'admin.palette.saved' : 'admin.palette.added'), 'success');
          if (!colourKey) reset(blank);
          onDone?.();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.field : undefined;
          if (field && (FIELDS as readonly string[]).includes(field))
            setError(field as FieldName, { message: error.message });
          else toast.show(errorMessage(error), 'error');
        },
      },
    ),
  );
  const id = (name: FieldName) => `${idPrefix}-${name}`;
  const input = (name: FieldName, hint?: string) => ({
    id: id(name),
    invalid: Boolean(errors[name]),
    'aria-describedby': describedBy(id(name), { error: errors[name]?.message, hint }),
    ...register(name),
  });
  const field = (name: FieldName, hint?: string) => ({
    id: id(name),
    label: t(`admin.palette.${name}`),
    error: errors[name]?.message,
    ...(hint ? { hint } : {}),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field {...field('name')} required>
          <Input autoComplete="off" aria-required {...input('name')} />
        </Field>
        <Field {...field('nameMy', t('admin.palette.nameMyHint'))}>
          <Input autoComplete="off" lang="my" {...input('nameMy', t('admin.palette.nameMyHint'))} />
        </Field>
        <Field {...field('swatch')} required>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={t('admin.palette.pickSwatch')}
              value={validSwatch ?? '#000000'}
              onChange={(event) =>
                setValue('swatch', event.target.value, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
              className="h-11 w-12 shrink-0 cursor-pointer rounded-md border border-line bg-white p-1"
            />
            <Input autoComplete="off" spellCheck={false} placeholder="#1a2b3c" {...input('swatch')} />
            <Swatch colour={validSwatch} size="md" />
          </div>
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {t(colourKey ? 'admin.palette.save' : 'admin.palette.add')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            {t('admin.palette.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
