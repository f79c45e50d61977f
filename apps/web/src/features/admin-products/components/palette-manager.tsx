import { useState } from 'react';
import type { AdminColour } from '@shop/shared/colours';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Swatch } from '../../../components/ui/swatch.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useColourChange, usePalette } from '../api/palette.ts';
import { ColourForm } from './colour-form.tsx';

/**
 * `/admin/colours`: the palette products choose their colours from (decision 043). Add a colour,
 * rename it in both languages or change its swatch (every product follows), remove one no
 * product uses (the server refuses the others with a sentence saying how many use it).
 */
export function PaletteManager() {
  const { t } = useTranslation();
  const palette = usePalette();
  const toast = useToast();
  const { remove } = useColourChange();
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminColour | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.key, {
      onSuccess: () => toast.show(t('admin.palette.removed'), 'success'),
      onError: (error) => toast.show(errorMessage(error), 'error'),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <section aria-labelledby="palette-add" className="rounded-xl border border-line bg-white p-4 sm:p-6">
        <h2 id="palette-add" className="mb-1 text-lg font-bold">
          {t('admin.palette.addHeading')}
        </h2>
        <p className="mb-4 text-sm text-muted">{t('admin.palette.intro')}</p>
        <ColourForm idPrefix="new-colour" />
      </section>
      <section aria-labelledby="palette-list" className="rounded-xl border border-line bg-white p-4 sm:p-6">
        <h2 id="palette-list" className="mb-4 text-lg font-bold">
          {t('admin.palette.listHeading')}
        </h2>
        <QueryState
          query={palette}
          loadingLabel={t('admin.palette.loading')}
          errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-sm text-muted">{t('admin.palette.empty')}</p>}
        >
          {(data) => (
            <ul className="flex flex-col divide-y divide-line" data-testid="palette">
              {data.items.map((colour) => (
                <li key={colour.key} className="py-3" data-testid="palette-colour">
                  {editing === colour.key ? (
                    <ColourForm
                      idPrefix={`colour-${colour.key}`}
                      colourKey={colour.key}
                      initial={{ name: colour.name, nameMy: colour.nameMy, swatch: colour.swatch }}
                      onDone={() => setEditing(null)}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <div className="flex flex-wrap items-center gap-3">
                      <Swatch colour={colour.swatch} size="md" />
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold">
                          {colour.name}
                          {colour.nameMy && (
                            <span lang="my" className="ml-2 font-normal text-muted">
                              {colour.nameMy}
                            </span>
                          )}
                        </p>
                        <p className="text-xs text-muted">
                          {colour.swatch} ·{' '}
                          {colour.products
                            ? t('admin.palette.usedBy', { count: colour.products })
                            : t('admin.palette.unused')}
                        </p>
                      </div>
                      <div className="flex gap-2">
                        <Button
                          variant="secondary"
                          onClick={() => setEditing(colour.key)}
                          aria-label={t('admin.palette.editColour', { name: colour.name })}
                        >
                          {t('admin.palette.edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          className="text-danger"
                          onClick={() => setRemoving(colour)}
                          aria-label={t('admin.palette.removeColour', { name: colour.name })}
                        >
                          {t('admin.palette.remove')}
                        </Button>
                      </div>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <ConfirmDialog
        open={removing !== null}
        title={t('admin.palette.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('admin.palette.remove')}
        cancelLabel={t('admin.palette.cancel')}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        busy={remove.isPending}
        danger
      >
        <p>{t('admin.palette.removeBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
