import type { ReactNode } from 'react';
import { AdminScreen } from '@/components/ui/admin-screen';
import type { ContentType } from '@/lib/shared/content-type';
import type { Table } from '@/lib/server/content-store';
import { contentServiceOf } from '@/lib/server/declared-content';
import { OabRuleNotice } from './oab-rule-notice';

/**
 * The admin page of a declared content type: its heading and load error from the declaration, its
 * OAB notice when it has one, the list read by its service (the type's permission first), then
 * the screen given the rows.
 */
export function ContentAdminPage<T extends Table>({
  type,
  render,
}: {
  type: ContentType & { table: T };
  render: (items: T['$inferSelect'][]) => ReactNode;
}) {
  const service = contentServiceOf(type);
  return (
    <AdminScreen
      texts={type.messages}
      load={(actor) => service.list(actor)}
      header={<OabRuleNotice type={type} />}
      render={render}
    />
  );
}
