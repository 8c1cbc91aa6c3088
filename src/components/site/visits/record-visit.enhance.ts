// Records the visit of a page (SPEC §4): every load of a public page is one visit of its path (the
// public layout marks its pages with <RecordVisit />; a 404 is not a visit), and every route change
// of the sign-in pages (visit-tracker.tsx). Errors are only logged (SPEC §8).

/** Sends one visit of `path` to /api/visits. */
export function sendVisit(path: string): void {
  fetch('/api/visits', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page_path: path }),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.error(`[visits] not recorded (HTTP ${response.status})`);
    })
    .catch((error: unknown) => console.error('[visits] not recorded:', error));
}

/** The public page's load (the element marked data-enhance="record-visit"). */
export function recordVisit(): void {
  sendVisit(location.pathname);
}
