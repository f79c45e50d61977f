import { useTranslation } from '../../lib/i18n.ts';
import { AdminPage } from '../../app/layouts/admin-page.tsx';
import { MessageList } from '../../features/admin-messages/components/message-list.tsx';

/** `/admin/messages`: the contact inbox. */
export default function AdminMessagesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.messages.title')}>
      <MessageList />
    </AdminPage>
  );
}
