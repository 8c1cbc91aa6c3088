'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { sendVisit } from './record-visit.enhance';

/** Records a visit on every route change of the React pages (sign-in; public pages: record-visit.tsx) (SPEC §4). */
export function VisitTracker() {
  const pathname = usePathname();
  useEffect(() => {
    if (pathname) sendVisit(pathname);
  }, [pathname]);
  return null;
}
