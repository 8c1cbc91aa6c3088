'use client';

import { useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { LogOut, Menu, X } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/shared/action-result';
import { ADMIN_CHECK_MESSAGES, SESSION_MESSAGES } from '@/lib/shared/auth/messages';
import { AdminNav } from './admin-nav';
import type { AdminNavItem } from './admin-nav-items';
import { Alert } from '@/components/ui/alert';
import { MediaLibraryProvider } from '@/components/ui/media-library';

type AdminAccess = 'allowed' | 'denied' | 'error';
type SignOutOutcome = 'signed-out' | 'no-session' | 'failed';

interface AdminShellProps {
  email: string;
  /** The menu's entries the actor may open (the layout asks `can` for each). */
  navItems: readonly AdminNavItem[];
  /** Counts shown beside menu entries, by href (e.g. new requests beside 'Solicitações'). */
  navCounts?: Record<string, number>;
  /**
   * Server check of the session and the permission to the admin area (a server action): a refusal
   * carries the access-denied message.
   */
  verifyAccess: () => Promise<ActionResult<'admin'>>;
  /** Ends the session on the server (a server action). */
  signOut: () => Promise<ActionResult<'signed-out' | 'no-session'>>;
  /** Notices shown above every page (e.g. the firm's details still missing). */
  banners?: ReactNode;
  /** How every image field below reads the media library ('Escolher da biblioteca'), if allowed. */
  mediaLibrary?: ComponentProps<typeof MediaLibraryProvider>['list'];
  children: ReactNode;
}

/** Re-check when the tab comes back only if the last check is older than this. */
const RECHECK_AFTER_MS = 30_000;

/**
 * The admin area's frame: header with 'Sair', navigation, main. The layout has already checked the
 * role on the server; this re-checks after client-side navigation and when the tab comes back
 * (a layout is not rendered again then), so a session that ended meanwhile is noticed.
 */
export function AdminShell({
  email,
  navItems,
  navCounts,
  verifyAccess,
  signOut,
  banners,
  mediaLibrary,
  children,
}: AdminShellProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [access, setAccess] = useState<AdminAccess | 'verifying'>('allowed');
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const checkedPath = useRef(pathname);
  const checkedAt = useRef(0);

  const verify = useCallback(async () => {
    checkedAt.current = Date.now();
    setAccess('verifying');
    let result: AdminAccess;
    try {
      const answer = await verifyAccess();
      result = answer.ok ? 'allowed' : answer.message === ADMIN_CHECK_MESSAGES.denied ? 'denied' : 'error';
    } catch {
      result = 'error';
    }
    setAccess(result);
    if (result === 'denied') {
      toast.error(ADMIN_CHECK_MESSAGES.denied);
      router.replace('/login');
    }
  }, [verifyAccess, router]);

  useEffect(() => {
    checkedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (checkedPath.current === pathname) return;
    checkedPath.current = pathname;
    void verify();
  }, [pathname, verify]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - checkedAt.current > RECHECK_AFTER_MS) {
        void verify();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [verify]);

  async function handleSignOut() {
    setSigningOut(true);
    let outcome: SignOutOutcome;
    try {
      const answer = await signOut();
      outcome = answer.ok ? answer.data : 'failed';
    } catch {
      outcome = 'failed';
    }
    if (outcome === 'signed-out') toast.success(SESSION_MESSAGES.signedOut);
    else if (outcome === 'no-session') toast.error(SESSION_MESSAGES.expired);
    else toast.error(SESSION_MESSAGES.signOutFailed);
    router.replace('/login');
    router.refresh();
  }

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      <header className="bg-brand-900 text-white lg:fixed lg:inset-y-0 lg:flex lg:w-64 lg:flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:px-5 lg:py-6">
          <div>
            <p className="font-semibold tracking-wide">Tribuna</p>
            <p className="text-xs text-brand-100">Painel Administrativo</p>
          </div>
          <button
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            className="rounded-md p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-400 lg:hidden"
          >
            {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
            <span className="sr-only">Menu</span>
          </button>
        </div>
        <div
          className={`${menuOpen ? 'block' : 'hidden'} border-t border-white/10 px-3 pb-4 lg:flex lg:min-h-0 lg:flex-1 lg:flex-col lg:border-0 lg:pb-6`}
        >
          <AdminNav
            id="admin-nav"
            items={navItems}
            counts={navCounts}
            onNavigate={() => setMenuOpen(false)}
            className="pt-3 lg:min-h-0 lg:flex-1 lg:overflow-y-auto lg:pt-0"
          />
          <div className="mt-4 border-t border-white/10 px-3 pt-4">
            <p className="truncate text-xs text-brand-100" title={email}>
              {email}
            </p>
            <button
              type="button"
              onClick={handleSignOut}
              disabled={signingOut}
              className="mt-2 inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-400 disabled:opacity-60"
            >
              <LogOut aria-hidden className="size-4" />
              Sair
            </button>
          </div>
        </div>
      </header>
      <main id="conteudo" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:ml-64 lg:px-10 lg:py-8">
        {access === 'verifying' && (
          <p role="status" className="mb-4 text-sm text-slate-500">
            {ADMIN_CHECK_MESSAGES.verifying}
          </p>
        )}
        {access === 'allowed' && banners}
        {access === 'error' ? (
          <Alert variant="error">{ADMIN_CHECK_MESSAGES.failed}</Alert>
        ) : access === 'denied' ? null : (
          <MediaLibraryProvider list={mediaLibrary}>{children}</MediaLibraryProvider>
        )}
      </main>
    </div>
  );
}
