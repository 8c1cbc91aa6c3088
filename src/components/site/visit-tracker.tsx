'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Records a visit on every route change of the React pages (sign-in; public pages: src/enhance/visits.ts) (SPEC §4). */
export function VisitTracker() {
  const pathname = usePathname();
  useEffect(() => {
    if (!pathname) return;
    fetch('/api/visits', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page_path: pathname }),
      keepalive: true,
    })
      .then((response) => {
        if (!response.ok) console.error(`[visits] not recorded (HTTP ${response.status})`);
      })
      // SPEC §8: visit-recording errors are only logged.
      .catch((error: unknown) => console.error('[visits] not recorded:', error));
  }, [pathname]);
  return null;
}
