// Records the visit of a page (SPEC §4): every load of a public page is one visit of its path (the
// public layout marks its pages with <RecordVisit />; a 404 is not a visit), and every route change
// of the sign-in pages (visit-tracker.tsx). A public page's entry also says where it came from
// (src/enhance/attribution.ts). Errors are only logged (SPEC §8).
import { takeVisitOrigin } from '@/enhance/attribution';

/** Sends one visit of `path` to /api/visits, with what else the visit knows. */
export function sendVisit(path: string, details: Record<string, unknown> = {}): void {
  fetch('/api/visits', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page_path: path, ...details }),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.error(`[visits] not recorded (HTTP ${response.status})`);
    })
    .catch((error: unknown) => console.error('[visits] not recorded:', error));
}

/** The public page's load (the element marked data-enhance="record-visit"). */
export function recordVisit(): void {
  // A preview of unpublished content is not a visit (issue 22 §2).
  if (document.querySelector('[data-no-visit]')) return;
  const { entry, origin } = takeVisitOrigin();
  const source = entry && origin ? { ...origin, entry_page: undefined } : {};
  sendVisit(location.pathname, { entry, ...source });
}
