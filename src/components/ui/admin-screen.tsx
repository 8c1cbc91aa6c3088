import type { ComponentType } from 'react';
import type { Actor } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';
import { AsyncContent } from './async-content';

export interface AdminScreenProps<T> {
  texts: {
    /** The screen's heading. */
    screenTitle: string;
    /** The spec's load error toast, given a short detail of what went wrong. */
    loadFailed: (detail: string) => string;
    loadingLabel?: string;
  };
  /** The screen's read: a role-checked service call, given the signed-in actor. */
  load: (actor: Actor | null) => Promise<T[]>;
  /** The client view of the rows. */
  view: ComponentType<{ items: T[] }>;
}

/**
 * An admin screen: its heading at once, then its rows read on the server through the service
 * (which checks the role, so a visitor gets no data), with loading, content or error states.
 */
export function AdminScreen<T>({ texts, load, view: View }: AdminScreenProps<T>) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-2xl font-bold text-brand-900">{texts.screenTitle}</h1>
      <AsyncContent
        load={async () => load(await getActor())}
        errorMessage={texts.loadFailed}
        loadingLabel={texts.loadingLabel}
        render={(items) => <View items={items} />}
      />
    </div>
  );
}
