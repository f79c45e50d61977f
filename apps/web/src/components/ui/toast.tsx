import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import type { ToastPlacement } from './toast-placement.ts';

type ToastKind = 'success' | 'error' | 'info';
type Toast = { id: number; kind: ToastKind; message: string };
type ToastApi = { show: (message: string, kind?: ToastKind) => void };

const ToastContext = createContext<ToastApi | null>(null);
const VISIBLE_MS = 4000;

const kindClass: Record<ToastKind, string> = {
  success: 'border-success/30 bg-white text-ink [&>span:first-child]:bg-success',
  error: 'border-danger/30 bg-white text-ink [&>span:first-child]:bg-danger',
  info: 'border-line bg-white text-ink [&>span:first-child]:bg-ink',
};

/** Marks a bar fixed to the top or bottom of the screen (header, buy bar): toasts stay clear of it. */
export const STICKY_BAR = { 'data-sticky-bar': '' } as const;

// Where the stack goes is worked out by code loaded after the first screen (most pages show no toast).
type Placer = typeof import('./toast-placer.ts');
let placer: Placer | undefined;
const loadPlacer = () => import('./toast-placer.ts');

/**
 * The one toast system (no `alert()`): messages are announced to screen readers and fade after 4 s.
 * They stack clear of the screen's fixed bars and of the control that was just used (the Add to
 * Cart they answer, the admin's button), on the bottom or else the top edge.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const region = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<ToastPlacement | null>(null);

  useEffect(() => {
    void loadPlacer().then((loaded) => (placer = loaded));
  }, []);
  useLayoutEffect(() => {
    const place = (loaded: Placer) => {
      placer = loaded;
      if (!region.current?.children.length) return;
      setPlacement(loaded.measureToasts(region.current));
    };
    if (placer) place(placer);
    else if (toasts.length > 0) void loadPlacer().then(place);
  }, [toasts]);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: string, kind: ToastKind = 'info') => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-2), { id, kind, message }]);
      window.setTimeout(() => dismiss(id), VISIBLE_MS);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        ref={region}
        aria-live="polite"
        role="status"
        style={placement ? { [placement.edge]: placement.inset } : { bottom: 16 }}
        className="pointer-events-none fixed inset-x-0 z-[100] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            data-toast={toast.kind}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-card ${kindClass[toast.kind]}`}
          >
            <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full" />
            <span className="flex-1">{toast.message}</span>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="text-muted hover:text-ink"
              aria-label={t('common.dismiss')}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}
