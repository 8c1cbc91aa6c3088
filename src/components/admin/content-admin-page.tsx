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
  group,
  header,
  render,
}: {
  type: ContentType & { table: T };
  /** In a gallery: the group whose items the screen lists. */
  group?: string;
  /** Above the OAB notice (e.g. the choice of a gallery). */
  header?: ReactNode;
  /** Given the rows; for a type with exactly one active row (the main logo), that row or none. */
  render: (items: T['$inferSelect'][]) => ReactNode;
}) {
  const service = contentServiceOf(type);
  return (
    <AdminScreen
      texts={type.messages}
      load={async (actor) => {
        if (!type.hooks?.singleActive) return service.list(actor, group);
        const active = await service.active(actor);
        return active ? [active] : [];
      }}
      header={
        <>
          {header}
          <OabRuleNotice type={type} />
        </>
      }
      render={render}
    />
  );
}
