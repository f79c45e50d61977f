import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StockFileChange, StockImportReply } from '@shop/shared/stock-files';
import { formatMMK } from '@shop/shared/money';
import { inLanguage } from '@shop/shared/catalog-rules';
import { errorMessage } from '../../../lib/api-client.ts';
import { localDigits, useTranslation } from '../../../lib/i18n.ts';
import type { UploadProgress } from '../../../lib/upload.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ProgressBar } from '../../../components/ui/progress.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { refreshProducts } from '../api/invalidate.ts';
import { importStockFile, useExportStock } from '../api/stock-file.ts';

type Phase = 'checking' | 'applying' | null;

/**
 * Stock and prices by file: export the CSV, edit it in a spreadsheet, upload it back. The upload is
 * first a preview (every change, every bad row with its line); "Apply" writes it, offered only
 * when the file has no bad row and changes something.
 */
export function StockFilePanel() {
  const { t, language } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const exporting = useExportStock();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>(null);
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<StockImportReply | null>(null);
  const onProgress = ({ loaded, total }: UploadProgress) => setProgress(total ? (loaded / total) * 100 : 0);

  const send = async (chosen: File, dryRun: boolean) => {
    setPhase(dryRun ? 'checking' : 'applying');
    setProgress(0);
    try {
      const reply = await importStockFile(chosen, dryRun, onProgress);
      if (dryRun) return setPreview(reply);
      toast.show(reply.message, 'success');
      setPreview(null);
      setFile(null);
      if (input.current) input.current.value = '';
      await refreshProducts(queryClient);
    } catch (error) {
      toast.show(t('admin.stockFile.failed', { message: errorMessage(error) }), 'error');
      // The catalogue may have moved since the preview: show the file as it checks now.
      if (!dryRun) void send(chosen, true);
    } finally {
      setPhase(null);
    }
  };

  const changeLine = (c: StockFileChange) =>
    c.field === 'price'
      ? t('admin.stockFile.priceChange', { from: formatMMK(c.from, language), to: formatMMK(c.to, language) })
      : t('admin.stockFile.stockChange', {
          color: c.color,
          size: c.size,
          from: localDigits(c.from, language),
          to: localDigits(c.to, language),
        });
  const errors = preview?.errors ?? [];
  const changes = preview?.changes ?? [];

  return (
    <Panel id="stock-file" title={t('admin.stockFile.title')}>
      <p className="text-sm text-muted">{t('admin.stockFile.hint')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          busy={exporting.isPending}
          onClick={() =>
            exporting.mutate(undefined, {
              onError: (error) => toast.show(t('admin.stockFile.failed', { message: errorMessage(error) }), 'error'),
            })
          }
        >
          {t('admin.stockFile.export')}
        </Button>
        <label
          htmlFor={inputId}
          className={buttonClass('secondary', phase ? 'pointer-events-none opacity-60' : 'cursor-pointer')}
        >
          {t('admin.stockFile.choose')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={phase !== null}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setPreview(null);
            if (chosen) void send(chosen, true);
          }}
        />
        {file && <span className="min-w-0 break-all text-sm text-muted">{file.name}</span>}
      </div>
      {phase && (
        <ProgressBar
          value={progress}
          label={t(phase === 'checking' ? 'admin.stockFile.checking' : 'admin.stockFile.applying')}
        />
      )}
      {preview && (
        <div className="flex flex-col gap-4" data-testid="stock-preview">
          <p role="status" className={`text-sm font-semibold ${errors.length ? 'text-danger' : ''}`}>
            {preview.message}
          </p>
          {errors.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-bold">{t('admin.stockFile.errorsHeading')}</h3>
              <ul className="flex flex-col divide-y divide-line rounded-md border border-danger/40 text-sm">
                {errors.map((e) => (
                  <li key={`${e.line}-${e.reason}`} className="flex gap-3 px-3 py-2">
                    <span className="shrink-0 font-semibold tabular-nums">
                      {t('admin.stockFile.line', { line: localDigits(e.line, language) })}
                    </span>
                    <span className="min-w-0 break-words">{e.reason}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {changes.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-bold">{t('admin.stockFile.changesHeading')}</h3>
              <ul className="flex max-h-96 flex-col divide-y divide-line overflow-y-auto rounded-md border border-line text-sm">
                {changes.map((c) => (
                  <li key={`${c.line}-${c.field}`} className="flex flex-wrap justify-between gap-x-3 px-3 py-2">
                    <span className="min-w-0 font-semibold">{inLanguage(language, c.itemName, c.itemNameMy)}</span>
                    <span className="tabular-nums">{changeLine(c)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {!errors.length && !changes.length && <p className="text-sm text-muted">{t('admin.stockFile.nothing')}</p>}
          {!errors.length && changes.length > 0 && file && (
            <Button className="self-start" busy={phase === 'applying'} onClick={() => void send(file, false)}>
              {t('admin.stockFile.apply', { count: changes.length })}
            </Button>
          )}
        </div>
      )}
    </Panel>
  );
}
