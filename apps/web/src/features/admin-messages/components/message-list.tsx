import { formatPhone } from '@shop/shared/phone-rules';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '@shop/shared/dates';
import { useMarkMessageRead, useMessages } from '../api/list-messages.ts';
import { MessageReplies } from './message-reply.tsx';

/** `/admin/messages`: what visitors sent from /contact, newest first; unread ones stand out. */
export function MessageList() {
  const { t, language } = useTranslation();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const list = useMessages(page);
  const mark = useMarkMessageRead();

  return (
    <QueryState
      query={list}
      loadingLabel={t('common.loading')}
      skeleton={Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-28 w-full" />
      ))}
      errorMessage={(error) => t('admin.loadError', { message: errorMessage(error) })}
      isEmpty={(data) => data.messages.length === 0}
      empty={<EmptyState title={t('admin.messages.empty')} />}
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('admin.messages.unread', { count: data.pagination.unread })}</p>
          <ul className="flex flex-col gap-3">
            {data.messages.map((m) => (
              <li key={m._id}>
                <article
                  className={`flex flex-col gap-2 rounded-xl border bg-white p-4 ${m.readAt ? 'border-line' : 'border-ink border-l-4'}`}
                >
                  <header className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="font-semibold">
                      {!m.readAt && (
                        <span className="mr-2 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-white">
                          {t('admin.messages.new')}
                        </span>
                      )}
                      {m.subject}
                    </h2>
                    <p className="text-xs text-muted">{formatDateTime(m.createdAt, language)}</p>
                  </header>
                  <p className="text-sm text-muted">
                    {m.name}
                    {m.email && (
                      <>
                        {' · '}
                        <a href={`mailto:${m.email}`} className="underline">
                          {m.email}
                        </a>
                      </>
                    )}
                    {m.phone && (
                      <>
                        {' · '}
                        <a href={`tel:${m.phone}`} className="underline">
                          {formatPhone(m.phone, language)}
                        </a>
                      </>
                    )}
                  </p>
                  <p className="whitespace-pre-wrap text-sm">{m.message}</p>
                  <MessageReplies message={m} />
                  {!m.readAt && (
                    <Button
                      variant="secondary"
                      className="self-start"
                      busy={mark.isPending && mark.variables === m._id}
                      onClick={() =>
                        mark.mutate(m._id, { onError: (error) => toast.show(errorMessage(error), 'error') })
                      }
                    >
                      {t('admin.messages.markRead')}
                    </Button>
                  )}
                </article>
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={data.pagination.totalPages} onPage={setPage} />
        </div>
      )}
    </QueryState>
  );
}
