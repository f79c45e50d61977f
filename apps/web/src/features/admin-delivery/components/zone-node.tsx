import type { AdminZone } from '@shop/shared/delivery';
import { formatCount, formatMMK } from '@shop/shared/money';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCreateZone } from '../api/create-zone.ts';
import { useMoveZone } from '../api/move-zone.ts';
import { useUpdateZone } from '../api/update-zone.ts';
import { ZoneForm, type ZoneValues } from './zone-form.tsx';

const BLANK: ZoneValues = { nameEn: '', nameMy: '', fee: '', estimateEn: '', estimateMy: '' };
const valuesOf = (z: AdminZone): ZoneValues => ({
  nameEn: z.nameEn,
  nameMy: z.nameMy,
  fee: z.fee === null ? '' : String(z.fee),
  estimateEn: z.estimateEn ?? '',
  estimateMy: z.estimateMy ?? '',
});
const childLevel = { region: 'city', city: 'township', township: null } as const;

type ZoneNodeProps = { zone: AdminZone; zones: readonly AdminZone[]; first: boolean; last: boolean };

/** One place: its names, fee and estimate (or "as above"), on/off, order, edit; its places under it. */
export function ZoneNode({ zone, zones, first, last }: ZoneNodeProps) {
  const { t, language } = useTranslation();
  const toast = useToast();
  const update = useUpdateZone();
  const move = useMoveZone();
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const next = childLevel[zone.level];
  const children = zones.filter((z) => z.parentId === zone.id);
  const fail = (error: unknown) => toast.show(errorMessage(error), 'error');
  // The name in the reader's language (the other one beside it in English, where the owner's
  // Burmese names are read against the English ones; the edit form shows both).
  const burmese = language === 'my';
  const own = (burmese ? zone.nameMy : zone.nameEn) || zone.nameEn;
  const name = burmese ? own : `${own} · ${zone.nameMy}`;
  const terms = [
    zone.fee === null ? t('admin.delivery.feeInherited') : formatMMK(zone.fee, language),
    (burmese ? zone.estimateMy : zone.estimateEn) ?? t('admin.delivery.estimateInherited'),
  ].join(' · ');

  const row = (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      {next ? (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className={`flex min-h-11 min-w-40 flex-1 items-center gap-2 text-left font-semibold ${zone.enabled ? '' : 'text-muted line-through'}`}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          {name}
          <span className="text-xs font-normal text-muted">({formatCount(children.length, language)})</span>
        </button>
      ) : (
        <span className={`min-w-40 flex-1 font-semibold ${zone.enabled ? '' : 'text-muted line-through'}`}>{name}</span>
      )}
      <span className="text-sm text-muted" data-testid={`zone-terms-${zone.id}`}>
        {terms}
      </span>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-ink"
          checked={zone.enabled}
          onChange={(e) => update.mutate({ id: zone.id, input: { enabled: e.target.checked } }, { onError: fail })}
          aria-label={t('admin.delivery.enabledFor', { name: own })}
        />
        {t('admin.delivery.enabled')}
      </label>
      <Button
        variant="secondary"
        disabled={first}
        aria-label={t('admin.delivery.moveUpNamed', { name: own })}
        onClick={() => move.mutate({ id: zone.id, direction: 'up' }, { onError: fail })}
      >
        ↑
      </Button>
      <Button
        variant="secondary"
        disabled={last}
        aria-label={t('admin.delivery.moveDownNamed', { name: own })}
        onClick={() => move.mutate({ id: zone.id, direction: 'down' }, { onError: fail })}
      >
        ↓
      </Button>
      <Button
        variant="secondary"
        onClick={() => setEditing((e) => !e)}
        aria-expanded={editing}
        aria-label={t('admin.delivery.editNamed', { name: own })}
      >
        {t('admin.delivery.edit')}
      </Button>
    </div>
  );
  const form = editing && (
    <ZoneForm
      idPrefix={`zone-${zone.id}`}
      initial={valuesOf(zone)}
      inherits={zone.level !== 'region'}
      submitLabel={t('admin.delivery.save')}
      busy={update.isPending}
      onCancel={() => setEditing(false)}
      onSubmit={async (input) => {
        await update.mutateAsync({ id: zone.id, input });
        toast.show(t('admin.delivery.saved', { name: burmese ? input.nameMy : input.nameEn }), 'success');
        setEditing(false);
      }}
    />
  );
  return (
    <li className="border-b border-line last:border-0">
      {row}
      {form}
      {next && open && (
        <ul className="ml-4 border-l border-line pl-3">
          {children.map((child, index) => (
            <ZoneNode
              key={child.id}
              zone={child}
              zones={zones}
              first={index === 0}
              last={index === children.length - 1}
            />
          ))}
          <AddZone parentId={zone.id} level={next} />
        </ul>
      )}
    </li>
  );
}

/** A new place at the end of a list: a region, a city of a region, or a township of a city. */
export function AddZone({ parentId, level }: { parentId: number | null; level: 'region' | 'city' | 'township' }) {
  const { t, language } = useTranslation();
  const toast = useToast();
  const create = useCreateZone();
  const [open, setOpen] = useState(false);
  return (
    <li className="py-2">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="min-h-11 text-sm font-semibold underline"
      >
        {t(`admin.delivery.add.${level}`)}
      </button>
      {open && (
        <ZoneForm
          idPrefix={`new-${parentId ?? 'region'}`}
          initial={BLANK}
          inherits={level !== 'region'}
          submitLabel={t(`admin.delivery.add.${level}`)}
          busy={create.isPending}
          onCancel={() => setOpen(false)}
          onSubmit={async (input) => {
            await create.mutateAsync({ parentId, ...input });
            toast.show(t('admin.delivery.saved', { name: language === 'my' ? input.nameMy : input.nameEn }), 'success');
          }}
        />
      )}
    </li>
  );
}
